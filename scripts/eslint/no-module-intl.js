// Keeps Intl out of module scope in the browser's code and the shared code (docs/decisions/0028).
//
// A page's first Intl object makes the browser load its locale data: tens of milliseconds of main
// thread on a phone. A format built when its module loads costs that on every page whose code includes
// the module, formatting or not; built at first use (shared/rules/at-first-use.ts) it costs only where a
// page formats with it. Number and Date `toLocale*String` calls load the same data.

const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

/** Whether `node` runs when its module loads: no function between it and the top of the file. */
function atModuleScope(context, node) {
  return !context.sourceCode
    .getAncestors(node)
    .some(
      (a) =>
        a.type === 'FunctionDeclaration' ||
        a.type === 'FunctionExpression' ||
        a.type === 'ArrowFunctionExpression' ||
        a.type === 'MethodDefinition' ||
        a.type === 'PropertyDefinition',
    );
}

/** `Intl.X` as written (`Intl.NumberFormat`, `globalThis.Intl.NumberFormat` is rare enough to ignore). */
const isIntlMember = (callee) =>
  callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Intl';

export default {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      intl: 'Intl built when the module loads: build it at first use (atFirstUse, shared/rules/at-first-use.ts).',
      locale:
        '{{method}} when the module loads: format at first use (web/lib/format.ts), or with shared/rules/numbers.ts for a message built as its module loads.',
    },
  },
  create(context) {
    function check(node) {
      const callee = node.callee;
      if (isIntlMember(callee) && atModuleScope(context, node)) context.report({ node, messageId: 'intl' });
      if (
        node.type === 'CallExpression' &&
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        LOCALE_METHODS.has(callee.property.name) &&
        atModuleScope(context, node)
      )
        context.report({ node, messageId: 'locale', data: { method: callee.property.name } });
    }
    return { NewExpression: check, CallExpression: check };
  },
};
