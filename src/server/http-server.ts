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
const installedSlot = Symbol('bizu.headBlockInstalled');

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
  if (Array.isArray(headers)) {
    const nested = Array.isArray(headers[0]);
    for (let i = 0; i < headers.length; i += nested ? 1 : 2)
      taken = defaultNamed(nested ? (headers[i] as unknown[])[0] : headers[i], block, taken);
  } else if (headers && typeof headers === 'object') {
    for (const key in headers) if (Object.hasOwn(headers, key)) taken = defaultNamed(key, block, taken);
  }
  return taken;
}

/** `taken`, with `name` added when it names a default header (a function, not a closure per answer). */
function defaultNamed(name: unknown, block: HeaderBlock, taken: Set<string> | undefined) {
  // Most names an answer sets (content-type, content-length) have no default header's length.
  if (typeof name !== 'string' || !block.nameLengths.has(name.length)) return taken;
  const lower = name.toLowerCase();
  if (block.names.has(lower)) (taken ??= new Set()).add(lower);
  return taken;
}

/**
 * Node's head-writing step, for every ServerResponse of the process: a response the app's server marked
 * with its block (serveApp) gets it, and its request id, after the status line; any other response is
 * written exactly as Node writes it. Set on Node's own prototype once, rather than on a subclass of
 * ServerResponse: a response made by a subclass cost about 7 µs more a request in Node 20 than Node's
 * own, the block itself nothing measurable (docs/decisions/0033).
 */
function installHeadBlock() {
  const proto = ServerResponse.prototype as unknown as { _storeHeader: StoreHeader; [installedSlot]?: true };
  if (proto[installedSlot]) return;
  proto._storeHeader = function (this: OutgoingMessage & SecureFields, firstLine, headers) {
    const block = this[blockSlot];
    if (block === undefined) return storeHeader.call(this, firstLine, headers);
    const taken = defaultsSet(headers, block);
    const id = this[requestIdSlot];
    const lines = (taken ? block.without(taken) : block.all) + (id === undefined ? '' : `x-request-id: ${id}\r\n`);
    storeHeader.call(this, firstLine + lines, headers);
  };
  Object.defineProperty(proto, installedSlot, { value: true });
}

/**
 * The app on a Node HTTP server, as every process runs it (src/server/main.ts, the bench, the test servers).
 *
 * The headers every answer carries — the security headers, and for the API `no-store`, `Vary` and a CSP
 * of its own (default-headers.ts), and the request's `X-Request-Id` (request-log.ts) — are written into
 * the answer's head by Node: as one block of raw lines joined at start-up, placed right after the status
 * line when Node writes the head (installHeadBlock). Headers the app set itself win (a route that chose
 * its own caching keeps it): the block then leaves those out.
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
  installHeadBlock();

  return serve(
    {
      fetch: app.fetch,
      port: opts.port,
      hostname: opts.hostname,
      createServer: ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
        createServer(options, (req, res) => {
          (res as ServerResponse & SecureFields)[blockSlot] = blockFor(req.url ?? '/');
          listener(req, res);
        })) as unknown as typeof createServer,
    },
    onListening,
  );
}
