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

/**
 * The name of the module-level function a node sits in, when that function is the outermost one and is
 * declared by name (`function f() {}`, `const f = () => …`); null otherwise.
 */
function topLevelFunctionName(ancestors) {
  const functions = ancestors.filter((a) =>
    /^(?:FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(a.type),
  );
  const outer = functions[0];
  if (!outer) return null;
  if (outer.type === 'FunctionDeclaration') return outer.id?.name ?? null;
  const parent = ancestors[ancestors.indexOf(outer) - 1];
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : null;
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
      indirect:
        '{{name}} formats with Intl and is called when the module loads: format at first use, or with shared/rules/numbers.ts for a message built as its module loads.',
    },
  },
  create(context) {
    /** The module's own top-level functions that format with Intl (`const milhar = (n) => n.toLocaleString()`). */
    const formatting = new Set();
    /** Calls made when the module loads of a function by its name, checked against `formatting` at the end. */
    const moduleCalls = [];

    function check(node) {
      const callee = node.callee;
      const isIntl = isIntlMember(callee);
      const isLocale =
        node.type === 'CallExpression' &&
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        LOCALE_METHODS.has(callee.property.name);
      const atTop = atModuleScope(context, node);
      if (isIntl && atTop) context.report({ node, messageId: 'intl' });
      if (isLocale && atTop) context.report({ node, messageId: 'locale', data: { method: callee.property.name } });
      if ((isIntl || isLocale) && !atTop) {
        const name = topLevelFunctionName(context.sourceCode.getAncestors(node));
        if (name) formatting.add(name);
      }
      if (node.type === 'CallExpression' && callee.type === 'Identifier' && atTop) moduleCalls.push(node);
    }
    return {
      NewExpression: check,
      CallExpression: check,
      'Program:exit'() {
        for (const node of moduleCalls)
          if (formatting.has(node.callee.name))
            context.report({ node, messageId: 'indirect', data: { name: node.callee.name } });
      },
    };
  },
};
