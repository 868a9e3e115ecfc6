import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/context.js';
import { serveApp } from '../../src/server/http-server.js';

/** No body may come with these answers (a Fetch Response refuses one). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * The app on a real listening server, as every process serves it (src/server/http-server.ts), and a
 * `fetch` to it that hands back the bytes as sent: unlike the global fetch it never decompresses, so a
 * test sees the `Content-Encoding` and `Content-Length` the browser would.
 */
export async function listenApp(app: Hono<AppEnv>, appUrl: string) {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serveApp>; port: number }>((resolve) => {
    const server = serveApp(app, { port: 0, hostname: '127.0.0.1', appUrl }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
  const base = `http://127.0.0.1:${port}`;

  function fetchRaw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest(`${base}${url}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
          }
          const status = res.statusCode ?? 500;
          const body = NULL_BODY_STATUS.has(status) ? null : new Uint8Array(Buffer.concat(chunks));
          resolve(new Response(body, { status, headers }));
        });
      });
      req.on('error', reject);
      req.end(init.body);
    });
  }

  return {
    base,
    fetch: fetchRaw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
