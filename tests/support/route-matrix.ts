import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/context.js';

/**
 * Who may call each route of the API (issue 9 §1), by `METHOD path` as Hono lists them:
 * - user: a signed-in student (anonymous 401);
 * - subscriber: a student with an active subscription (anonymous 401, non-subscriber 403);
 * - admin: an admin (anonymous 401, any student or subscriber 403);
 * - public: anyone (never 401 or 403 for being anonymous);
 * - signed: the payment webhook, proven by its HMAC signature instead of a session (401 unsigned);
 * - token: the calendar feed, whose unguessable token is the credential (404 for any other).
 */
export type Access = 'user' | 'subscriber' | 'admin' | 'public' | 'signed' | 'token';

export const MATRIX: Record<string, Access> = {
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'POST /api/account/reset-password': 'public',
  'GET /api/config': 'public',
  'GET /api/session': 'public',
  'GET /api/arquivos/avatar/:file{[0-9a-fA-F-]{36}\\.webp}': 'public',
  'GET /api/arquivos/questao/:file{[0-9a-fA-F-]{36}\\.webp}': 'public',
  'POST /api/webhooks/eduzz': 'signed',
  'GET /api/calendario/:arquivo': 'token',
  'GET /api/me': 'user',
  'GET /api/dashboard': 'user',
  'GET /api/ranking': 'user',
  'GET /api/ranking/unidades': 'user',
  'GET /api/ranking/posicao': 'user',
  'GET /api/perfil/opcoes': 'user',
  'PUT /api/perfil': 'user',
  'PUT /api/perfil/ranking': 'user',
  'POST /api/perfil/avatar': 'user',
  'DELETE /api/perfil/avatar': 'user',
  'POST /api/perfil/senha': 'user',
  'GET /api/resumos': 'subscriber',
  'GET /api/resumos/:id/pdf': 'subscriber',
  'GET /api/simulados/opcoes': 'user',
  'POST /api/simulados/selecao': 'user',
  'POST /api/simulados/impressao': 'user',
  'GET /api/simulados/impressos': 'user',
  'POST /api/simulados/impressos/:id/correcao': 'user',
  'GET /api/simulados': 'user',
  'POST /api/simulados': 'user',
  'DELETE /api/simulados': 'user',
  'GET /api/simulados/:id': 'user',
  'GET /api/simulados/:id/estatisticas': 'user',
  'POST /api/simulados/sessoes/:id/respostas': 'user',
  'GET /api/revisao': 'user',
  'POST /api/revisao/sessao': 'user',
  'DELETE /api/revisao/cartoes/:id': 'user',
  'GET /api/questoes/:id/comentarios': 'user',
  'POST /api/questoes/:id/comentarios': 'user',
  'POST /api/questoes/:id/reports': 'user',
  'GET /api/questoes/:id/estatisticas': 'user',
  'GET /api/cadernos': 'user',
  'POST /api/cadernos': 'user',
  'GET /api/cadernos/:id': 'user',
  'PATCH /api/cadernos/:id': 'user',
  'DELETE /api/cadernos/:id': 'user',
  'GET /api/cadernos/:id/simulado': 'user',
  'POST /api/cadernos/:id/questoes': 'user',
  'DELETE /api/cadernos/:id/questoes/:questaoId': 'user',
  'GET /api/anotacoes/:id': 'user',
  'PUT /api/anotacoes/:id': 'user',
  'DELETE /api/anotacoes/:id': 'user',
  'GET /api/reports/meus': 'user',
  'GET /api/comentarios': 'user',
  'DELETE /api/comentarios/:id': 'user',
  'POST /api/comentarios/:id/reacao': 'user',
  'GET /api/notas': 'user',
  'GET /api/notas/materias': 'user',
  'POST /api/notas': 'user',
  'GET /api/notas/:id': 'user',
  'PUT /api/notas/:id': 'user',
  'DELETE /api/notas/:id': 'user',
  'GET /api/provas': 'user',
  'POST /api/provas': 'user',
  'GET /api/provas/materias': 'user',
  'GET /api/provas/calendario': 'user',
  'POST /api/provas/calendario': 'user',
  'GET /api/provas/:id': 'user',
  'PUT /api/provas/:id': 'user',
  'DELETE /api/provas/:id': 'user',
  'GET /api/admin/visao-geral': 'admin',
  'GET /api/admin/catalogo': 'admin',
  'GET /api/admin/modulos': 'admin',
  'POST /api/admin/modulos': 'admin',
  'PUT /api/admin/modulos/:id': 'admin',
  'DELETE /api/admin/modulos/:id': 'admin',
  'GET /api/admin/materias': 'admin',
  'POST /api/admin/materias': 'admin',
  'PUT /api/admin/materias/:id': 'admin',
  'DELETE /api/admin/materias/:id': 'admin',
  'GET /api/admin/aulas': 'admin',
  'POST /api/admin/aulas': 'admin',
  'PUT /api/admin/aulas/:id': 'admin',
  'DELETE /api/admin/aulas/:id': 'admin',
  'GET /api/admin/questoes': 'admin',
  'GET /api/admin/questoes/:id': 'admin',
  'GET /api/admin/questoes/suspeitas': 'admin',
  'GET /api/admin/questoes/exportacao': 'admin',
  'POST /api/admin/questoes/imagens': 'admin',
  'POST /api/admin/questoes/lote': 'admin',
  'POST /api/admin/questoes': 'admin',
  'PUT /api/admin/questoes/:id': 'admin',
  'DELETE /api/admin/questoes/:id': 'admin',
  'GET /api/admin/importacao-questoes/modelo.csv': 'admin',
  'POST /api/admin/importacao-questoes/previa': 'admin',
  'POST /api/admin/importacao-questoes': 'admin',
  'GET /api/admin/alunos': 'admin',
  'POST /api/admin/alunos': 'admin',
  'PUT /api/admin/alunos/:id': 'admin',
  'DELETE /api/admin/alunos/:id': 'admin',
  'GET /api/admin/unidades': 'admin',
  'POST /api/admin/unidades': 'admin',
  'PUT /api/admin/unidades/:id': 'admin',
  'DELETE /api/admin/unidades/:id': 'admin',
  'GET /api/admin/editais': 'admin',
  'POST /api/admin/editais': 'admin',
  'PUT /api/admin/editais/:id': 'admin',
  'DELETE /api/admin/editais/:id': 'admin',
  'GET /api/admin/bancas': 'admin',
  'POST /api/admin/bancas': 'admin',
  'PUT /api/admin/bancas/:id': 'admin',
  'DELETE /api/admin/bancas/:id': 'admin',
  'GET /api/admin/reports': 'admin',
  'PATCH /api/admin/reports/:id/status': 'admin',
  'GET /api/admin/resumos': 'admin',
  'POST /api/admin/resumos': 'admin',
  'PUT /api/admin/resumos/:id': 'admin',
  'DELETE /api/admin/resumos/:id': 'admin',
  'GET /api/admin/resumos/:id/pdf': 'admin',
};

/** The app's routes as `METHOD path`, without the middleware entries (ALL …/*). */
export function routeTable(app: Hono<AppEnv>): string[] {
  const keys = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/** A concrete URL for a route pattern: `id` for `:id` (one that exists nowhere unless given), names of the right shape. */
export function urlOf(pattern: string, id = '999999'): string {
  return pattern
    .replace('/api/auth/*', '/api/auth/sign-in/email')
    .replace(/:file\{[^}]*\}\}?/, `${randomUUID()}.webp`)
    .replace(':arquivo', `${'a'.repeat(43)}.ics`)
    .replace(/:(id|questaoId)\b/g, id);
}
