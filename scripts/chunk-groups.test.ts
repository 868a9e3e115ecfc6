import { describe, expect, it } from 'vitest';
import { chunkGroups, lightSharedModules } from './chunk-groups';

const src = (p: string) => `/app/src/${p}`;
const nm = (p: string) => `/app/node_modules/${p}`;

/** A graph in the build's shape: each module with the ids it imports statically. */
function graph(modules: Record<string, string[]>, entry = src('web/main.tsx')) {
  return new Map(Object.entries(modules).map(([id, importedIds]) => [id, { importedIds, isEntry: id === entry }]));
}

describe('lightSharedModules', () => {
  // lucide-react as `import { LogIn } from 'lucide-react'` resolves it: its ESM index re-exports every icon.
  const lucide = (p: string) => nm(`lucide-react/dist/esm/${p}`);
  const modules = {
    [src('web/main.tsx')]: [nm('react/index.js'), src('web/features/auth/login-page.tsx'), src('web/lib/session.ts')],
    [src('web/features/auth/login-page.tsx')]: [nm('react/index.js'), lucide('lucide-react.mjs')],
    [src('web/lib/session.ts')]: [nm('react/index.js')],
    [nm('react/index.js')]: [],
    [lucide('lucide-react.mjs')]: [lucide('icons/log-in.mjs'), lucide('icons/house.mjs'), lucide('icons/trash.mjs')],
    [lucide('icons/log-in.mjs')]: [lucide('createLucideIcon.mjs')],
    [lucide('icons/house.mjs')]: [lucide('createLucideIcon.mjs')],
    [lucide('icons/trash.mjs')]: [lucide('createLucideIcon.mjs')],
    [lucide('createLucideIcon.mjs')]: [nm('react/index.js'), lucide('Icon.mjs')],
    [lucide('Icon.mjs')]: [nm('react/index.js')],
    // shared pieces of the signed-in pages
    [src('web/components/load-states.tsx')]: [nm('react/index.js'), src('web/lib/format.ts')],
    [src('web/lib/format.ts')]: [],
    [src('web/app/layouts/app-layout.tsx')]: [src('web/components/load-states.tsx'), lucide('lucide-react.mjs')],
    [src('shared/rules/simulado.ts')]: [],
    // a component wrapping a library the entry does not carry, and what imports it
    [src('web/components/ui/dialog.tsx')]: [nm('@radix-ui/react-dialog/index.js')],
    [nm('@radix-ui/react-dialog/index.js')]: [],
    [src('web/components/ui/confirm-dialog.tsx')]: [src('web/components/ui/dialog.tsx')],
    // admin code, feature code, tests
    [src('web/components/admin/row-actions.tsx')]: [nm('react/index.js'), lucide('lucide-react.mjs')],
    [src('web/components/admin/questao/questoes-api.ts')]: [nm('react/index.js')],
    [src('web/features/ranking/ranking-page.tsx')]: [src('web/components/load-states.tsx')],
    [src('web/lib/format.test.ts')]: [src('web/lib/format.ts')],
    // an import cycle among light modules
    [src('web/lib/a.ts')]: [src('web/lib/b.ts')],
    [src('web/lib/b.ts')]: [src('web/lib/a.ts')],
  };
  const light = lightSharedModules(graph(modules));

  it('takes our shared code whose imports are in the entry or light, and the icons', () => {
    for (const id of [
      src('web/components/load-states.tsx'),
      src('web/lib/format.ts'),
      src('web/app/layouts/app-layout.tsx'),
      src('shared/rules/simulado.ts'),
      src('web/lib/a.ts'),
      src('web/lib/b.ts'),
      // Reached from the entry through lucide-react's index, as every icon is: light all the same, so
      // the icons /login does not draw can go to `app` (the `index` group takes those it draws first).
      lucide('icons/trash.mjs'),
      lucide('icons/house.mjs'),
    ]) {
      expect(light, id).toContain(id);
    }
  });

  it('leaves out what the entry has, what wraps another library, admin, page and test code', () => {
    for (const id of [
      src('web/main.tsx'),
      src('web/lib/session.ts'),
      src('web/features/auth/login-page.tsx'),
      nm('react/index.js'),
      src('web/components/ui/dialog.tsx'),
      src('web/components/ui/confirm-dialog.tsx'),
      nm('@radix-ui/react-dialog/index.js'),
      src('web/components/admin/row-actions.tsx'),
      src('web/components/admin/questao/questoes-api.ts'),
      src('web/features/ranking/ranking-page.tsx'),
      src('web/lib/format.test.ts'),
    ]) {
      expect(light, id).not.toContain(id);
    }
  });

  it('a shared module that starts importing a heavy one leaves the group with everything above it', () => {
    const heavier = graph({
      ...modules,
      [src('web/lib/format.ts')]: [nm('chart.js/index.js')],
      [nm('chart.js/index.js')]: [],
    });
    const result = lightSharedModules(heavier);
    expect(result).not.toContain(src('web/lib/format.ts'));
    expect(result).not.toContain(src('web/components/load-states.tsx'));
    expect(result).not.toContain(src('web/app/layouts/app-layout.tsx'));
    expect(result).toContain(src('shared/rules/simulado.ts'));
  });

  it('takes the question schemas written with zod/mini and the in-progress copy over them, not zod classic', () => {
    const mini = (p: string) => nm(`zod/v4/mini/${p}`);
    const withZod = graph({
      ...modules,
      // The entry checks the session's profile with zod/mini: its index reaches every mini module.
      [src('web/lib/session.ts')]: [nm('react/index.js'), mini('external.js')],
      [mini('external.js')]: [mini('schemas.js'), mini('iso.js'), nm('zod/v4/core/index.js')],
      [mini('schemas.js')]: [nm('zod/v4/core/index.js')],
      [mini('iso.js')]: [mini('schemas.js'), nm('zod/v4/core/index.js')],
      [nm('zod/v4/core/index.js')]: [],
      [nm('zod/v4/classic/external.js')]: [nm('zod/v4/core/index.js')],
      [src('shared/schemas/questao-simulado.ts')]: [mini('external.js'), src('shared/rules/simulado.ts')],
      [src('web/lib/simulados/em-andamento-check.ts')]: [
        mini('external.js'),
        src('shared/schemas/questao-simulado.ts'),
      ],
      [src('web/lib/simulados/em-andamento.ts')]: [src('web/lib/simulados/em-andamento-check.ts')],
      [src('shared/schemas/simulados.ts')]: [
        nm('zod/v4/classic/external.js'),
        src('shared/schemas/questao-simulado.ts'),
      ],
      [src('web/lib/cadernos/anotacao.ts')]: [src('shared/schemas/simulados.ts')],
      // The player dialogs' texts, mini too; the API's bodies (classic) are built on them.
      [src('shared/schemas/questao-textos.ts')]: [mini('external.js'), src('shared/rules/simulado.ts')],
      [src('shared/schemas/comentarios.ts')]: [
        nm('zod/v4/classic/external.js'),
        src('shared/schemas/questao-textos.ts'),
      ],
      // Any other shared schema stays with zod classic, whatever it imports.
      [src('shared/schemas/questao-mini-lookalike.ts')]: [mini('external.js')],
    });
    const result = lightSharedModules(withZod);
    for (const id of [
      mini('iso.js'),
      src('shared/schemas/questao-simulado.ts'),
      src('shared/schemas/questao-textos.ts'),
      src('web/lib/simulados/em-andamento-check.ts'),
      src('web/lib/simulados/em-andamento.ts'),
    ]) {
      expect(result, id).toContain(id);
    }
    for (const id of [
      nm('zod/v4/classic/external.js'),
      src('shared/schemas/simulados.ts'),
      src('shared/schemas/comentarios.ts'),
      src('shared/schemas/questao-mini-lookalike.ts'),
      src('web/lib/cadernos/anotacao.ts'),
    ]) {
      expect(result, id).not.toContain(id);
    }
  });

  it('a cycle is light only if no module in it imports a heavy one', () => {
    const cycle = graph({
      ...modules,
      [src('web/lib/a.ts')]: [src('web/lib/b.ts'), nm('dompurify/index.js')],
      [nm('dompurify/index.js')]: [],
    });
    const result = lightSharedModules(cycle);
    expect(result).not.toContain(src('web/lib/a.ts'));
    expect(result).not.toContain(src('web/lib/b.ts'));
  });
});

