import type http from 'node:http';
import type net from 'node:net';

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

/** The URL of a server on host:port (an IPv6 host in brackets). */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Listens on host:port; a port in use becomes a clear error instead of a stack trace. */
export function listen(server: net.Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(new PortInUseError(`Port ${port} on ${host} is already in use. Stop the other program or set PORT to a free port (PORT=4322 npm start).`));
      else if (err.code === 'EACCES') reject(new PortInUseError(`Not allowed to listen on ${host}:${port}. Choose a port above 1024 with PORT.`));
      else reject(err);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const addr = server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      resolve(serverUrl(host, actual));
    });
  });
}

/**
 * Stops taking connections, lets in-flight requests finish (up to graceMs), then resolves. `handed`:
 * the connections of a server that does not listen itself (a worker of WORKERS=n, given its
 * connections by the primary): its close cannot see them, so they are closed here as each goes idle.
 */
export function closeServer(server: http.Server, graceMs = 10_000, handed?: ReadonlySet<net.Socket>): Promise<void> {
  if (handed) return closeHanded(server, graceMs, handed);
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function closeHanded(server: http.Server, graceMs: number, handed: ReadonlySet<net.Socket>): Promise<void> {
  server.close();
  const until = performance.now() + graceMs;
  while (handed.size > 0 && performance.now() < until) {
    server.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const socket of handed) socket.destroy();
}
