import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './context.js';
import { defaultHeadersFor } from './default-headers.js';

/**
 * The app on a Node HTTP server, as every process runs it (src/server/main.ts, the bench, the test servers).
 *
 * The headers every answer carries — the security headers, and for the API `no-store`, `Vary` and a CSP
 * of its own (default-headers.ts) — are given to Node's response before the app runs: Node merges them
 * with the app's own at `writeHead`, and the app's win, so a route that sets its own caching keeps it.
 * Set from inside the app, after the route, they cost a conversion of the response's headers to a Fetch
 * `Headers` and a dozen validated writes per request: a third of a small route's CPU (docs/decisions/0019).
 */
export function serveApp(
  app: Hono<AppEnv>,
  opts: { port: number; hostname: string; appUrl: string },
  onListening?: (info: AddressInfo) => void,
) {
  const headersFor = defaultHeadersFor(opts.appUrl);
  return serve(
    {
      fetch: app.fetch,
      port: opts.port,
      hostname: opts.hostname,
      createServer: ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
        createServer(options, (req, res) => {
          for (const [name, value] of headersFor(req.url ?? '/')) res.setHeader(name, value);
          listener(req, res);
        })) as unknown as typeof createServer,
    },
    onListening,
  );
}
