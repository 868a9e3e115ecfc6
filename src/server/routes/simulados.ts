import { Hono } from 'hono';
import {
  historicoQuerySchema,
  saveSimuladoSchema,
  selecaoRequestSchema,
  sessaoRespostaSchema,
} from '../../shared/schemas/simulados.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { getSimuladoEstatisticas } from '../services/estatisticas/get-estatisticas.js';
import { clearHistorico } from '../services/simulados/clear-historico.js';
import { getResultado } from '../services/simulados/get-resultado.js';
import { listHistoricoPage } from '../services/simulados/list-historico-page.js';
import { listOpcoes } from '../services/simulados/list-opcoes.js';
import { recordSessaoResposta } from '../services/simulados/record-sessao-resposta.js';
import { saveSimulado } from '../services/simulados/save-simulado.js';
import { selectQuestoes } from '../services/simulados/select-questoes.js';
import { idParam } from './params.js';
import { jsonBody, queryParams } from './validate.js';

export function simuladosRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireUser(deps))
      .get('/opcoes', async (c) => c.json(await listOpcoes({ db, user: c.get('user') })))
      .post('/selecao', jsonBody(selecaoRequestSchema), async (c) =>
        c.json(await selectQuestoes({ db, user: c.get('user'), input: c.req.valid('json') })),
      )
      .get('/', queryParams(historicoQuerySchema), async (c) =>
        c.json(await listHistoricoPage({ db, userId: c.get('user').id, input: c.req.valid('query') })),
      )
      .post('/', jsonBody(saveSimuladoSchema), async (c) => {
        const saved = await saveSimulado({ db, user: c.get('user'), input: c.req.valid('json') });
        return c.json({ id: saved.id }, saved.created ? 201 : 200);
      })
      // A timed simulado's conferred answer, as the server receives it (issue 27 §4).
      .post('/sessoes/:id/respostas', jsonBody(sessaoRespostaSchema), async (c) => {
        const recorded = await recordSessaoResposta({
          db,
          userId: c.get('user').id,
          sessaoId: c.req.param('id'),
          input: c.req.valid('json'),
        });
        return c.json(recorded, recorded.nova ? 201 : 200);
      })
      .delete('/', async (c) => c.json(await clearHistorico({ db, userId: c.get('user').id })))
      .get('/:id', idParam, async (c) =>
        c.json(await getResultado({ db, userId: c.get('user').id, simuladoId: c.req.valid('param').id })),
      )
      // What other students chose, for every question of the results review at once (issue 27 §1).
      .get('/:id/estatisticas', idParam, async (c) =>
        c.json(await getSimuladoEstatisticas({ db, userId: c.get('user').id, simuladoId: c.req.valid('param').id })),
      )
  );
}
