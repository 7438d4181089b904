import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alpinebitsConnections } from '../../db/schema/index.ts';
import { capabilitiesOf, type PortalCapabilities } from './capabilities.ts';
import { AppError } from '../../http/errors.ts';
import { ALPINEBITS_VERSION, attr, child, children } from './alpinebits-xml.ts';
import { findConnection } from './connections.ts';
import { PortalError } from './channel-error.ts';
import { readAnswer } from './read-messages.ts';
import { sendAction } from './send-action.ts';
import { writePing } from './write-messages.ts';

/**
 * The handshake (action OTA_Ping:Handshaking): sends Auberge's capabilities, reads the portal's
 * (the ALPINEBITS_HANDSHAKE warning's JSON), keeps them on the connection (the pushes send only
 * what the portal declared) and returns the actions both sides speak in 2020-10 with the
 * capabilities the portal supports for each. A portal that cannot be reached, refuses, or does not
 * speak 2020-10 is a 503 saying why.
 */
export async function handshake(
  db: Db,
  o: { connectionId: number; groupId?: number; now: () => Date; delays?: number[] },
): Promise<{ version: string; actions: string[]; supports: PortalCapabilities }> {
  const c = await findConnection(db, o);
  try {
    return await shakeHands(db, c, o);
  } catch (err) {
    throw new AppError('unavailable', `AlpineBits handshake: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Shakes hands and keeps what the portal declared on its connection; a failure is thrown as it is (a PortalError's words). */
export async function shakeHands(
  db: Db,
  c: Awaited<ReturnType<typeof findConnection>>,
  o: { now: () => Date; delays?: number[] },
): Promise<{ version: string; actions: string[]; supports: PortalCapabilities }> {
  const body = await sendAction(db, {
    connection: c,
    action: 'OTA_Ping:Handshaking',
    request: writePing(),
    now: o.now,
    ...(o.delays ? { delays: o.delays } : {}),
  });
  const rs = readAnswer(body, 'OTA_PingRS');
  const warning = children(child(rs, 'Warnings'), 'Warning').find((w) => attr(w, 'Type') === '11' && attr(w, 'Status') === 'ALPINEBITS_HANDSHAKE');
  const json = typeof warning?.['#text'] === 'string' ? warning['#text'] : '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new PortalError(
      { key: 'alpinebits.error.noCapabilities', params: {} },
      'the portal answered the handshake without its capabilities (ALPINEBITS_HANDSHAKE)',
    );
  }
  const versions = isRecord(parsed) && Array.isArray(parsed['versions']) ? parsed['versions'] : [];
  const ours = versions.find((v): v is Record<string, unknown> => isRecord(v) && v['version'] === ALPINEBITS_VERSION);
  if (!ours)
    throw new PortalError(
      { key: 'alpinebits.error.version', params: { version: ALPINEBITS_VERSION } },
      `the portal does not speak AlpineBits ${ALPINEBITS_VERSION}`,
    );
  const supports = capabilitiesOf(Array.isArray(ours['actions']) ? ours['actions'] : []);
  await db.update(alpinebitsConnections).set({ capabilities: supports }).where(eq(alpinebitsConnections.connectionId, c.connectionId));
  return { version: ALPINEBITS_VERSION, actions: Object.keys(supports), supports };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
