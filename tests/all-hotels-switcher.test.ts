import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { importHistory } from '../src/backend/modules/history-import/import-history.ts';

/**
 * Issue 37 item 5: an administrator who may see every hotel (all_hotels) finds the hotels created
 * after their account (an import) in their hotel list, may switch to one, and then works there at
 * no service point (an imported hotel has none): the session says so, no stale point of another hotel.
 */
describeApi('an administrator of every hotel sees the hotels imported after their account', (api) => {
  beforeAll(async () => {
    await importHistory(api().database, path.join(import.meta.dirname, 'fixtures', 'history-small.csv'));
  });

  it('lists the imported hotels among the hotels they may switch to', async () => {
    const me = await api().as('admin').get('/crm/user', { code: 'admin' });
    expect(me.status).toBe(200);
    expect(me.body.preferredGroups.map((g: { groupId: number }) => g.groupId)).toEqual([1, 2, 11, 12]);
    expect(me.body.preferredGroups.find((g: { groupId: number }) => g.groupId === 11).name).toBe('City Hotel');
  });

  it('switches to an imported hotel, where they have no service point', async () => {
    const moved = await api().as('admin').post('/crm/user', { groupId: 11 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ groupId: 11, groupName: 'City Hotel', posId: null, posName: null });
    expect(moved.body.preferredGroups.map((g: { groupId: number }) => g.groupId)).toEqual([1, 2, 11, 12]);
  });

  it('keeps a user without all_hotels to their own hotels', async () => {
    const me = await api().as('clerk1').get('/crm/user', { code: 'clerk1' });
    expect(me.body.preferredGroups.map((g: { groupId: number }) => g.groupId)).toEqual([1]);
    expect((await api().as('clerk1').post('/crm/user', { groupId: 11 })).status).toBe(403);
  });
});