describe('chunkGroups', () => {
  const { groups } = chunkGroups();
  const groupOf = (id: string) =>
    groups
      .filter((group) => ['admin', 'admin-schemas', 'schemas'].includes(group.name))
      .find((group) => {
        const test = group.test as RegExp | ((id: string) => boolean);
        return typeof test === 'function' ? test(id) : test.test(id);
      })?.name;

  it('puts the admin code and its schemas together, and zod with the other schemas', () => {
    expect(groupOf(src('web/components/admin/row-actions.tsx'))).toBe('admin');
    // The tabs' forms and delete confirmation, and the schemas they check with, load once a list is on
    // screen: not with the layout's group (decision 0069). The admin's rules (texts, limits) stay in it.
    expect(groupOf(src('shared/schemas/admin-materias.ts'))).toBe('admin-schemas');
    expect(groupOf(src('shared/rules/admin-materias.ts'))).toBe('admin');
    expect(groupOf(src('web/components/admin/delete-confirm-dialog.tsx'))).toBeUndefined();
    expect(groupOf(src('web/components/admin/crud-form-dialog.tsx'))).toBeUndefined();
    expect(groupOf(src('web/components/admin/lazy-admin-dialogs.tsx'))).toBe('admin');
    expect(groupOf(src('web/app/layouts/admin-layout.tsx'))).toBe('admin');
    // Only admin screens upload question images: not in the student pages' `app`.
    expect(groupOf(src('web/lib/upload-questao-imagem.ts'))).toBe('admin');
    // The question's form goes with the tabs that open it, not with every admin tab (decision 0067).
    expect(groupOf(src('web/components/admin/questao/questao-form-dialog.tsx'))).toBeUndefined();
    expect(groupOf(src('web/components/admin/questao/questoes-api.ts'))).toBeUndefined();
    expect(groupOf(src('web/app/layouts/app-layout.tsx'))).toBeUndefined();
    expect(groupOf(src('shared/schemas/notas.ts'))).toBe('schemas');
    // lazyAdminFormDialog loads the `schemas` file through this module before the form (decision 0074):
    // elsewhere, the two steps would quietly become one again.
    expect(groupOf(src('shared/schemas/api-error.ts'))).toBe('schemas');
    expect(groupOf(nm('zod/v4/classic/schemas.js'))).toBe('schemas');
    // The in-progress copy is not among the schemas: it is light (lightSharedModules), in `app` (decision 0068).
    expect(groupOf(src('web/lib/simulados/em-andamento.ts'))).toBeUndefined();
    expect(groupOf(src('web/lib/simulados/start-simulado.ts'))).toBeUndefined();
    // The 'Revisar hoje' card loads the in-progress copy when pressed: on the dashboard's first screen it
    // brings no schema (decision 0059); the in-progress dialog it shares with /simulados loads at its first opening.
    expect(groupOf(src('web/components/revisao/revisar-hoje.tsx'))).toBeUndefined();
    expect(groupOf(src('web/lib/revisao/start-revisao.ts'))).toBeUndefined();
    expect(groupOf(src('web/components/simulados/em-andamento-dialog.tsx'))).toBeUndefined();
    expect(groupOf(src('web/components/revisao/a-future-dialog.tsx'))).toBeUndefined();
    // The resolvers import react-hook-form: with the schemas, every page that checks an answer would load it.
    expect(groupOf(nm('@hookform/resolvers/zod/dist/zod.mjs'))).toBeUndefined();
    expect(groupOf(src('web/features/notas/notas-page.tsx'))).toBeUndefined();
  });
});
