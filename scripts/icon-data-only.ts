import type { Plugin } from 'vite';

/** lucide-react's per-icon modules, as the package's `./icons/*` export resolves them. */
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
/** The component each icon module builds at load: `const House = createLucideIcon(__iconData);`. */
const COMPONENT = /^const (\w+) = createLucideIcon\(__iconData\);$/m;

/**
 * Keeps only the drawing of each lucide-react icon module (docs/decisions/0031).
 *
 * The app draws icons with its own light component from each module's `__iconData`
 * (src/web/components/icons/icon.tsx). The modules also build lucide's component at load, a
 * `forwardRef` and a name conversion per icon, and since our icon files pass the whole module to
 * `icon()`, the bundler cannot see that the component is unused: about ninety of them were built on
 * every first load, with lucide's `Icon`, its context and helpers downloaded for them. This drops the
 * component and its default export, so the module is its drawing alone.
 *
 * A module this does not recognise is left as it is, so a change in lucide-react's output costs the
 * saving, not the build. Importing an icon module's default export fails the build, loudly: the app
 * imports icons from src/web/components/icons.
 */
export function iconDataOnly(code: string): string | null {
  const component = COMPONENT.exec(code);
  if (!component) return null;
  const exported = `export { __iconData, ${component[1]} as default };`;
  if (!code.includes(exported)) return null;
  return code
    .replace(component[0], '')
    .replace(/^import createLucideIcon from '[^']+';$/m, '')
    .replace(exported, 'export { __iconData };');
}

export function iconDataOnlyPlugin(): Plugin {
  return {
    name: 'bizu-icon-data-only',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const slim = iconDataOnly(code);
      // Lines are emptied, not removed, so the module's own source map still fits what is kept.
      return slim === null ? null : { code: slim, map: null };
    },
  };
}
