/** A header as Node's `setHeader` takes it. */
type Header = readonly [name: string, value: string];

/**
 * The headers of every answer, worked out once at start-up (http-server.ts adds them to each answer):
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
  return (url) => (isApi(url) ? api : common);
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

/**
 * The same headers as lines of an HTTP head (`name: value\r\n` each), joined once at start-up for the
 * common case where the app set none of them itself; `without` joins them again leaving out the ones
 * the app did set (its own win: a route that chose its caching keeps it).
 */
export interface HeaderBlock {
  /** Every header, as raw lines. */
  readonly all: string;
  /** The lower-case names, to find the ones an answer sets itself. */
  readonly names: ReadonlySet<string>;
  /** The lengths of those names: a name of another length is none of them. */
  readonly nameLengths: ReadonlySet<number>;
  /** The raw lines of the headers whose names are not in `taken` (lower case). */
  without(taken: ReadonlySet<string>): string;
}

function blockOf(headers: readonly Header[]): HeaderBlock {
  const lines = (list: readonly Header[]) => list.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  // Fixed at start-up from the constants above: checked once here, as Node checks headers it is given.
  for (const [name, value] of headers)
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name) || /[^\t\x20-\x7e]/.test(value))
      throw new Error(`invalid default header ${name}`);
  return {
    all: lines(headers),
    names: new Set(headers.map(([name]) => name)),
    nameLengths: new Set(headers.map(([name]) => name.length)),
    without: (taken) => lines(headers.filter(([name]) => !taken.has(name))),
  };
}

/** defaultHeadersFor as pre-joined blocks of raw header lines (http-server.ts). */
export function defaultHeaderBlocksFor(appUrl: string): (url: string) => HeaderBlock {
  const headersFor = defaultHeadersFor(appUrl);
  const api = blockOf(headersFor('/api/'));
  const common = blockOf(headersFor('/'));
  return (url) => (isApi(url) ? api : common);
}
