import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's modules as a graph of their relative imports (type-only ones too: a cycle of types is
// still two files that cannot be understood apart). Issue 28 §3: no module reaches itself again, and
// db/ (schema, client, migrations) imports nothing from the folders that stand on it.

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'src/server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const IMPORT = /^(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gms;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(server)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')))
      .filter((target) => existsSync(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the server's imports", () => {
  const graph = importGraph();

  it('reads the whole server', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get(path.join(server, 'app.ts'))!.length).toBeGreaterThan(10);
  });

  it('form no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const a = path.join(server, 'a.ts');
    const b = path.join(server, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['src/server/a.ts', 'src/server/b.ts']]);
  });

  it('leave db/ the floor: it imports only db/', () => {
    const db = path.join(server, 'db') + path.sep;
    const upward = [...graph]
      .filter(([file]) => file.startsWith(db))
      .flatMap(([file, targets]) => targets.filter((t) => !t.startsWith(db)).map((t) => `${file} -> ${t}`))
      .map((arrow) => arrow.replaceAll(root + path.sep, ''));
    expect(upward).toEqual([]);
  });
});
