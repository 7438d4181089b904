import { describe, expect, it } from 'vitest';
import { attachReplica, type ReplicaHandle } from './replica.ts';

/** A replica handle whose answers the test sets: standby or not, its replay time, or down. */
function handle(state: { down: boolean; standby: boolean; replayed: Date | null }): ReplicaHandle<string> & { queries: number } {
  const h = {
    db: 'replica-db',
    queries: 0,
    query: async <T>(): Promise<T[]> => {
      h.queries++;
      if (state.down) throw new Error('connect ECONNREFUSED');
      return [{ standby: state.standby, replayed: state.replayed }] as T[];
    },
    close: async () => {},
  };
  return h;
}

const quiet = { onState: () => {} };

describe('attachReplica', () => {
  it('reads from a standby, as of its last replayed transaction, asking it at most once per probeEveryMs', async () => {
    const state = { down: false, standby: true, replayed: new Date('2026-11-28T10:00:05Z') };
    const h = handle(state);
    const r = attachReplica('primary-db', async () => h, { ...quiet, probeEveryMs: 60_000 });
    expect(await r.read()).toEqual({ db: 'replica-db', replica: true, asOf: '2026-11-28T10:00:05.000Z' });
    await r.read();
    expect(h.queries).toBe(1);
  });

  it('reads from the primary while the replica is down, and from the replica once it answers again', async () => {
    const state = { down: true, standby: true, replayed: new Date('2026-11-28T10:00:05Z') };
    const h = handle(state);
    const said: string[] = [];
    const r = attachReplica('primary-db', async () => h, { retryAfterMs: 30, probeEveryMs: 0, onState: (m) => said.push(m) });
    expect(await r.read()).toEqual({ db: 'primary-db', replica: false, asOf: null });
    // Within retryAfterMs the replica is not asked again.
    await r.read();
    expect(h.queries).toBe(1);
    state.down = false;
    await new Promise((res) => setTimeout(res, 40));
    expect((await r.read()).replica).toBe(true);
    expect(said).toHaveLength(2);
  });

  it('falls back to the primary when the replica cannot even be opened, and opens it later', async () => {
    let opens = 0;
    const h = handle({ down: false, standby: true, replayed: null });
    const r = attachReplica(
      'primary-db',
      async () => {
        if (++opens === 1) throw new Error('no such host');
        return h;
      },
      { ...quiet, retryAfterMs: 10, probeEveryMs: 0 },
    );
    expect((await r.read()).db).toBe('primary-db');
    await new Promise((res) => setTimeout(res, 20));
    expect(await r.read()).toEqual({ db: 'replica-db', replica: true, asOf: null });
    expect(opens).toBe(2);
  });

  it('says a server that is not in recovery is no replica (no "as of")', async () => {
    const r = attachReplica('primary-db', async () => handle({ down: false, standby: false, replayed: null }), quiet);
    expect(await r.read()).toEqual({ db: 'replica-db', replica: false, asOf: null });
  });
});
