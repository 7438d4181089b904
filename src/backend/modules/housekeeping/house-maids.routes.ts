import { z } from 'zod';
import type { ApiApp } from '../../http/api-env.ts';
import { invalid } from '../../http/errors.ts';
import { route } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery, zDay } from '../../http/validate.ts';
import { HOUSEKEEPING_LEADS, ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import { balanceMaidSheet, deleteHouseMaid, findMaidSheet, listHouseMaids, reassignRoom, saveHouseMaid } from './house-maids.ts';
import { ZIdParam, zLabel } from './property.schemas.ts';

const zBodyId = z.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive id').max(2147483647, 'no such id');
const ZHouseMaid = z.object({
  houseMaidId: zBodyId.optional(),
  name: zLabel(80),
  phone: z
    .string({ error: 'expected text' })
    .trim()
    .max(30, 'at most 30 characters')
    .regex(/^[0-9+ ().-]*$/, 'digits, spaces and + ( ) . - only')
    .default(''),
  active: z.boolean({ error: 'expected true or false' }).default(true),
});
const ZSheetQuery = z.object({ day: zDay.optional().describe('Day of the sheet (default: today)') });
const ZReassign = z.object({ day: zDay, roomId: zBodyId, houseMaidId: zBodyId });

/** House maids (operations.md §7 /housemaids) and the day's balanced assignment of rooms. */
export function registerHouseMaidRoutes(app: ApiApp): void {
  route(app, 'GET', '/housemaids/findAll', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await listHouseMaids(h.db, h));
  });
  for (const method of ['POST', 'PUT'] as const) {
    route(app, method, '/housemaids', { roles: HOUSEKEEPING_LEADS }, async (c) => {
      const maid = await parseBody(c, ZHouseMaid);
      if (method === 'PUT' && maid.houseMaidId === undefined) throw invalid('houseMaidId', 'required to edit (PUT)', { key: 'errors.input.idToEdit' });
      if (method === 'POST' && maid.houseMaidId !== undefined)
        throw invalid('houseMaidId', 'must not be sent to create (POST)', { key: 'errors.input.noIdToCreate' });
      const h = await roomsCall(c, undefined);
      return c.json(await saveHouseMaid(h.db, { groupId: h.groupId, maid }), method === 'POST' ? 201 : 200);
    });
  }
  route(app, 'DELETE', '/housemaids/:id', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteHouseMaid(h.db, { groupId: h.groupId, houseMaidId: id });
    return c.body(null, 204);
  });
  route(app, 'GET', '/housemaids/assignments', { roles: ROOM_STAFF }, async (c) => {
    const q = parseQuery(c, ZSheetQuery);
    const h = await roomsCall(c, undefined);
    return c.json(await findMaidSheet(h.db, { groupId: h.groupId, day: q.day ?? h.today }));
  });
  route(app, 'POST', '/housemaids/assignments/balance', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await balanceMaidSheet(h.db, { groupId: h.groupId, today: h.today }));
  });
  route(app, 'PUT', '/housemaids/assignments', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const body = await parseBody(c, ZReassign);
    const h = await roomsCall(c, undefined);
    await reassignRoom(h.db, { groupId: h.groupId, ...body });
    return c.json(await findMaidSheet(h.db, { groupId: h.groupId, day: body.day }));
  });
}
