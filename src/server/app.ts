import { Hono, type ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { apiRequests } from './api-requests.js';
import type { AppDeps, AppEnv } from './context.js';
import { isDatabaseUnavailable, isPoolBusy } from './db/unavailable.js';
import { AppError } from './errors.js';
import { requestLog } from './request-log.js';
import { accountRoutes } from './routes/account.js';
import { adminRoutes } from './routes/admin/index.js';
import { ADMIN_RESUMOS_PATH } from './routes/admin/resumos.js';
import { IMPORTACAO_QUESTOES_PATH } from './routes/admin/questoes-importacao.js';
import { QUESTAO_IMAGEM_UPLOAD_PATH } from './routes/admin/questoes-imagens.js';
import { arquivosRoutes } from './routes/arquivos.js';
import { authRoutes } from './routes/auth.js';
import { anotacoesRoutes, cadernosRoutes } from './routes/cadernos.js';
import { configRoutes } from './routes/config.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { comentariosRoutes } from './routes/comentarios.js';
import { meRoutes, sessionRoutes } from './routes/me.js';
import { notasRoutes } from './routes/notas.js';
import { AVATAR_UPLOAD_PATH, perfilRoutes } from './routes/perfil.js';
import { calendarioFeedRoutes, provasRoutes } from './routes/provas.js';
import { questoesRoutes } from './routes/questoes.js';
import { reportsRoutes } from './routes/reports.js';
import { rankingRoutes } from './routes/ranking.js';
import { resumosRoutes } from './routes/resumos.js';
import { impressaoRoutes } from './routes/impressao.js';
import { simuladosRoutes } from './routes/simulados.js';
import { revisaoRoutes } from './routes/revisao.js';
import { webhooksRoutes } from './routes/webhooks.js';
import { mountSpa } from './spa.js';

/** How long a client is asked to wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/** The innermost cause's message (Drizzle's own message repeats the query and its parameters). */
function describe(error: unknown): string {
  let e = error as { cause?: unknown; message?: unknown; code?: unknown };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return `Database unavailable: ${typeof e.code === 'string' ? `${e.code} ` : ''}${String(e.message)}`;
}

export interface AppOptions {
  /** Folder of the built SPA (vite build); when given, it is served with an index.html fallback. */
  staticDir?: string;
}

/** The answer to an error a route or middleware threw: the spec's message, or a 503 or 500 that leaks nothing. */
function errorAnswerer(deps: AppDeps): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const body = new AppError('INVALID_INPUT').toBody();
      return c.json(body, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts; one line without the query (it may hold a student's data).
      deps.logger.warn({ event: 'database_unavailable', method: c.req.method, route: routePath(c) }, describe(error));
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(new AppError('DATABASE_UNAVAILABLE').toBody(), 503);
    }
    if (isPoolBusy(error)) {
      // A burst longer than PG_POOL_WAIT_MS: worth an operator's look (more processes, a bigger pool).
      deps.logger.warn(
        { event: 'pool_busy', method: c.req.method, route: routePath(c) },
        'no free database connection',
      );
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(new AppError('SERVER_BUSY').toBody(), 503);
    }
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error');
    return c.json(new AppError('INTERNAL').toBody(), 500);
  };
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const answerError = errorAnswerer(deps);
  // The security headers, the API's no-store and its CSP are added to every answer by the HTTP server (http-server.ts).
  // The avatar upload, the images in questions, the admin's resumo PDFs and the CSV import of questions
  // set their own, larger body limits (routes/perfil.ts, routes/admin/questoes-imagens.ts,
  // routes/admin/resumos.ts, routes/admin/questoes-importacao.ts) so a file at its size limit reaches
  // the check that names the limit.
  const ownBodyLimit = (p: string) =>
    p === AVATAR_UPLOAD_PATH ||
    p === QUESTAO_IMAGEM_UPLOAD_PATH ||
    p === ADMIN_RESUMOS_PATH ||
    p.startsWith(`${ADMIN_RESUMOS_PATH}/`) ||
    p.startsWith(IMPORTACAO_QUESTOES_PATH);
  // The request log and, for /api (what '/api/*' matched), apiRequests, in one step of Hono's chain:
  // each step is an async dispatch and its promises even when it has nothing to do (docs/decisions/0019).
  const apiStep = apiRequests(deps, ownBodyLimit);
  app.use(
    '*',
    requestLog(deps.logger, {
      inner: (c, next) =>
        c.req.path === '/api' || c.req.path.startsWith('/api/') ? (apiStep(c, next) as Promise<void>) : next(),
      onError: answerError,
    }),
  );

  const api = app
    .basePath('/api')
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/session', sessionRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/ranking', rankingRoutes(deps))
    .route('/perfil', perfilRoutes(deps))
    .route('/arquivos', arquivosRoutes(deps))
    .route('/resumos', resumosRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/webhooks', webhooksRoutes(deps))
    // Before simuladosRoutes, whose GET /:id would take /impressos.
    .route('/simulados', impressaoRoutes(deps))
    .route('/simulados', simuladosRoutes(deps))
    .route('/revisao', revisaoRoutes(deps))
    .route('/questoes', questoesRoutes(deps))
    .route('/cadernos', cadernosRoutes(deps))
    .route('/anotacoes', anotacoesRoutes(deps))
    .route('/reports', reportsRoutes(deps))
    .route('/comentarios', comentariosRoutes(deps))
    .route('/notas', notasRoutes(deps))
    .route('/provas', provasRoutes(deps))
    .route('/calendario', calendarioFeedRoutes(deps))
    .route('/admin', adminRoutes(deps));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });

  if (options.staticDir) mountSpa(app, options.staticDir);

  app.onError(answerError);

  return { app, api };
}

export type AppType = ReturnType<typeof createApp>['api'];
