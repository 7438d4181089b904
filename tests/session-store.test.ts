import { expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { createSession, deleteSession, loadSession } from '../src/server/session-store.ts';
import { sessionKey } from '../src/backend/core/session-key.ts';

/** The session lookup behind every page and API call (prepared once per database). */
describeApi('session store', (api) => {
  const tokens = { accessToken: 'at', accessExpiresAt: 2_000_000_000 };

  it('finds a live session with its user, tokens and cache stamp, again and again', async () => {
    const db = api().database.db;
    const id = await createSession(db, 2, tokens);
    for (let i = 0; i < 7; i++) {
      const s = await loadSession(db, id);
      expect(s).toMatchObject({ key: sessionKey(id), userId: 2, tokens });
      expect(s!.cacheStamp).toMatch(/\S/);
    }
    const other = await createSession(db, 3, { ...tokens, accessToken: 'other' });
    expect((await loadSession(db, other))?.userId).toBe(3);
    expect((await loadSession(db, id))?.tokens.accessToken).toBe('at');
  });

  it('finds nothing for an unknown, expired or deleted session', async () => {
    const db = api().database.db;
    expect(await loadSession(db, 'no-such-session')).toBeUndefined();
    const id = await createSession(db, 2, tokens, new Date('2026-01-01T10:00:00Z'));
    // A year later: far past its twelve hours.
    expect(await loadSession(db, id, new Date('2027-01-01T10:00:00Z'))).toBeUndefined();
    const live = await createSession(db, 2, tokens);
    await deleteSession(db, live);
    expect(await loadSession(db, live)).toBeUndefined();
  });
});
