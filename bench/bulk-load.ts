import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/server/db/client.js';

interface Definition {
  tabela: string;
  nome: string;
  def: string;
}

/**
 * Runs `load` (set-based inserts into `tables`) with those tables' foreign keys and plain b-tree indexes
 * set aside, then puts them back from the definitions PostgreSQL itself reports (pg_get_constraintdef,
 * pg_get_indexdef), so the schema ends as the migrations left it and every loaded row has been checked
 * against its references. A foreign key checks each inserted row with a lookup of its own (2,300,000
 * notas: 39 s), adding it back checks the whole table in one join (3 s); a b-tree built after the load
 * sorts once instead of descending once per row. Primary keys and unique indexes stay (ON CONFLICT and
 * the app's sign-ups need them), and so do the trigram (GIN) indexes: built afresh they cost about as
 * much as kept up row by row, and more each time the table has grown.
 *
 * Nothing else may use the tables meanwhile: bench/server.ts builds its data before it listens.
 */
export async function bulkLoad<T>(db: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((t) => sql`${t}::regclass`),
    sql`, `,
  );
  const foreignKeys = rowsOf<Definition>(
    await db.execute(sql`
      select conrelid::regclass::text as tabela, conname as nome, pg_get_constraintdef(oid) as def
      from pg_constraint
      where conrelid in (${names}) and contype = 'f'
      order by 1, 2`),
  );
  const indexes = rowsOf<Definition>(
    await db.execute(sql`
      select i.indrelid::regclass::text as tabela, c.relname as nome, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      where i.indrelid in (${names}) and am.amname = 'btree' and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by 1, 2`),
  );

  for (const fk of foreignKeys) {
    await db.execute(sql`alter table ${sql.identifier(fk.tabela)} drop constraint ${sql.identifier(fk.nome)}`);
  }
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.nome)}`);

  const result = await load();

  for (const index of indexes) await db.execute(sql.raw(index.def));
  for (const fk of foreignKeys) {
    await db.execute(
      sql`alter table ${sql.identifier(fk.tabela)} add constraint ${sql.identifier(fk.nome)} ${sql.raw(fk.def)}`,
    );
  }
  return result;
}
