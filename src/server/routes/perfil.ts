import { Hono } from 'hono';
import { changePasswordRequestSchema } from '../../shared/schemas/password-change.js';
import { AVATAR_MAX_BYTES, perfilUpdateSchema, rankingVisibilitySchema } from '../../shared/schemas/perfil.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { removeAvatar, setAvatar } from '../services/perfil/avatar.js';
import { changePassword } from '../services/perfil/change-password.js';
import { listPerfilOpcoes } from '../services/perfil/list-perfil-opcoes.js';
import { setRankingVisibility } from '../services/perfil/set-ranking-visibility.js';
import { updatePerfil } from '../services/perfil/update-perfil.js';
import { readUploadedFile, uploadBodyLimit } from './upload.js';
import { jsonBody } from './validate.js';

/**
 * The avatar upload's path. app.ts exempts it from the 1 MB limit of the other API bodies; it has its
 * own (uploadBodyLimit: 2 MB plus the multipart framing), so a 2 MB photo reaches the size check and
 * gets the spec's message instead of a generic one.
 */
export const AVATAR_UPLOAD_PATH = '/api/perfil/avatar';

/** /api/perfil: the signed-in student's own profile form, selects, photo and password (SPEC §2 /perfil). */
export function perfilRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/opcoes', async (c) => {
      const user = c.get('user');
      const current = { editalId: user.editalId ?? null, unidadeId: user.unidadeId ?? null };
      return c.json(await listPerfilOpcoes({ db, current }));
    })
    .put('/', jsonBody(perfilUpdateSchema), async (c) => {
      await updatePerfil({ db, userId: c.get('user').id, input: c.req.valid('json') });
      return c.json({ ok: true });
    })
    .put('/ranking', jsonBody(rankingVisibilitySchema), async (c) => {
      await setRankingVisibility({ db, userId: c.get('user').id, input: c.req.valid('json') });
      return c.json({ ok: true });
    })
    .post('/avatar', uploadBodyLimit(AVATAR_MAX_BYTES, 'AVATAR_TOO_LARGE'), async (c) => {
      const upload = await readUploadedFile(c, 'avatar', { invalid: 'AVATAR_INVALID' });
      return c.json(await setAvatar({ db, userId: c.get('user').id, upload }));
    })
    .delete('/avatar', async (c) => {
      await removeAvatar({ db, userId: c.get('user').id });
      return c.json({ ok: true });
    })
    .post('/senha', jsonBody(changePasswordRequestSchema), async (c) => {
      const cookies = await changePassword({
        deps,
        userId: c.get('user').id,
        headers: c.req.raw.headers,
        input: c.req.valid('json'),
      });
      for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
      return c.json({ ok: true });
    });
}
