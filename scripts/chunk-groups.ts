import type { Plugin } from 'vite';

/**
 * How the build groups modules into files (docs/decisions/0026).
 *
 * A phone on mobile data pays a round trip for every file, and over HTTP/1.1 it has six connections
 * to share among them, so ten files of 1 KB cost far more than one of 10 KB. Left to itself the
 * bundler made one file per set of importers: eleven before /login could run, and seventeen more
 * before /perfil could paint, most under 2 KB. These groups put them back together:
 *
 * - `index`: everything the entry loads statically (React, the router, the query client, /login and
 *   the icons it draws), one file instead of ten;
 * - `app`: the small shared pieces of the student pages (components, lib, shared rules and the other
 *   icons), one file that every signed-in page loads anyway;
 * - `admin`: the admin layout and the admin tabs' shared components and schemas, which no student page
 *   loads. The question's form and preview (`components/admin/questao`) are not among them: only the
 *   Questões and Reports tabs (and the Resumos editor's field) use them, and with them in the group
 *   every tab loaded the dialog, the HTML renderer and the question badges they import (decision 0067);
 * - `schemas`: zod's classic API and the shared schemas, for the pages that check a form or an answer
 *   with them. The in-progress simulado (`web/lib/simulados`) is not among them: it is checked with
 *   zod/mini when read back, over the question's mini schemas (`shared/schemas/questao-simulado.ts`), so
 *   it is light (`app`) and the player and /simulados paint without zod's classic API (decision 0068).
 *   The 'Revisar hoje' card (`web/components/revisao`, `web/lib/revisao`) is light too (decision 0059).
 * - `tabs`: Radix's tabs with the roving focus they share with the question editor's toolbar (decision
 *   0057), so that sharing does not cut /ranking's tabs in two files.
 *
 * A module joins `app` only if it is light: our own code outside the admin folder whose static imports
 * are all either already in the entry, lucide-react's, zod/mini's (its functions are small, over the core
 * the entry carries for the session's profile), or light themselves. A component that wraps a
 * library the entry does not carry (Radix's dialog and select, Chart.js, DOMPurify, zod) stays out, and
 * so does the library, which keeps loading only on the pages (or at the interaction) that need it.
 */

type ModuleGraph = Map<string, { importedIds: readonly string[]; isEntry: boolean }>;

// Of the shared schemas, only the question's as the player gets it and the texts its dialogs send are written
// with zod/mini (the others use zod's classic API, which is not light); the API's error body, also mini,
// loads on an error, not with a page.
const SHARED_SOURCE =
  /[\\/]src[\\/](?:web[\\/](?:components|lib|app[\\/]layouts)[\\/]|shared[\\/]rules[\\/]|shared[\\/]schemas[\\/]questao-(?:simulado|textos)\.ts$)/;
const TEST_SOURCE = /\.test\.tsx?$/;
// The question-image upload (lib/upload-questao-imagem.ts) is only ever called by admin screens (the
// question editor and form), and the admin's rules (shared/rules/admin-*) only by admin code and the
// server; by their imports they would be light and ride in every student page's `app`.
const ADMIN_CODE =
  /[\\/]src[\\/](?:web[\\/](?:components[\\/]admin[\\/]|app[\\/]layouts[\\/]admin-layout|lib[\\/]upload-questao-imagem)|shared[\\/](?:schemas|rules)[\\/]admin)/;
/** Admin code that only the tabs opening a question use: never in `app`, and not in `admin` either. */
const QUESTAO_ADMIN = /[\\/]src[\\/]web[\\/]components[\\/]admin[\\/]questao[\\/]/;
/** The admin's schemas (zod's classic API): the tabs' forms check with them, the lists and the layout do not. */
const ADMIN_SCHEMAS = /[\\/]src[\\/]shared[\\/]schemas[\\/]admin/;
const SCHEMAS = /[\\/](?:node_modules[\\/]zod|src[\\/]shared[\\/]schemas)[\\/]/;
const DIALOG = /-dialog\.tsx$/;
// The dialogs (the forms, the delete confirmation) load once a tab's list is on screen (decision 0069): with
// the group, the layout would bring them, Radix's dialog and zod's classic API before the first paint.
const isAdminGroup = (id: string) =>
  ADMIN_CODE.test(id) && !QUESTAO_ADMIN.test(id) && !DIALOG.test(id) && !ADMIN_SCHEMAS.test(id);
