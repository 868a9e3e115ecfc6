// The same-work references of `npm run bench` (issue 35 §1, docs/decisions/0058): a process of its own,
// like the app (bench/server.ts), serving with bare node:http and a plain pg pool of the app's size what
// the app's save and selection do in the database, with no framework, no session, no validation, no
// access check and no grading rules. bench/run.ts calls it with the very bodies it sends the app, in
// turns with the app's requests, and judges the app's p95 against its p95 round by round.
//
// - POST /save/:userId: the save's database work. The answer key and the student's review cards are
//   read side by side (the rows the save writes are made of them), then one transaction with a durable
//   commit: the student's lock and the app's own save statement (saveStatement, compiled to text by
//   drizzle's dialect: the same text and the same parameters' shape, so the two cannot drift), writing
//   the simulado, its answers, the latest-answer status, the answer statistics, the honest counters and
//   the review cards. The cards are planned without FSRS (the same rows, their values simply made).
// - POST /save-minimal/:userId: the spec's minimal write, for information: the answer key read, then the
//   simulado and its answers in one statement and one transaction, nothing else.
// - POST /selecao/:userId: the selection's database work through the app's own draw (the same queries:
//   the id range, the sampling probes, the exact query when sampling gives way), the subject's row read
//   beside it, the same JSON (the same mapping of the rows) and the same compression as the app's API
//   (brotli 4 or gzip 6 by Accept-Encoding, from 1 KB).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Card } from 'ts-fsrs';
import type { Letter, QuestaoFiltros, TipoFiltro } from '../src/shared/schemas/simulados.js';
import { FILTROS_PADRAO } from '../src/shared/schemas/simulados.js';
import type { Db } from '../src/server/db/client.js';
import { POOL_SIZE } from '../src/server/db/client.js';
import type { GradedAnswer } from '../src/server/services/simulados/answer-statistics.js';
import { drawCandidates } from '../src/server/services/simulados/draw-candidates.js';
import { readQuestoes } from '../src/server/services/simulados/probe-questoes.js';
import { toQuestaoSimulado } from '../src/server/services/simulados/questao-columns.js';
import type { CardRow, PlannedCard } from '../src/server/services/simulados/review-cards.js';
import { saveStatement } from '../src/server/services/simulados/save-simulado.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const dialect = new PgDialect();
// The draw's queries go through drizzle's thin node-postgres driver over this pool (no schema, no retry).
const drawDb = drizzle(pool) as unknown as Db;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface SaveBody {
  clientKey: string;
  materiaId: number;
  respostas: Array<{ questaoId: number; resposta: Letter; espiada?: boolean }>;
}

interface KeyRow {
  id: number;
  resposta_correta: string;
  materia_id: number;
}

const arrayOf = (values: readonly (number | string | boolean)[]) =>
  `{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}`;

