// The ceilings of the throughput part (bench/throughput.ts), in a process of their own like the app:
// a bare Hono JSON route, and a bare Hono route reading one row of `users` by its primary key through
// a pg pool of the app's size. Nothing else: no middleware, no session, no validation.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = new Hono()
  .get('/json', (c) => c.json({ ok: true }))
  .get('/row/:id', async (c) => {
    const { rows } = await pool.query('select id, email, nome from users where id = $1', [c.req.param('id')]);
    return c.json(rows[0] ?? null);
  });

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`CEILING_READY ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().finally(() => process.exit(0))));
