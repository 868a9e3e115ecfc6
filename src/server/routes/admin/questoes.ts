import { Hono } from 'hono';
import {
  EXPORTACAO_HEADER_OMITIDAS,
  EXPORTACAO_HEADER_TOTAL,
  exportacaoQuerySchema,
} from '../../../shared/schemas/admin-formatos-questoes.js';
import { adminQuestoesQuerySchema, questaoInputSchema } from '../../../shared/schemas/admin-questoes.js';
import { loteInputSchema } from '../../../shared/schemas/admin-questoes-lote.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { suspeitasQuerySchema } from '../../../shared/schemas/estatisticas.js';
import { exportarQuestoes } from '../../services/admin/exportacao-questoes/exportar-questoes.js';
import { getQuestao, listQuestoes } from '../../services/admin/questoes/list-questoes.js';
import { applyLote } from '../../services/admin/questoes/lote-questoes.js';
import { listSuspeitas } from '../../services/admin/questoes/list-suspeitas.js';
import { createQuestao, deleteQuestao, updateQuestao } from '../../services/admin/questoes/write-questoes.js';
import { idParam } from '../params.js';
import { jsonBody, queryParams } from '../validate.js';

/**
 * /api/admin/questoes: the question bank, paged and filtered on the server (a subject may hold 20,000
 * questions); create, update and delete with the HTML sanitized before it is stored. Under the admin guard.
 */
export function adminQuestoesRoutes({ db }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', queryParams(adminQuestoesQuerySchema), async (c) =>
        c.json(await listQuestoes(db, c.req.valid('query'))),
      )
      // 'Questões suspeitas' (issue 27 §1): before '/:id', which would take 'suspeitas' for an id.
      .get('/suspeitas', queryParams(suspeitasQuerySchema), async (c) =>
        c.json(await listSuspeitas(db, c.req.valid('query'))),
      )
      // The export (issue 34 §3): the list's filters, or a whole matéria, as CSV, Moodle XML, GIFT or Aiken.
      .get('/exportacao', queryParams(exportacaoQuerySchema), async (c) => {
        const arquivo = await exportarQuestoes(db, c.req.valid('query'));
        return c.body(arquivo.stream, 200, {
          'content-type': arquivo.contentType,
          'content-disposition': `attachment; filename="${arquivo.nome}"`,
          'cache-control': 'no-store',
          [EXPORTACAO_HEADER_TOTAL]: String(arquivo.total),
          [EXPORTACAO_HEADER_OMITIDAS]: String(arquivo.omitidas),
        });
      })
      // Bulk actions (issue 34 §4): by ids or by the list's filter; `previa` only counts.
      .post('/lote', jsonBody(loteInputSchema), async (c) =>
        c.json(await applyLote({ db, adminUserId: c.get('user').id }, c.req.valid('json'))),
      )
      .get('/:id', idParam, async (c) => c.json(await getQuestao(db, c.req.valid('param').id)))
      .post('/', jsonBody(questaoInputSchema), async (c) =>
        c.json(await createQuestao({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
      )
      .put('/:id', idParam, jsonBody(questaoInputSchema), async (c) =>
        c.json(
          await updateQuestao({ db, adminUserId: c.get('user').id }, c.req.valid('param').id, c.req.valid('json')),
        ),
      )
      .delete('/:id', idParam, async (c) => {
        await deleteQuestao({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
