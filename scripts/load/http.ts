// The load's HTTP client: node:http over one keep-alive agent (a socket per student at most, reused
// between requests as a browser would), cheaper per request than fetch, which matters when the
// generator and the app share two cores. Each student is a browser: its own cookie jar and address.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assertLoopback } from './config.js';

export interface Reply {
  status: number;
  text: string;
  json<T>(): T;
}

/** A request that got no HTTP answer (refused, reset, timed out): the one case a save is retried. */
export class NetworkError extends Error {}

const TIMEOUT_MS = 30_000;

export function createAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

export class Browser {
  private readonly jar = new Map<string, string>();
  private readonly host: string;
  private readonly port: number;

  constructor(
    base: string,
    private readonly origin: string,
    private readonly ip: string,
    private readonly agent: Agent,
  ) {
    assertLoopback('the load target', base);
    const url = new URL(base);
    this.host = url.hostname.replace(/^\[|\]$/g, '');
    this.port = Number(url.port || 80);
  }

  get(path: string): Promise<Reply> {
    return this.send('GET', path);
  }

  post(path: string, body: unknown): Promise<Reply> {
    return this.send('POST', path, body);
  }

  put(path: string, body: unknown): Promise<Reply> {
    return this.send('PUT', path, body);
  }

  private send(method: string, path: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = {
      origin: this.origin,
      // The app runs with TRUST_PROXY=1: every student comes from an address of its own, as in production
      // behind a proxy, rather than all 200 sharing one per-IP sign-in bucket.
      'x-forwarded-for': this.ip,
      accept: 'application/json',
      // As a browser asks: the app compresses JSON of 1 KB or more (the ranking page), and that is part
      // of its cost under load.
      'accept-encoding': 'br, gzip',
    };
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise<Reply>((resolve, reject) => {
      const req = httpRequest(
        { host: this.host, port: this.port, path, method, headers, agent: this.agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(new NetworkError(error.message)));
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie'] ?? []);
            const text = decode(res.headers, Buffer.concat(chunks)).toString('utf8');
            resolve({ status: res.statusCode ?? 0, text, json: <T>() => JSON.parse(text) as T });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      req.on('error', (error) => reject(new NetworkError(`${method} ${path}: ${error.message}`)));
      req.end(payload);
    });
  }

  private keepCookies(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), value);
    }
  }
}

function decode(headers: IncomingHttpHeaders, body: Buffer): Buffer {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}
