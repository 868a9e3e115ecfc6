import path from 'node:path';

// Resolves each relative import against the importing file and checks DESIGN.md's boundaries by
// location, which a pattern over the import string cannot do (`../x` may or may not leave a feature).
const root = path.resolve(import.meta.dirname, '../..');
const area = (file) => {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== 'src') return { side: 'other' };
  return {
    side: rel[1],
    feature: rel[1] === 'web' && rel[2] === 'features' ? rel[3] : undefined,
    // src/server/db/: the floor every other server folder stands on (issue 28 §3).
    floor: rel[1] === 'server' && rel[2] === 'db',
  };
};

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = area(context.filename);
        function check(node, isTypeOnly) {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = area(path.resolve(path.dirname(context.filename), spec));
          const report = (message) => context.report({ node, message });
          if (from.side === 'shared' && (to.side === 'server' || to.side === 'web'))
            report('shared imports neither side.');
          if (from.side === 'server' && to.side === 'web') report('the server does not import the web app.');
          if (from.floor && to.side === 'server' && !to.floor)
            report('db/ is the floor: it imports nothing from the server folders above it (services, auth, ...).');
          if (from.side === 'web' && to.side === 'server' && !isTypeOnly)
            report('web imports server only as `import type`.');
          if (from.feature && to.feature && from.feature !== to.feature)
            report(
              `feature "${from.feature}" imports feature "${to.feature}": move what they share to components/, lib/ or shared/.`,
            );
        }
        return {
          ImportDeclaration: (node) => check(node, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
        };
      },
    },
  },
};
