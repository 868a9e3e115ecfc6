import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';

const folder = new URL('../../src/server/db/migrations/', import.meta.url);

/** Runs one migration file's statements, as the migrator does (split at its breakpoints). */
async function apply(database: Database, tag: string) {
  const text = readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/**
 * A migration's backfill over rows saved before it: applies every migration before the one whose tag
 * ends with `tagSuffix` (found by name, so renumbering keeps the test), writes `fixture` (SQL statements
 * separated by `;`, `--` comments allowed; one per call, as PGlite's extended protocol takes one at a
 * time), then applies that migration.
 */
export async function migrateOverFixture(database: Database, tagSuffix: string, fixture: string): Promise<void> {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const tags = journal.entries.map((e) => e.tag);
  const at = tags.findIndex((t) => t.endsWith(tagSuffix));
  if (at < 0) throw new Error(`no migration ends with ${tagSuffix}`);
  for (const tag of tags.slice(0, at)) await apply(database, tag);
  for (const statement of fixture.replace(/--[^\n]*/g, '').split(';')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
  await apply(database, tags[at]!);
}