const RADIX_TABS =
  /[\\/]node_modules[\\/]@radix-ui[\\/]react-(?:tabs|roving-focus|collection|direction|use-is-hydrated)[\\/]/;
/** lucide-react's ESM files, where `import { Trash } from 'lucide-react'` leads: its index, a module per icon. */
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
/**
 * zod/mini's functional API: the parts the entry does not use (the ISO date format, say) are small modules
 * over the core the entry carries, light when their own imports are.
 */
const ZOD_MINI = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]/;

/** The modules the entry reaches through static imports: they are in the first download already. */
function initialModules(graph: ModuleGraph): Set<string> {
  const initial = new Set<string>();
  const stack = [...graph].filter(([, info]) => info.isEntry).map(([id]) => id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (initial.has(id)) continue;
    initial.add(id);
    stack.push(...(graph.get(id)?.importedIds ?? []));
  }
  return initial;
}

export function lightSharedModules(graph: ModuleGraph): Set<string> {
  const initial = initialModules(graph);
  // Icons first: lucide-react's index re-exports every icon and the sign-in page imports from it, so by
  // the graph every icon is in the entry. Only the icons some page draws survive tree-shaking: those
  // /login draws are in the entry (the `index` group takes them first), the rest go to `app`. zod/mini's
  // index reaches all of its modules the same way, so they are candidates wherever they are.
  const light = new Set(
    [...graph.keys()].filter(
      (id) =>
        ICONS.test(id) ||
        ZOD_MINI.test(id) ||
        (!initial.has(id) && SHARED_SOURCE.test(id) && !ADMIN_CODE.test(id) && !TEST_SOURCE.test(id)),
    ),
  );
  // Drop every candidate that imports something neither in the entry nor light, until none does: what
  // is left is light however its modules import one another, cycles included.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of light) {
      if (ICONS.test(id)) continue;
      const imports = graph.get(id)?.importedIds ?? [];
      if (imports.every((dep) => initial.has(dep) || light.has(dep))) continue;
      light.delete(id);
      changed = true;
    }
  }
  return light;
}

/** The plugin reads the module graph when the build has it; the groups consult it while chunking. */
export function chunkGroups() {
  let light: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'bizu-chunk-groups',
    apply: 'build',
    buildEnd() {
      const graph: ModuleGraph = new Map();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { importedIds: info.importedIds, isEntry: info.isEntry });
      }
      light = lightSharedModules(graph);
    },
  };
  const isLightShared = (id: string) => {
    if (!light) throw new Error('chunk groups: the module graph was not read before chunking');
    return light.has(id);
  };
  const groups = [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'app', test: isLightShared, priority: 1, includeDependenciesRecursively: false },
    { name: 'admin', test: isAdminGroup, priority: 1, includeDependenciesRecursively: false },
    // Apart from `schemas`, which the student pages with a form load: no student downloads the admin's.
    { name: 'admin-schemas', test: ADMIN_SCHEMAS, priority: 1, includeDependenciesRecursively: false },
    // A dialog among them (the review's 'Simulado em Andamento') loads at its first opening, never with them.
    {
      name: 'schemas',
      test: (id: string) => SCHEMAS.test(id) && !DIALOG.test(id),
      includeDependenciesRecursively: false,
    },
    // Radix's roving focus (with the collection it keeps) serves the tabs of /ranking and the admin lists,
    // and the question editor's toolbar. Left to itself the bundler cut it out of the tabs' file once the
    // editor shared it, one more download for /ranking; kept with the tabs, the editor loads 2.5 KB of tabs
    // code it does not run, once, on an admin screen.
    { name: 'tabs', test: RADIX_TABS, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
