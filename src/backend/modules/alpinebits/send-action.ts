import type { Db } from '../../db/client.ts';
import { alpinebitsMessages } from '../../db/schema/index.ts';
import { ALPINEBITS_VERSION } from './alpinebits-xml.ts';
import { PortalError } from './channel-error.ts';

export interface PortalConnection {
  connectionId: number;
  url: string;
  username: string;
  password: string;
}

/** Waits between attempts: after the 1st failure 2 s, then 10 s, then 60 s (ALPINEBITS_BACKOFF_MS: comma-separated, for tests). */
export function backoffDelays(env: Record<string, string | undefined> = process.env): number[] {
  const raw = env['ALPINEBITS_BACKOFF_MS'];
  if (raw === undefined || raw.trim() === '') return [2_000, 10_000, 60_000];
  const delays = raw.split(',').map((s) => Number(s.trim()));
  if (delays.some((d) => !Number.isInteger(d) || d < 0 || d > 600_000))
    throw new Error(`ALPINEBITS_BACKOFF_MS must be whole milliseconds (0-600000), got '${raw}'.`);
  return delays;
}

/** The client id Auberge sends (X-AlpineBits-ClientID). */
export const CLIENT_ID = 'Auberge PMS';

/**
 * Sends one AlpineBits action to the portal: multipart/form-data with the fields `action` and
 * `request`, HTTP Basic auth, the protocol version and client id headers. A network failure or a
 * 5xx answer is tried again after each delay of the backoff; a 4xx is final. Every attempt is logged
 * with its answer. Returns the answer's body (HTTP 200), or throws the last failure in words.
 */
export async function sendAction(
  db: Db,
  o: { connection: PortalConnection; action: string; request: string; now: () => Date; delays?: number[]; sleep?: (ms: number) => Promise<void> },
): Promise<string> {
  const delays = o.delays ?? backoffDelays();
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const auth = Buffer.from(`${o.connection.username}:${o.connection.password}`, 'utf8').toString('base64');
  let failure: PortalError | null = null;
  for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
    if (attempt > 1) await sleep(delays[attempt - 2] ?? 0);
    const form = new FormData();
    form.set('action', o.action);
    form.set('request', o.request);
    let status: number | null = null;
    let body = '';
    try {
      const res = await fetch(o.connection.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(30_000),
        headers: {
          authorization: `Basic ${auth}`,
          'x-alpinebits-clientprotocolversion': ALPINEBITS_VERSION,
          'x-alpinebits-clientid': CLIENT_ID,
        },
      });
      status = res.status;
      body = (await res.text()).slice(0, 1_000_000);
      const said = body.trim() ? `: ${body.trim().slice(0, 200)}` : '';
      failure = res.ok
        ? null
        : new PortalError({ key: 'alpinebits.error.http', params: { status: res.status } }, `the portal answered HTTP ${res.status}${said}`);
    } catch (err) {
      const detail = networkDetail(err);
      failure = new PortalError({ key: 'alpinebits.error.unreachable', params: { detail } }, `the portal could not be reached (${detail})`, { cause: err });
    }
    await db.insert(alpinebitsMessages).values({
      connectionId: o.connection.connectionId,
      action: o.action,
      attempt,
      httpStatus: status,
      ok: failure === null,
      request: o.request,
      response: body,
      error: failure?.message ?? null,
      sentAt: o.now(),
    });
    if (failure === null) return body;
    if (status !== null && status < 500) break;
  }
  throw failure ?? new PortalError({ key: 'alpinebits.error.unexpected', params: { detail: 'no attempt' } }, 'no attempt was made');
}

/** The network failure's own code (ECONNREFUSED, a timeout…), not a sentence. */
function networkDetail(err: unknown): string {
  const cause: unknown = err instanceof Error ? err.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') return cause.code;
  if (err instanceof Error && err.name !== 'TypeError' && err.name !== 'Error') return err.name;
  if (cause instanceof Error) return cause.message.slice(0, 120);
  return err instanceof Error ? err.message.slice(0, 120) : 'network error';
}
