import net from 'node:net';

export interface TcpProxy {
  /** The address to connect to instead of the target: 127.0.0.1 and this port. */
  readonly port: number;
  /**
   * A network cut: every open connection is reset and new ones are refused until `restore`,
   * as when the database server restarts or a link goes down.
   */
  cut(): void;
  /** Connections pass again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 to `target` that a test can cut and restore, for fault injection
 * between the app and its database.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset on one side ends the other: the app sees what a dropped link looks like.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut: () => {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
