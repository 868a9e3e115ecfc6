// The ceilings of the throughput part (bench/throughput.ts), in a process of their own like the app:
// a bare Hono JSON route, and a bare Hono route reading one row of `users` by its primary key through
// a pg pool of the app's size. Nothing else: no middleware, no session, no validation. Beside them, the
// reference GET /api/notas is judged against: a bare route reading what it reads, a student's notas with
// their matéria and módulo, by the student's id, without a session (its own cost, whoever serves it).
//
// With CEILING_WITH_API_HEADERS=1, instead, the reference GET /api/config is judged against: the bare JSON
// route at /api/json, served by the app's own HTTP server (serveApp), so its answer carries what every app
// API answer carries, the default headers as one pre-joined block and a request id, written the cheapest
// way the app knows. It tells how much of the public route's distance from the bare one is the bytes of
// those headers (written by the server, read by the generator) and how much the app's own code
// (docs/decisions/0037). A process of its own: serveApp changes how every response of its process is written.
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import type { AppEnv } from '../src/server/context.js';
import { serveApp, setRequestId } from '../src/server/http-server.js';

const ready = (info: { port: number }) => console.log(`CEILING_READY ${info.port}`);
let stop: (done: () => void) => void;

if (process.env.CEILING_WITH_API_HEADERS === '1') {
  const app = new Hono<{ Bindings: HttpBindings }>().get('/api/json', (c) => {
    setRequestId(c.env.outgoing, randomUUID());
    return c.json({ ok: true });
  });
  const appUrl = process.env.APP_URL ?? 'http://localhost:3000';
  const server = serveApp(app as unknown as Hono<AppEnv>, { port: 0, hostname: '127.0.0.1', appUrl }, ready);
  stop = (done) => server.close(done);
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = new Hono()
    .get('/json', (c) => c.json({ ok: true }))
    .get('/row/:id', async (c) => {
      const { rows } = await pool.query('select id, email, nome from users where id = $1', [c.req.param('id')]);
      return c.json(rows[0] ?? null);
    })
    .get('/notas/:userId', async (c) => {
      const { rows } = await pool.query(
        `select n.id, n.nota, n.data, n.descricao, m.id as materia_id, m.nome as materia_nome, m.tipo,
                mo.id as modulo_id, mo.nome as modulo_nome
         from notas n join materias m on m.id = n.materia_id join modulos mo on mo.id = m.modulo_id
         where n.user_id = $1 order by n.data desc, n.id desc`,
        [c.req.param('userId')],
      );
      return c.json(rows);
    });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ready);
  stop = (done) => server.close(() => void pool.end().finally(done));
}
process.on('SIGTERM', () => stop(() => process.exit(0)));
