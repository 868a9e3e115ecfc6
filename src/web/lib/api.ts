import { messages } from '../../shared/messages';
import { takeEarlyResponse } from './early-requests';

/** Codes the client itself gives to failures that never produced an API error body. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  badResponse: 'UNEXPECTED_RESPONSE',
} as const;

/** A failed API call: the server's { code, message, fields } or one of the client codes above. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    if (init.fields) this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when the failure did not come with a message from the API (network down, a proxy's HTML page,
 * a bug): callers then show their own "unexpected" text instead of error.message.
 */
export function isUnexpectedError(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.code === clientErrorCodes.network ||
    error.code === clientErrorCodes.badResponse
  );
}

/**
 * The message to show for a failure: the API's pt-BR text for a refusal (4xx) or for the service being
 * briefly unavailable (503: the database is away or every connection busy, try again in a moment), or the screen's own `fallback`
 * when there is none (network, non-JSON) or the server failed (500, whose text is generic).
 */
export function errorMessage(error: unknown, fallback: string = messages.unexpected): string {
  if (isUnexpectedError(error)) return fallback;
  const apiError = error as ApiError;
  if (apiError.code === 'DATABASE_UNAVAILABLE' || apiError.code === 'SERVER_BUSY') return apiError.message;
  return apiError.status >= 500 ? fallback : apiError.message;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The error body's schema (and zod with it) loads with the first failed call, not with the first page:
 * /login answers nothing but its own sign-in, so a student who signs in at once never downloads it
 * there (docs/decisions/0018). If it cannot load (the network dropped, or a deploy removed this
 * build's files), the failure is reported as unexpected, as a body of the wrong shape is.
 */
function loadApiErrorSchema() {
  return import('../../shared/schemas/api-error').then(
    (module) => module.apiErrorSchema,
    () => undefined,
  );
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    // A GET index.html already started for this page (lib/early-requests.ts) is not asked twice.
    const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
    response = await (early ?? fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: clientErrorCodes.network, message: messages.unexpected });
  }

  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // The connection dropped while the answer arrived: a network failure, not an empty answer.
    throw new ApiError({ status: 0, code: clientErrorCodes.network, message: messages.unexpected });
  }
  let data: unknown;
  let isJson = false;
  if (text) {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) {
    const parsed = isJson ? (await loadApiErrorSchema())?.safeParse(data) : undefined;
    if (parsed?.success) throw new ApiError({ status: response.status, ...parsed.data });
    throw new ApiError({ status: response.status, code: clientErrorCodes.badResponse, message: messages.unexpected });
  }
  if (text && !isJson) {
    throw new ApiError({ status: response.status, code: clientErrorCodes.badResponse, message: messages.unexpected });
  }
  return data as T;
}

/** Thin JSON client for our API (same origin, cookie session). Non-2xx responses throw ApiError. */
export const api = {
  get: <T>(path: string, options?: { signal?: AbortSignal }) => request<T>('GET', path, undefined, options?.signal),
  post: <T>(path: string, body?: unknown, options?: { signal?: AbortSignal }) =>
    request<T>('POST', path, body, options?.signal),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
