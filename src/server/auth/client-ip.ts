import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import type { Env } from '../env.js';

/**
 * The client's address from an X-Forwarded-For value written through `hops` trusted proxies.
 *
 * Each proxy appends the address it received the request from, so the entries on the right are the
 * trusted proxies' own and everything to their left was written by the client, who can put anything
 * there. With one proxy the client is the rightmost entry; with a chain of `hops` proxies, the
 * `hops`-th from the right. When the header has fewer entries than that, the leftmost one is still
 * written by a trusted proxy (the nearest to the client we know), so it is the best answer.
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - Math.max(1, hops))];
}

/**
 * The caller's address: with TRUST_PROXY=1, the X-Forwarded-For entry the trusted proxies added (see
 * forwardedClientIp); otherwise, or without the header, the socket's.
 */
export function clientIp(c: Context<AppEnv>, env: Pick<Env, 'trustProxy' | 'trustedProxyHops'>): string {
  if (env.trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), env.trustedProxyHops);
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
