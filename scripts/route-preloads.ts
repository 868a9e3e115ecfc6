import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  EARLY_REQUEST_HEADERS,
  EARLY_REQUESTS_GLOBAL,
  earlyPageRequests,
  earlyPageRequestsNotSubscribed,
  INTL_WARM_UP_GLOBAL,
  pagesFormattingAtFirstPaint,
  SESSION_PROBE_PATH,
} from '../src/web/lib/early-requests.js';
import { SIGNED_IN_HINT, storageKeys } from '../src/web/lib/storage-keys.js';

/**
 * Lets a page's own code download beside the entry instead of after it (docs/decisions/0026).
 *
 * The router loads a page's chunk, and its layout's, only once the entry has downloaded and run: on a
 * phone that is a round trip and a few hundred milliseconds of script before the page's code is even
 * asked for. The build writes into index.html a small inline script with a table of each lazy route's
 * files; it runs while the HTML is parsed and adds a `<link rel="modulepreload">` for the files of the
 * path being opened. The router's later `import()` then finds them downloaded.
 *
 * Signed-in pages are preloaded only where this browser was signed in at its last visit (the same hint
 * as the early page data, never used for access), so a visitor sent to /login downloads no page behind
 * it. On such a browser the script also starts the session probe and the page's first request
 * (src/web/lib/early-requests.ts, decision 0066), which the app then takes instead of asking again.
 * The script is allowed by its hash, read from the built index.html (src/server/csp.ts).
 *
 * It sits before the entry's script and stylesheet: an inline script after a stylesheet waits for the
 * stylesheet to download before it runs, and the page's files would wait with it.
 */

export interface RouteModules {
  /** The route's path as the router writes it, `:name` for a parameter. */
  path: string;
  /** The page's module, as imported by the router (relative to it). */
  page: string;
  /** The signed-in or admin layout above it, when there is one. */
  layout: string | null;
}

/** The route table, relative to the project's root; the compile hints read it too (compile-hints.ts). */
export const ROUTER = 'src/web/app/router.tsx';

/**
 * Reads the route table's lazy pages from the router's source: each `path: '…'` with the next
 * `import('…')` before the following path, and the last layout imported before it. A test holds this
 * reading to the router's real route objects (src/web/app/route-preloads.test.ts).
 */
export function readRouteModules(source: string): RouteModules[] {
  const tokens = [...source.matchAll(/path: '([^']+)'|import\('([^']+)'\)/g)];
  const routes: RouteModules[] = [];
  let layout: string | null = null;
  let current: string | null = null;
  for (const [, routePath, imported] of tokens) {
    if (routePath !== undefined) {
      current = routePath;
    } else if (imported?.includes('/layouts/')) {
      layout = imported;
      current = null;
    } else if (imported && current) {
      routes.push({ path: current, page: imported, layout });
      current = null;
    }
  }
  return routes;
}

/** `/simulados/realizar/:materiaId` → a pattern for the path as the browser shows it. */
export function pathPattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * One row of the inline script's table: [path pattern, signed-in only, files, early requests, early
 * requests where the last probe's user had no active subscription, whether its first screen formats a
 * number or a day].
 */
export type PreloadRow = [string, boolean, string[], readonly string[], readonly string[], boolean];

/**
 * Builds one day format and one number format in the app's locale and drops them: what the locale data
 * costs is paid once per page, whatever format asks for it first (lib/format.ts builds its own at first use).
 */
const INTL_WARM_UP = `function(){try{new Intl.DateTimeFormat('pt-BR').format(0);new Intl.NumberFormat('pt-BR').format(0)}catch(x){}}`;

/**
 * The inline script. On a signed-in browser it starts the session probe, then, for the first row whose
 * pattern matches the path, preloads its files, starts its early requests and, where its first screen
 * formats, warms the locale's formats (INTL_WARM_UP). Kept small and ES5-plain.
 */
