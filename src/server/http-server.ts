import { createServer, OutgoingMessage, ServerResponse, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './context.js';
import { defaultHeaderBlocksFor, type HeaderBlock } from './default-headers.js';

/** Node's own step that turns a response's status line and headers into the text of its head. */
type StoreHeader = (this: OutgoingMessage, firstLine: string, headers: unknown) => void;
const nodeStoreHeader = (OutgoingMessage.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader;
if (typeof nodeStoreHeader !== 'function') throw new Error('node:http has no OutgoingMessage._storeHeader');
const storeHeader: StoreHeader = nodeStoreHeader;

const SAFE_ID = /^[\w.-]{1,64}$/;
const blockSlot = Symbol('bizu.defaultHeaders');
const requestIdSlot = Symbol('bizu.requestId');

interface SecureFields {
  [blockSlot]?: HeaderBlock;
  [requestIdSlot]?: string;
}

/**
 * Sends `id` as the answer's `X-Request-Id`. On the app's own server (serveApp) it joins the default
 * headers' block; on any other Node response it is set as a header.
 */
export function setRequestId(outgoing: ServerResponse | undefined, id: string) {
  if (!outgoing) return;
  // Written into the head as it is: only plain ids (a UUID, or what request-log.ts accepts from a proxy).
  if (!SAFE_ID.test(id)) throw new Error('unsafe request id');
  if (blockSlot in outgoing) (outgoing as ServerResponse & SecureFields)[requestIdSlot] = id;
  else outgoing.setHeader('x-request-id', id);
}

/**
 * The lower-case names of the default headers the app set itself on this answer, or undefined when it
 * set none (the usual case). `headers` is what Node's writeHead got: an object (any case), or a list.
 */
function defaultsSet(headers: unknown, block: HeaderBlock): Set<string> | undefined {
  let taken: Set<string> | undefined;
  const check = (name: unknown) => {
    // Most names an answer sets (content-type, content-length) have no default header's length.
    if (typeof name !== 'string' || !block.nameLengths.has(name.length)) return;
    const lower = name.toLowerCase();
    if (block.names.has(lower)) (taken ??= new Set()).add(lower);
  };
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const entry of headers as unknown[][]) check(entry[0]);
    else for (let i = 0; i < headers.length; i += 2) check(headers[i]);
  } else if (headers && typeof headers === 'object') {
    for (const key in headers) if (Object.hasOwn(headers, key)) check(key);
  }
  return taken;
}

/**
 * The app on a Node HTTP server, as every process runs it (src/server/main.ts, the bench, the test servers).
 *
 * The headers every answer carries — the security headers, and for the API `no-store`, `Vary` and a CSP
 * of its own (default-headers.ts), and the request's `X-Request-Id` (request-log.ts) — are written into
 * the answer's head by its Node response: as one block of raw lines joined at start-up, placed right
 * after the status line when Node writes the head. Headers the app set itself win (a route that chose its
 * own caching keeps it): the block then leaves those out.
 *
 * Set one by one (a `setHeader` each, validated and merged at writeHead), a dozen headers were a tenth
 * of a small route's CPU; set from inside the app, after the route, they also forced the response's
 * headers into a Fetch `Headers` object (docs/decisions/0019).
 */
export function serveApp(
  app: Hono<AppEnv>,
  opts: { port: number; hostname: string; appUrl: string },
  onListening?: (info: AddressInfo) => void,
) {
  const blockFor = defaultHeaderBlocksFor(opts.appUrl);

  class SecureResponse extends ServerResponse {
    constructor(req: IncomingMessage, options?: object) {
      // @ts-expect-error Node passes its response options (highWaterMark...) as a second argument.
      super(req, options);
      (this as SecureFields)[blockSlot] = blockFor(req.url ?? '/');
    }
  }
  (SecureResponse.prototype as unknown as { _storeHeader: StoreHeader })._storeHeader = function (
    this: OutgoingMessage & SecureFields,
    firstLine,
    headers,
  ) {
    const block = this[blockSlot]!;
    const taken = defaultsSet(headers, block);
    const id = this[requestIdSlot];
    const lines = (taken ? block.without(taken) : block.all) + (id === undefined ? '' : `x-request-id: ${id}\r\n`);
    storeHeader.call(this, firstLine + lines, headers);
  };

  return serve(
    {
      fetch: app.fetch,
      port: opts.port,
      hostname: opts.hostname,
      createServer: ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
        createServer({ ...options, ServerResponse: SecureResponse }, listener)) as unknown as typeof createServer,
    },
    onListening,
  );
}
