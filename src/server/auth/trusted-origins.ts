import { z } from 'zod';

/** The names a browser on this machine may use for it (RFC 6761 `localhost`, IPv4 and IPv6 loopback). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.includes(url.hostname) || url.hostname.endsWith('.localhost');
}

/**
 * `TRUSTED_ORIGINS`: a comma-separated list of http(s) origins (`https://bizu.app, https://www.bizu.app`),
 * each reduced to its origin. A path or a typo stops start-up instead of silently trusting nothing.
 */
export const trustedOriginsListSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of (value ?? '').split(',')) {
      const text = entry.trim();
      if (!text) continue;
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `not a URL: ${text}` });
        return z.NEVER;
      }
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
        ctx.addIssue({ code: 'custom', message: `not an http(s) origin (scheme://host[:port]): ${text}` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/**
 * The origins Better Auth accepts on state-changing requests (its CSRF check): APP_URL, the optional
 * TRUSTED_ORIGINS, and — only when APP_URL itself is a loopback address, i.e. the app runs on this
 * machine — every loopback name of the app's port and of APP_URL's port, so http://127.0.0.1:3000 works
 * as well as http://localhost:3000. A production https APP_URL never trusts a loopback origin.
 */
export function trustedOrigins({
  appUrl,
  port,
  extra = [],
}: {
  appUrl: string;
  port: number;
  extra?: string[];
}): string[] {
  const app = new URL(appUrl);
  const origins = new Set([app.origin, ...extra]);
  if (isLoopbackUrl(app)) {
    const ports = new Set([app.port, port > 0 ? String(port) : '']);
    for (const p of ports) {
      for (const host of LOOPBACK_HOSTS) origins.add(`${app.protocol}//${host}${p ? `:${p}` : ''}`);
    }
  }
  return [...origins];
}