export function preloadScript(table: PreloadRow[]): string {
  const hint = JSON.stringify(SIGNED_IN_HINT);
  const warmUp = `window[${JSON.stringify(INTL_WARM_UP_GLOBAL)}]`;
  return (
    `(function(){var t=${JSON.stringify(table)},p=location.pathname,s=null,n=null,e=null,i;` +
    `try{s=localStorage.getItem(${JSON.stringify(storageKeys.signedIn)});` +
    `n=localStorage.getItem(${JSON.stringify(storageKeys.notSubscribed)})}catch(x){}` +
    // Each promise gets a catch of its own, so an early request that fails and is never taken is not an
    // unhandled rejection; the app still sees the failure when it takes it.
    `function q(u){try{var r=fetch(u,{headers:${JSON.stringify(EARLY_REQUEST_HEADERS)},credentials:'same-origin'});` +
    `r['catch'](function(){});e[u]=[r,performance.now()]}catch(x){}}` +
    `if(s===${hint}&&window.fetch&&window.performance){e=window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={};` +
    `q(${JSON.stringify(SESSION_PROBE_PATH)})}` +
    `for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){if(t[i][1]&&s!==${hint})return;` +
    `t[i][2].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
    `l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `if(e){t[i][3].forEach(q);if(n===${hint})t[i][4].forEach(q);` +
    // The browser's first Intl object of a page loads the locale's data: about 50 ms on a desktop, 200 ms
    // on a 4x-slowed phone, which the pages whose first screen shows a number or a day paid inside their
    // first render. Built here once the main thread is idle (the entry still downloading), that cost
    // leaves the render. The warm-up waits where the entry finds it: when the entry starts first, it runs
    // the warm-up itself before its first render (finishIntlWarmUp), and the idle callback finds it gone.
    `if(t[i][5]&&window.Intl){var w=${warmUp}=${INTL_WARM_UP};` +
    `if(window.requestIdleCallback)requestIdleCallback(function(){if(${warmUp}===w){delete ${warmUp};w()}})}}` +
    `return}})()`
  );
}

/** Puts the script before the entry's module script (and so before its stylesheet) in `html`. */
export function insertBeforeEntry(html: string, script: string): string {
  const entry = html.search(/<script type="module"/);
  if (entry < 0) throw new Error('route preloads: index.html has no module script');
  return `${html.slice(0, entry)}<script>${script}</script>\n    ${html.slice(entry)}`;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

export function routePreloads(root: string): Plugin {
  return {
    name: 'bizu-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const routerFile = path.join(root, ROUTER);
        const chunks = Object.values(bundle).filter((item): item is BundleChunk & typeof item => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route preloads: the build has no entry chunk');
        const loaded = closure(entry.fileName);
        const chunkOf = (specifier: string) => {
          const id = path.resolve(path.dirname(routerFile), specifier);
          // A page has a chunk of its own; a layout may sit inside a group's chunk (scripts/chunk-groups.ts).
          const isModule = (moduleId: string | null) => moduleId?.replace(/\.tsx?$/, '') === id;
          const chunk =
            chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
          if (!chunk) throw new Error(`route preloads: no chunk for ${specifier} (${ROUTER})`);
          return chunk.fileName;
        };
        const table = readRouteModules(readFileSync(routerFile, 'utf8')).map(({ path: routePath, page, layout }) => {
          const files = new Set<string>();
          for (const specifier of layout ? [layout, page] : [page]) closure(chunkOf(specifier), files);
          const needed = [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
          const requests = earlyPageRequests[routePath] ?? [];
          const notSubscribed = earlyPageRequestsNotSubscribed[routePath] ?? [];
          const formats = pagesFormattingAtFirstPaint.has(routePath);
          return [
            pathPattern(routePath),
            layout !== null,
            needed,
            requests,
            notSubscribed,
            formats,
          ] satisfies PreloadRow;
        });
        return insertBeforeEntry(html, preloadScript(table));
      },
    },
  };
}
