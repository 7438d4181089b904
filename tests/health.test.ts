import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/backend/db/client.ts';
import { checkHealth } from '../src/server/health.ts';

describe('health check', () => {
  it('answers 200 with the version and the database round-trip time', async () => {
    const database = await openDatabase({});
    try {
      const { status, body } = await checkHealth(database, '1.2.3', new Date());
      expect(status).toBe(200);
      expect(body.version).toBe('1.2.3');
      expect(body.database.kind).toBe('pglite');
      expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openDatabase({});
    await database.close();
    const { status, body } = await checkHealth(database, '1.2.3', new Date());
    expect(status).toBe(503);
    expect(body.status).toBe('unavailable');
    expect(body.database.roundTripMs).toBeNull();
  });
});
