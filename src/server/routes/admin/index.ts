import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/middleware.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { adminAlunosRoutes } from './alunos.js';
import { adminAulasRoutes } from './aulas.js';
import { adminBancasRoutes } from './bancas.js';
import { adminCatalogoRoutes } from './catalogo.js';
import { adminEditaisRoutes } from './editais.js';
import { adminMateriasRoutes } from './materias.js';
import { adminModulosRoutes } from './modulos.js';
import { adminQuestoesRoutes } from './questoes.js';
import { adminImportacaoQuestoesRoutes } from './questoes-importacao.js';
import { adminQuestoesImagensRoutes } from './questoes-imagens.js';
import { adminReportsRoutes } from './reports.js';
import { adminResumosRoutes } from './resumos.js';
import { adminUnidadesRoutes } from './unidades.js';
import { adminVisaoGeralRoutes } from './visao-geral.js';

/**
 * /api/admin: every admin route hangs off this one subtree, and the sign-in and admin checks are applied
 * here once, before any of them, so a route added below cannot skip them
 * (routes/admin/admin-guard.test.ts walks the route table to prove it).
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(requireAdmin)
    .route('/visao-geral', adminVisaoGeralRoutes(deps))
    .route('/catalogo', adminCatalogoRoutes(deps))
    .route('/modulos', adminModulosRoutes(deps))
    .route('/materias', adminMateriasRoutes(deps))
    .route('/aulas', adminAulasRoutes(deps))
    .route('/questoes/imagens', adminQuestoesImagensRoutes(deps))
    .route('/questoes', adminQuestoesRoutes(deps))
    .route('/importacao-questoes', adminImportacaoQuestoesRoutes(deps))
    .route('/alunos', adminAlunosRoutes(deps))
    .route('/unidades', adminUnidadesRoutes(deps))
    .route('/editais', adminEditaisRoutes(deps))
    .route('/bancas', adminBancasRoutes(deps))
    .route('/reports', adminReportsRoutes(deps))
    .route('/resumos', adminResumosRoutes(deps));
}
