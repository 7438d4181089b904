/**
 * Whether a request comes from the server's own machine: its peer (the socket's remote address,
 * never a header) is a loopback address, and no proxy forwarded it. A reverse proxy on the same
 * machine connects from the loopback too: a request carrying a forwarding header came from
 * elsewhere through it, and is refused whatever the header says.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

export interface RequestOrigin {
  local: boolean;
  /** The peer as seen on the socket ('unknown' when the adapter gave none). */
  address: string;
  forwarded: boolean;
}

export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

export function requestOrigin(peer: string | undefined, headers: Headers): RequestOrigin {
  const forwarded = FORWARDING_HEADERS.some((h) => headers.has(h));
  const address = peer || 'unknown';
  return { local: !!peer && isLoopback(peer) && !forwarded, address, forwarded };
}

/** The origins of a page opened on the server's own machine (the first-run screen's form posts from one). */
export const loopbackOrigins = (port: number): string[] => ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
