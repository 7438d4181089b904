import { latencySummary } from './stats.ts';

/**
 * The check-in write, timed one request at a time: a stay of tonight is booked into a clean, empty
 * room, then checked in (timed) and put back to expected with undo check-in (not timed), again and
 * again. A check-in needs a different state each time, so it cannot be replayed by autocannon.
 */
export interface CycleResult {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  statusCounts: Record<string, number>;
}

interface Ctx {
  base: string;
  cookie: string;
  groupId: number;
  today: string;
  tomorrow: string;
  roomTypeId: number;
}

const GUEST = { firstName: 'Load', lastName: 'Bench', nationality: 'MA', birthDate: '1980-01-01', docTypeId: 0, docNumber: 'BENCH1', isPrimary: true };

async function call(c: Ctx, method: string, path: string, body?: unknown, api: 'pms' | 'crm' = 'pms'): Promise<Response> {
  return fetch(`${c.base}/api/${api}${path}`, {
    method,
    headers: { cookie: c.cookie, origin: c.base, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function must<T>(res: Promise<Response>, what: string): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${what}: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
  return (await r.json()) as T;
}

export async function checkInCycle(c: Ctx, times: number): Promise<CycleResult> {
  const docTypes = await must<{ docTypeId: number }[]>(call(c, 'GET', '/doctypes', undefined, 'crm'), 'document types');
  const guest = { ...GUEST, docTypeId: docTypes[0]?.docTypeId ?? 0 };
  const clean = await must<{ roomId: number; roomTypeId: number }[]>(
    call(c, 'GET', `/checkins/roomsr/CLEAN?group=${c.groupId}&startService=${c.today}&endService=${c.tomorrow}`),
    'clean empty rooms',
  );
  const room = clean[0];
  if (!room) throw new Error('no clean, empty room tonight in the bench hotel');
  const booked = await must<{ reservationId?: number; id?: number; reservations?: { id: number }[] }>(
    call(c, 'POST', '/reservations', {
      roomTypeId: room.roomTypeId,
      roomId: room.roomId,
      checkin: c.today,
      checkout: c.tomorrow,
      adults: 1,
      forced: true,
      client: { lastName: 'Bench', firstName: 'Check-in' },
    }),
    'booking tonight',
  );
  const id = booked.reservationId ?? booked.id ?? booked.reservations?.[0]?.id;
  if (!id) throw new Error(`booking tonight: no reservation id in ${JSON.stringify(booked).slice(0, 200)}`);
  const samples: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const r = await call(c, 'POST', `/reservations/${id}/checkin`, { roomId: room.roomId, guests: [guest] });
    await r.arrayBuffer();
    samples.push(performance.now() - start);
    statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
    if (!r.ok) {
      errors += 1;
      if (errors > 3) throw new Error(`check-in refused ${errors} times (HTTP ${r.status})`);
      continue;
    }
    await must(call(c, 'POST', `/reservations/${id}/undo-checkin`, {}), 'undo check-in');
  }
  return { ...latencySummary(samples), requests: samples.length, errors, statusCounts };
}
