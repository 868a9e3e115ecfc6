import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database goes away: every open connection is cut and new ones are closed at once. */
  down(): void;
  /** New connections are accepted and never answered (a server that hangs), until `up()`. */
  hang(): void;
  /** Connections go through to the target again. */
  up(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port in front of `target` (a PostgreSQL server shared with other tests,
 * which we cannot restart): to an app that connects through it, `down()` looks like the server stopping.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'down' | 'hang' = 'up';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode === 'down') return void client.destroy();
    if (mode === 'hang') return;
    const upstream = net.connect(target);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      mode = 'down';
      cutAll();
    },
    hang() {
      mode = 'hang';
      cutAll();
    },
    up() {
      // Hanging connections were never passed on: cut them, so their clients give up and reconnect.
      if (mode === 'hang') cutAll();
      mode = 'up';
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
