/** A header as Node's `setHeader` takes it. */
type Header = readonly [name: string, value: string];

/**
 * The headers of every answer, worked out once at start-up (http-server.ts sets them per request):
 * - browser protections, the same set for pages and API: no framing (`X-Frame-Options: DENY`, which
 *   agrees with the pages' `frame-ancestors 'none'`), no MIME sniffing, no referrer, same-origin
 *   isolation, and no access to sensors and devices the app never uses;
 * - `Strict-Transport-Security` only when the app is served over https: sent over plain http it is
 *   ignored by browsers and only says something false;
 * - for `/api`: a CSP that forbids everything (an API answer is never a document to render, not even
 *   the auth library's HTML error page), `Cache-Control: no-store` unless the route chose its own caching
 *   (personal data never sits in a cache), and `Vary: Accept-Encoding` (JSON is compressed per request,
 *   api-compression.ts).
 * The pages' own CSP and caching are set where they are served (spa.ts).
 */
export function defaultHeadersFor(appUrl: string): (url: string) => readonly Header[] {
  const common: Header[] = [
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['x-dns-prefetch-control', 'off'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
  if (new URL(appUrl).protocol === 'https:')
    common.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  const api: Header[] = [
    ...common,
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cache-control', 'no-store'],
    ['vary', 'Accept-Encoding'],
  ];
  return (url) => (url.startsWith('/api/') || url === '/api' ? api : common);
}
