// After the load: the database against every write the app acknowledged. Each acknowledged simulado is
// there once under its key with exactly the answers sent, graded as sent; no simulado exists that no
// answer acknowledged (a retried or replayed key made none); every acknowledged nota is there.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client.js';
import { computeNota } from '../../src/shared/rules/simulado.js';
import type { Ledger } from './student.js';

interface SimuladoRow {
  id: number;
  user_id: string;
  client_key: string | null;
  questoes_respondidas: number;
  acertos: number;
  nota: number;
  respostas: number;
}

/** At most this many problems of one check are listed; the count says how many there were. */
const LISTED = 5;

function collect(title: string, found: string[], problems: string[]) {
  if (found.length === 0) return;
  problems.push(`${title}: ${found.length}`, ...found.slice(0, LISTED).map((f) => `  ${f}`));
}

export async function checkConsistency(db: Db, runId: string, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const students = sql`(select id from users where email like ${`carga-${runId}-%`})`;
  const rows = rowsOf<SimuladoRow>(
    await db.execute(sql`
      select s.id, s.user_id, s.client_key::text as client_key, s.questoes_respondidas, s.acertos, s.nota,
             (select count(*) from respostas_usuario r where r.simulado_id = s.id)::int as respostas
      from simulados s where s.user_id in ${students}`),
  );
  const byKey = new Map<string, SimuladoRow[]>();
  for (const row of rows) {
    const key = `${row.user_id}/${row.client_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }

  const wrong: string[] = [];
  for (const save of ledger.saves) {
    const found = byKey.get(`${save.userId}/${save.clientKey}`) ?? [];
    const row = found[0];
    if (found.length !== 1 || !row) {
      wrong.push(`key ${save.clientKey}: ${found.length} simulados`);
      continue;
    }
    const expected = {
      id: save.id,
      respostas: save.answers,
      questoes_respondidas: save.answers,
      acertos: save.acertos,
      nota: computeNota(save.acertos, save.answers),
    };
    const actual = {
      id: Number(row.id),
      respostas: Number(row.respostas),
      questoes_respondidas: Number(row.questoes_respondidas),
      acertos: Number(row.acertos),
      nota: Number(row.nota),
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      wrong.push(`key ${save.clientKey}: sent ${JSON.stringify(expected)}, stored ${JSON.stringify(actual)}`);
  }
  collect('acknowledged simulados missing, duplicated or not as sent', wrong, problems);

  const acknowledged = new Set(ledger.saves.map((s) => `${s.userId}/${s.clientKey}`));
  const extra = rows.filter((r) => !acknowledged.has(`${r.user_id}/${r.client_key}`));
  collect(
    'simulados no answer acknowledged',
    extra.map((r) => `simulado ${r.id} (key ${r.client_key})`),
    problems,
  );

  const notas = rowsOf<{ user_id: string; basico: number; especifico: number }>(
    await db.execute(sql`
      select n.user_id, count(*) filter (where m.modulo_id = 1)::int as basico,
             count(*) filter (where m.modulo_id = 2)::int as especifico
      from notas n join materias m on m.id = n.materia_id
      where n.user_id in ${students} group by n.user_id`),
  );
  const stored = new Map(notas.map((n) => [n.user_id, { basico: Number(n.basico), especifico: Number(n.especifico) }]));
  const notasWrong: string[] = [];
  for (const userId of new Set([...stored.keys(), ...ledger.notas.keys()])) {
    const sent = ledger.notas.get(userId);
    const has = stored.get(userId);
    if (sent?.basico !== has?.basico || sent?.especifico !== has?.especifico)
      notasWrong.push(`${userId}: acknowledged ${JSON.stringify(sent)}, stored ${JSON.stringify(has)}`);
  }
  collect('students whose notas differ from those acknowledged', notasWrong, problems);
  return problems;
}
