import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'hono';
import { requestHeader } from './request-header.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON answer fits in one packet anyway; compressing it costs more than it saves. */
export const API_COMPRESSION_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export type Encoding = 'br' | 'gzip';

/** The client's preferred encoding we can make: brotli, then gzip, honouring `q=0` refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (enc: Encoding) => q.get(enc) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((enc) => weight(enc) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

/**
 * The encoding a JSON answer of the API may be compressed with, or undefined when there is nothing to
 * do: the client accepts none, or the request is a HEAD (no body). Checked before the route runs, so a
 * request that will not be compressed costs no step after it (api-requests.ts).
 */
export function apiResponseEncoding(c: Context): Encoding | undefined {
  return c.req.method === 'HEAD' ? undefined : negotiateEncoding(requestHeader(c, 'accept-encoding'));
}

/**
 * Runs the route, then compresses its JSON answer (brotli at a fast quality, or gzip) when the body is
 * at least 1 KB (`Vary: Accept-Encoding` and `no-store` are the server's defaults). Only JSON is touched:
 * the byte routes (PDFs, avatars, the iCalendar feed) keep their Content-Length and Range answers as
 * their routes made them.
 */
export async function compressJsonAfter(c: Context, next: Next, encoding: Encoding): Promise<void> {
  await next();
  const res = c.res;
  const headers = res.headers;
  if (res.status === 204 || res.status === 304 || headers.has('content-encoding')) return;
  if (!JSON_TYPE.test(headers.get('content-type') ?? '')) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')) return;
  const declaredLength = Number(headers.get('content-length') ?? NaN);
  if (declaredLength < API_COMPRESSION_THRESHOLD) return;

  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < API_COMPRESSION_THRESHOLD) {
    // The body was read to measure it: answer the same bytes, now with their length.
    replaceBody(c, body, { 'content-length': String(body.length) });
    return;
  }
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            // Quality 4 compresses JSON better than gzip at a similar speed; 11 is for build time.
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: 6 });
  const etag = res.headers.get('etag');
  replaceBody(c, compressed, {
    'content-encoding': encoding,
    'content-length': String(compressed.length),
    ...(etag && !etag.startsWith('W/') ? { etag: `W/${etag}` } : {}),
  });
}

/** Same status and headers (Hono carries them over on assignment), new bytes, then the headers given. */
function replaceBody(c: Context, bytes: Buffer, headers: Record<string, string>) {
  c.res = new Response(new Uint8Array(bytes), c.res);
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
}
