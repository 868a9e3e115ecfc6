// Tables and columns are named as in SPEC §3. Better Auth's own tables (users, sessions, accounts,
// verifications) are mapped to these names in auth/auth.ts; see docs/decisions/0002-profile-on-auth-user.md.
//
// The schema is split by domain (issue 28 §3), one file per domain under db/schema/; this index re-exports
// them all, so imports of db/schema.js, db/client.ts's `import * as schema` and drizzle-kit
// (drizzle.config.ts) see every table and view as before. Accounts imports no other domain, the catalogue
// only accounts, and the others stand on those two, so no domain file imports back (no cycle: see
// scripts/server-imports.test.ts). Shared column builders are in schema/columns.ts, not re-exported.
export * from './schema/accounts.js';
export * from './schema/catalogue.js';
export * from './schema/simulados.js';
export * from './schema/student-records.js';
export * from './schema/question-feedback.js';
export * from './schema/billing.js';
export * from './schema/admin.js';
export * from './schema/cadernos.js';
export * from './schema/visao-geral.js';
