import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SiteHit = { method: string; path: string; headers: IncomingMessage['headers'] };

export type TestSite = {
  /** http://host:port, with IPv6 hosts in brackets. */
  origin: string;
  port: number;
  /** Every request the site received, in order. */
  hits: SiteHit[];
  close: () => Promise<void>;
};

/**
 * A plain node:http server on a random port for fetch tests: pages for the guarded fetch and
 * import routes to read, or (without a handler) a canary that answers anything and records it.
 * `host: '::'` listens on every address of the machine (IPv4 too), the widest canary.
 */
export async function startTestSite(
  options: {
    host?: string;
    handler?: (request: IncomingMessage, response: ServerResponse) => void;
  } = {},
): Promise<TestSite> {
  const host = options.host ?? '127.0.0.1';
  const hits: SiteHit[] = [];
  const handler =
    options.handler ??
    ((_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>canary</title>');
    });
  const server = createServer((request, response) => {
    hits.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host === '::' ? '::1' : host}]` : host;
  return {
    origin: `http://${shownHost}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive and deliberately stalled connections must not hold the close up.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
