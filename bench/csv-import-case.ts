// The `csv-import-5000` case: a generated 5,000-row CSV of questions sent through HTTP by an admin, first
// to the preview (nothing written), then to the import (one transaction), then once more (every row is
// already in the bank, so nothing is written). Reported as times; the issue sets no budget.
import { eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { materias, users } from '../src/server/db/schema.js';
import { IMPORTACAO_COLUNAS } from '../src/shared/schemas/admin-importacao-questoes.js';

type Measure = (
  name: string,
  n: number,
  warmup: number,
  fn: () => Promise<void>,
) => Promise<{ case: string; n: number; p50_ms: number; p95_ms: number }>;

export const csvImportAccount = { name: 'Admin do CSV', email: 'csv-carga@example.com', password: 'senha-de-carga' };
export const CSV_IMPORT_ROWS = 5_000;

export interface CsvImportReady {
  account: { email: string; password: string };
  /** The name of the bench matéria (bench/dataset.ts), which already holds 20,000 questions. */
  materia: string;
}

interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/** Server side (bench/server.ts): the admin account and the name of the matéria the file fills. */
export async function prepareCsvImport(
  app: AppLike,
  db: Db,
  origin: string,
  materiaId: number,
): Promise<CsvImportReady> {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(csvImportAccount),
  });
  if (signup.status !== 200) throw new Error(`csv-import bench sign-up failed: ${signup.status}`);
  await db.update(users).set({ isAdmin: true }).where(eq(users.email, csvImportAccount.email));
  const [m] = await db.select({ nome: materias.nome }).from(materias).where(eq(materias.id, materiaId));
  return { account: csvImportAccount, materia: m!.nome };
}

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * Rows like the ones admins bring: a statement of a few sentences (one in five with HTML, which goes
 * through the sanitizer), five alternatives, an answer, now and then an image. About 1.8 MB in all.
 */
function generateCsv(materia: string, rows: number, tag: string): string {
  const lines = [IMPORTACAO_COLUNAS.join(',')];
  for (let i = 1; i <= rows; i++) {
    const texto = `Questão ${tag}-${i}: de acordo com o texto, qual é a afirmação correta sobre o tema ${i % 97}? Leia com atenção, considerando o enunciado, as alternativas e a legislação vigente.`;
    const enunciado = i % 5 === 0 ? `<p>${texto}</p><p><strong>Atenção:</strong> marque só uma.</p>` : texto;
    const alternativas = ['A', 'B', 'C', 'D', 'E'].map(
      (l) => `Alternativa ${l} da questão ${i}, com um pouco de texto`,
    );
    const imagem = i % 10 === 0 ? `https://imagens.example.com/q/${i}.png` : '';
    lines.push([materia, '', enunciado, ...alternativas, 'ABCDE'[i % 5]!, imagem].map(quote).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** Client side (bench/run.ts). */
export async function measureCsvImport(base: string, origin: string, ready: CsvImportReady, measure: Measure) {
  const signin = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ready.account),
  });
  if (signin.status !== 200) throw new Error(`csv-import sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csv = generateCsv(ready.materia, CSV_IMPORT_ROWS, Date.now().toString(36));
  const post = async (path: string) => {
    const res = await fetch(`${base}/api/admin/importacao-questoes${path}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'text/csv' },
      body: csv,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST importacao-questoes${path}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as { totais: { novas: number; jaNoBanco: number; comErros: number }; importadas?: number };
  };
  const expect = (ok: boolean, what: string, answer: unknown) => {
    if (!ok) throw new Error(`csv-import: ${what}: ${JSON.stringify(answer).slice(0, 300)}`);
  };

  console.log(`csv-import-5000: ${CSV_IMPORT_ROWS} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB`);
  const rows = [];
  rows.push(
    await measure('csv-preview-5000', 3, 0, async () => {
      const p = await post('/previa');
      expect(p.totais.novas === CSV_IMPORT_ROWS && p.totais.comErros === 0, 'preview', p.totais);
    }),
  );
  rows.push(
    await measure('csv-import-5000', 1, 0, async () => {
      const r = await post('');
      expect(r.importadas === CSV_IMPORT_ROWS, 'import', r.totais);
    }),
  );
  rows.push(
    await measure('csv-reimport-5000', 1, 0, async () => {
      const r = await post('');
      expect(r.importadas === 0 && r.totais.jaNoBanco === CSV_IMPORT_ROWS, 're-import', r.totais);
    }),
  );
  return rows;
}
