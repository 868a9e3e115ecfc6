// The API of /perfil as its component tests stub it (never imported by the app).
import type { PerfilOpcoes } from '../../../shared/schemas/perfil';
import { jsonResponse, makeUser, stubFetch, type FetchCall } from '../../test-utils';

export const OPCOES: PerfilOpcoes = {
  editais: [
    { id: 1, numero: '01/2025', ativo: true },
    { id: 2, numero: '02/2025', ativo: true },
  ],
  unidades: [
    { id: 5, sigla: '1º BPM', ativo: true },
    { id: 6, sigla: '2º BPM', ativo: true },
  ],
};

/**
 * The session (`me`), the options, PUT /api/perfil answered by `onSave`, and whatever else `more`
 * answers (the password, the photo; the ranking switch, saved when `more` does not answer it).
 */
export function stubPerfil(
  onSave: (call: FetchCall) => Response = () => jsonResponse({ ok: true }),
  me = makeUser(),
  more: (call: FetchCall) => Response | undefined = () => undefined,
) {
  return stubFetch((call) => {
    if (call.url === '/api/session') return jsonResponse(me);
    if (call.url === '/api/perfil/opcoes') return jsonResponse(OPCOES);
    if (call.url === '/api/perfil' && call.method === 'PUT') return onSave(call);
    if (call.url === '/api/perfil/ranking' && call.method === 'PUT') return more(call) ?? jsonResponse({ ok: true });
    return more(call);
  });
}
