import { messages } from '../../shared/messages.js';

/**
 * Success answers of Better Auth that carry an English sentence, by path, with the pt-BR one we answer
 * instead. Only the recovery request does among the endpoints the app uses (the others answer data).
 */
const successMessageByPath: Record<string, string> = {
  '/request-password-reset': messages.recoveryRequested,
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body without session tokens: sign-in and sign-up answer `token`, a session answers
 * `session.token`. The token is the session itself, so it stays in its HttpOnly cookie, where no
 * script on the page (an injected one included) can read it; the SPA needs none of it.
 */
function withoutSessionTokens(body: JsonObject): JsonObject {
  const { token: _token, session, ...rest } = body;
  if (!isObject(session)) return session === undefined ? rest : { ...rest, session };
  const { token: _sessionToken, ...sessionRest } = session;
  return { ...rest, session: sessionRest };
}

/**
 * A successful Better Auth response as the browser may see it: no session token, and its `message` in
 * pt-BR. A response that is not a JSON object (a redirect, an empty body) is returned as it is.
 */
export async function safeAuthSuccess(path: string, response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON after all: answered as it came.
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!isObject(body)) return new Response(text, { status: response.status, headers });

  const safe = withoutSessionTokens(body);
  const message = Object.entries(successMessageByPath).find(([suffix]) => path.endsWith(suffix))?.[1];
  if (message && typeof safe.message === 'string') safe.message = message;
  return new Response(JSON.stringify(safe), { status: response.status, headers });
}
