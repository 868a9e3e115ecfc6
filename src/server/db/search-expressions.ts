import { sql, type SQL } from 'drizzle-orm';
import { questoes } from './schema.js';

/**
 * A question's statement as the admin Questões search looks in it (without its HTML tags, lower case,
 * accents dropped), computed by the SQL function of migration 0008. That migration's trigram index is
 * over this very expression, and PostgreSQL uses an expression index only when the query repeats it:
 * the search builds its LIKE on this and nothing else.
 */
export const questaoBuscaSql: SQL<string> = sql<string>`bizu_fold_html(${questoes.enunciado})`;
