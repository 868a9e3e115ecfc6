// `tsx scripts/ci-database.ts create|drop NAME`: a database of its own for one CI run.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!name || !/^[a-z0-9_]+$/.test(name) || (action !== 'create' && action !== 'drop')) {
  console.error('usage: ci-database.ts create|drop name');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
await client.end();
