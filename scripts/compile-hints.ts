import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRouteModules, ROUTER } from './route-preloads.js';

/**
 * Asks Chrome to compile a page's first-load code while it downloads (docs/decisions/0031).
 *
 * V8 compiles a function lazily, on its first call, on the main thread. Almost every function of the
 * entry, the shared `app` file and a page's own file runs while the page first renders, so on a phone
 * that compiling lands inside the long tasks of the first render. The magic comment
 * `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136+) tells V8 to compile all its
 * functions eagerly, on a background thread while the file streams in. Other browsers read a comment.
 *
 * Only files whose code runs on load carry it: the entry, `app`, the layouts and the pages outside
 * the admin panel, and the question text's renderer. The admin code, dialogs, charts and form schemas
 * load on demand and keep lazy compiling, which costs nothing for the functions a visit never calls.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface HintableChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a shared chunk has no facade). */
  moduleIds?: readonly string[];
  code: string;
  map?: { mappings: string } | null;
}
interface HintableAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, HintableChunk | HintableAsset | { type: string }>;

const ADMIN = /admin/;

/** The modules of the non-admin layouts and pages, resolved from the router's lazy imports. */
export function loadedOnLoadModules(routerFile: string, routerSource: string): Set<string> {
  const modules = new Set<string>();
  const resolve = (specifier: string) => path.resolve(path.dirname(routerFile), specifier);
  for (const { page, layout } of readRouteModules(routerSource)) {
    if (layout && ADMIN.test(layout)) continue;
    if (layout) modules.add(resolve(layout));
    if (!ADMIN.test(page)) modules.add(resolve(page));
  }
  return modules;
}

/**
 * Shared components with a file of their own that pages draw in their first render: the player, the
 * results and the comments show every question's text through `HtmlContent` (DOMPurify inside).
 */
const SHARED_ON_LOAD = /[\\/]src[\\/]web[\\/]components[\\/]html-content\.tsx$/;

/** Whether a chunk's code runs on load: the entry, `app`, a non-admin page or layout, or `HtmlContent`'s file. */
export function isHinted(chunk: HintableChunk, onLoad: Set<string>): boolean {
  if (chunk.isEntry || chunk.name === 'app') return true;
  if (chunk.moduleIds?.some((id) => SHARED_ON_LOAD.test(id))) return true;
  const facade = chunk.facadeModuleId?.replace(/\.tsx?$/, '');
  return facade !== undefined && onLoad.has(facade);
}

/**
 * Prepends the hint to the chosen chunks and moves their source maps down the one line it adds (a
 * `;` in front of the mappings), both the chunk's map and the `.map` file the bundle writes beside it.
 * Returns the file names it changed.
 */
export function addCompileHints(bundle: Bundle, onLoad: Set<string>): string[] {
  const hinted: string[] = [];
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const chunk = item as HintableChunk;
    if (!isHinted(chunk, onLoad) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${chunk.fileName}.map`] as HintableAsset | undefined;
    if (mapFile?.type === 'asset') {
      const text = typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source);
      const map = JSON.parse(text) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
    hinted.push(chunk.fileName);
  }
  return hinted.sort();
}

/**
 * Vite plugin. It runs at the end of `generateBundle`, after minifying (which would strip a comment
 * added earlier) and before the files are written and precompressed (scripts/precompress.ts).
 */
export function compileHints(root: string): Plugin {
  const routerFile = path.join(root, ROUTER);
  return {
    name: 'bizu-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own step, which puts the table of preloaded files at the head of a chunk that
      // imports others: the hint must come before it, on the file's first line.
      order: 'post',
      handler(_options, bundle) {
        const onLoad = loadedOnLoadModules(routerFile, readFileSync(routerFile, 'utf8'));
        addCompileHints(bundle as unknown as Bundle, onLoad);
      },
    },
  };
}
