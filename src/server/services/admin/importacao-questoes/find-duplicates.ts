import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/client.js';
import { questoes } from '../../../db/schema.js';

/** The SQL twin of collapseWhitespace (validate-linhas.ts): the same ASCII whitespace class, then trimmed. */
function collapsed(column: SQLWrapper): SQL {
  return sql`btrim(regexp_replace(${column}, '[ \\t\\n\\r\\f\\v]+', ' ', 'g'), ' ')`;
}

/** contentKey (validate-linhas.ts) computed by PostgreSQL over stored questions (a missing alternative is ''). */
const storedKey = sql`md5(${sql.join(
  [
    sql`${questoes.materiaId}::text`,
    ...[
      questoes.enunciado,
      questoes.alternativaA,
      questoes.alternativaB,
      questoes.alternativaC,
      questoes.alternativaD,
      questoes.alternativaE,
    ].map((column) => collapsed(sql`coalesce(${column}, '')`)),
    questoes.respostaCorreta,
  ],
  sql` || chr(31) || `,
)})`;

/**
 * Which of `keys` are already questions of the bank. Only the matérias of the file are looked at (the
 * materia_id index narrows the scan), each stored question's key is computed once, and the file's keys
 * (one parameter, whatever their number) are matched through a hash, not compared one by one.
 */
export async function keysInBank(db: Pick<Db, 'execute'>, materiaIds: number[], keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute(sql`
    select distinct stored.chave
    from (
      select ${storedKey} as chave
      from ${questoes}
      where ${questoes.materiaId} = any(string_to_array(${materiaIds.join(',')}, ',')::int[])
    ) stored
    where stored.chave in (select unnest(string_to_array(${keys.join(',')}, ',')))`);
  return new Set(rowsOf<{ chave: string }>(result).map((r) => r.chave));
}
