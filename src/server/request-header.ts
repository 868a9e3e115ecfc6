import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, read from Node's own request when the app runs on the HTTP server. `c.req.header()`
 * first copies every header of the request into a Fetch `Headers` object, which costs more than a small
 * route's work; the hot paths (the session cookie, Accept-Encoding) need one header each. Under
 * `app.request()` (tests) there is no Node request, and the Fetch headers answer instead.
 */
export function requestHeader(c: Context, name: 'cookie' | 'accept-encoding'): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
