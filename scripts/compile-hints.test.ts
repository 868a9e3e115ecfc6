import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, loadedOnLoadModules, type HintableChunk } from './compile-hints';

const routerFile = path.resolve(__dirname, '../src/web/app/router.tsx');
const features = path.resolve(__dirname, '../src/web/features');
const onLoad = loadedOnLoadModules(routerFile, readFileSync(routerFile, 'utf8'));
/** The question text's renderer, by its real path: the test fails if it moves and the hint loses it. */
const htmlContent = path.resolve(__dirname, '../src/web/components/html-content.tsx');

function chunk(fileName: string, fields: Partial<HintableChunk> = {}): HintableChunk {
  return {
    type: 'chunk',
    fileName,
    name: path.basename(fileName, '.js'),
    isEntry: false,
    facadeModuleId: null,
    code: 'export const a=1;\n//# sourceMappingURL=x.js.map',
    map: { mappings: 'AAAA' },
    ...fields,
  };
}

describe('loadedOnLoadModules', () => {
  it('takes the student and public pages and the signed-in layout, and no admin module', () => {
    expect(onLoad).toContain(path.join(features, 'perfil/perfil-page'));
    expect(onLoad).toContain(path.join(features, 'simulado-realizar/realizar-simulado-page'));
    expect(onLoad).toContain(path.join(features, 'auth/signup-page'));
    expect(onLoad).toContain(path.resolve(__dirname, '../src/web/app/layouts/app-layout'));
    expect([...onLoad].filter((id) => id.includes('admin'))).toEqual([]);
  });
});

describe('addCompileHints', () => {
  function bundleOf(...chunks: HintableChunk[]) {
    const bundle: Record<string, HintableChunk | { type: 'asset'; fileName: string; source: string }> = {};
    for (const c of chunks) {
      bundle[c.fileName] = c;
      bundle[`${c.fileName}.map`] = {
        type: 'asset',
        fileName: `${c.fileName}.map`,
        source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
      };
    }
    return bundle;
  }

  it('hints the entry, the app group, the pages and the question renderer, and leaves admin, dialogs and libraries', () => {
    expect(existsSync(htmlContent)).toBe(true);
    const bundle = bundleOf(
      chunk('assets/index-1.js', { isEntry: true, name: 'index' }),
      chunk('assets/app-2.js', { name: 'app' }),
      chunk('assets/perfil-page-3.js', { facadeModuleId: path.join(features, 'perfil/perfil-page.tsx') }),
      chunk('assets/admin-4.js', { name: 'admin' }),
      chunk('assets/admin-modulos-page-5.js', {
        facadeModuleId: path.join(features, 'admin-modulos/admin-modulos-page.tsx'),
      }),
      chunk('assets/dialog-6.js', { facadeModuleId: path.resolve(__dirname, '../src/web/components/ui/dialog.tsx') }),
      chunk('assets/chart-7.js', { facadeModuleId: '/app/node_modules/chart.js/dist/chart.js' }),
      // A shared chunk has no facade: the question text's renderer is found by the modules it holds.
      chunk('assets/html-content-8.js', {
        moduleIds: ['/app/node_modules/dompurify/dist/purify.es.mjs', htmlContent],
      }),
    );

    expect(addCompileHints(bundle, onLoad)).toEqual([
      'assets/app-2.js',
      'assets/html-content-8.js',
      'assets/index-1.js',
      'assets/perfil-page-3.js',
    ]);
    for (const [file, hinted] of [
      ['assets/index-1.js', true],
      ['assets/app-2.js', true],
      ['assets/perfil-page-3.js', true],
      ['assets/admin-4.js', false],
      ['assets/admin-modulos-page-5.js', false],
      ['assets/dialog-6.js', false],
      ['assets/chart-7.js', false],
      ['assets/html-content-8.js', true],
    ] as const) {
      const built = bundle[file] as HintableChunk;
      expect(built.code.startsWith(COMPILE_HINT), file).toBe(hinted);
      // The map moves down the one line the hint adds, in the chunk and in the .map file alike.
      const expected = hinted ? ';AAAA' : 'AAAA';
      expect(built.map?.mappings, file).toBe(expected);
      const mapFile = bundle[`${file}.map`] as { source: string };
      expect((JSON.parse(mapFile.source) as { mappings: string }).mappings, file).toBe(expected);
    }
  });

  it('hints a file once, however many times it runs, and works without source maps', () => {
    const entry = chunk('assets/index-1.js', { isEntry: true, map: null });
    const bundle = { [entry.fileName]: entry };
    addCompileHints(bundle, onLoad);
    expect(addCompileHints(bundle, onLoad)).toEqual([]);
    expect(entry.code).toBe(`${COMPILE_HINT}export const a=1;\n//# sourceMappingURL=x.js.map`);
    expect(entry.map).toBeNull();
  });
});