/** The answer key of these questions of the subject, as the app's grading reads it. */
async function readKey(ids: number[], materiaId: number): Promise<Map<number, KeyRow>> {
  const { rows } = await pool.query<KeyRow>(
    `select q.id, q.resposta_correta, q.tipo, q.materia_id, m.is_free
     from questoes q join materias m on m.id = q.materia_id
     where q.id = any($1::int[]) and q.materia_id = $2`,
    [arrayOf(ids), materiaId],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function graded(body: SaveBody, key: Map<number, KeyRow>): GradedAnswer[] {
  return body.respostas.map((r) => {
    const k = key.get(r.questaoId);
    if (!k) throw new Error(`question ${r.questaoId} is not of the subject`);
    return {
      questaoId: r.questaoId,
      materiaId: k.materia_id,
      resposta: r.resposta,
      correta: k.resposta_correta === r.resposta,
      espiada: r.espiada ?? false,
    };
  });
}

/**
 * The cards the save writes (the app's rule of which: a wrong answer, a peeked right one, a right one
 * with a card; never a removed card), their values simply made: FSRS's arithmetic is the app's, not the
 * database's.
 */
function plannedCards(answers: GradedAnswer[], cards: Map<number, CardRow>, now: Date): PlannedCard[] {
  const planned: PlannedCard[] = [];
  for (const a of answers) {
    const row = cards.get(a.questaoId);
    if (row?.removido) continue;
    if (a.correta && !a.espiada && !row) continue;
    const card: Card = {
      due: new Date(now.getTime() + (a.correta ? 86_400_000 : 600_000)),
      stability: row ? Number(row.stability) + 1 : 0.4,
      difficulty: row ? Number(row.difficulty) : 5,
      elapsed_days: 0,
      scheduled_days: a.correta ? 1 : 0,
      learning_steps: a.correta ? 0 : 1,
      reps: (row ? Number(row.reps) : 0) + 1,
      lapses: (row ? Number(row.lapses) : 0) + (a.correta ? 0 : 1),
      state: a.correta ? 2 : 1,
      last_review: now,
    };
    planned.push({ questaoId: a.questaoId, card });
  }
  return planned.sort((x, y) => x.questaoId - y.questaoId);
}

/** One transaction on one connection, committed durably (the server's synchronous_commit, as the app's). */
async function inTransaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await run(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function save(userId: string, body: SaveBody): Promise<{ id: number }> {
  const ids = body.respostas.map((r) => r.questaoId);
  const [key, cards] = await Promise.all([
    readKey(ids, body.materiaId),
    pool
      .query<CardRow>(
        `select questao_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses,
                state, last_review, removido
         from revisao_cartoes where user_id = $1 and questao_id = any($2::int[])`,
        [userId, arrayOf(ids)],
      )
      .then(({ rows }) => new Map(rows.map((r) => [r.questao_id, r]))),
  ]);
  const answers = graded(body, key);
  const acertos = answers.filter((a) => a.correta).length;
  const statement = dialect.sqlToQuery(
    saveStatement(
      userId,
      { clientKey: body.clientKey, materiaId: body.materiaId, respostas: answers },
      {
        materiaId: body.materiaId,
        tipo: 'padrao',
        nota: Math.round((acertos / answers.length) * 1000) / 100,
        questoesRespondidas: answers.length,
        acertos,
        acertosSemEspiar: answers.filter((a) => a.correta && !a.espiada).length,
        iniciadoEm: null,
        prazo: null,
        foraDoPrazo: 0,
        cebraspe: false,
        cadernoId: null,
      },
      answers,
      plannedCards(answers, cards, new Date()),
    ),
  );
  return inTransaction(async (client) => {
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    const { rows } = await client.query<{ id: number }>(statement.sql, statement.params);
    return { id: Number(rows[0]!.id) };
  });
}

/** The spec's minimal write: the simulado row and its answers, graded from the key, and nothing else. */
async function saveMinimal(userId: string, body: SaveBody): Promise<{ id: number }> {
  const answers = graded(
    body,
    await readKey(
      body.respostas.map((r) => r.questaoId),
      body.materiaId,
    ),
  );
  const acertos = answers.filter((a) => a.correta).length;
  return inTransaction(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `with saved as (
         insert into simulados (user_id, materia_id, tipo, data, nota, client_key, questoes_respondidas, acertos,
                                acertos_sem_espiar)
         values ($1, $2, 'padrao', now(), $3, $4, $5, $6, $6)
         returning id
       ), respostas as (
         insert into respostas_usuario (simulado_id, questao_id, resposta, correta, espiada)
         select saved.id, a.q, a.r, a.c, a.e from saved, unnest($7::int[], $8::text[], $9::bool[], $10::bool[]) as a(q, r, c, e)
       )
       select id from saved`,
      [
        userId,
        body.materiaId,
        Math.round((acertos / answers.length) * 1000) / 100,
        body.clientKey,
        answers.length,
        acertos,
        arrayOf(answers.map((a) => a.questaoId)),
        arrayOf(answers.map((a) => a.resposta)),
        arrayOf(answers.map((a) => a.correta)),
        arrayOf(answers.map((a) => a.espiada)),
      ],
    );
    return { id: Number(rows[0]!.id) };
  });
}

interface SelecaoBody {
  materiaId: number;
  quantidade: number;
  tipo?: TipoFiltro;
  aulaIds?: number[];
  filtros?: Partial<QuestaoFiltros>;
}

async function selecao(userId: string, body: SelecaoBody) {
  const filter = {
    userId,
    materiaId: body.materiaId,
    aulaIds: body.aulaIds ?? [],
    tipo: body.tipo ?? 'todas',
    filtros: { ...FILTROS_PADRAO, ...body.filtros },
  };
  const [{ rows: materias }, drawn] = await Promise.all([
    pool.query(
      `select m.id, m.nome, m.modulo_id as "moduloId", mo.nome as "moduloNome", m.is_free as "isFree"
       from materias m join modulos mo on mo.id = m.modulo_id where m.id = $1 and m.tipo = 'teorica'`,
      [body.materiaId],
    ),
    drawCandidates(drawDb, filter, body.quantidade),
  ]);
  const unread = drawn.ids.filter((id) => !drawn.read.has(id));
  const rows = await readQuestoes(drawDb, unread);
  const byId = new Map([...drawn.read.values(), ...rows].map((r) => [r.id, toQuestaoSimulado(r)]));
  return { materia: materias[0], questoes: drawn.ids.flatMap((id) => byId.get(id) ?? []), vazio: null, sessao: null };
}

/** The JSON as the app's API answers it: brotli 4 or gzip 6, as the client accepts, from 1 KB. */
async function answer(req: IncomingMessage, res: ServerResponse, status: number, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let bytes = body;
  if (body.length >= 1024 && /\bbr\b/.test(accepts)) {
    bytes = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    headers['content-encoding'] = 'br';
  } else if (body.length >= 1024 && /\bgzip\b/.test(accepts)) {
    bytes = await gzipAsync(body, { level: 6 });
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(bytes.length);
  res.writeHead(status, headers).end(bytes);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const routes: Record<string, (userId: string, body: never) => Promise<unknown>> = {
  save,
  'save-minimal': saveMinimal,
  selecao,
};

const server = createServer((req, res) => {
  const [, route = '', userId = ''] = (req.url ?? '').split('/');
  const handler = routes[route];
  if (req.method !== 'POST' || !handler || !userId) {
    res.writeHead(404).end();
    return;
  }
  void readJson(req)
    .then((body) => handler(userId, body as never))
    .then((value) => answer(req, res, route === 'selecao' ? 200 : 201, value))
    .catch((error: unknown) => {
      console.error('same-work reference:', error);
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`REFERENCE_READY ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().finally(() => process.exit(0))));
