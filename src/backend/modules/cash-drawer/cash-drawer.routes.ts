import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { invalid, notFound, forbidden } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { hotelTimezoneFor } from '../../core/hotel-clock.ts';
import { CASH_DRAWER_USERS, canSupervise } from './cash-drawer-access.ts';
import { ZCloseShiftBody, ZOpenShiftBody, ZShiftListQuery, ZShiftParams } from './cash-drawer.schemas.ts';
import { findShiftWithMovements } from './cash-shift-data.ts';
import { openCashShift } from './open-cash-shift.ts';
import { closeCashShift } from './close-cash-shift.ts';
import { findCashDrawer } from './find-cash-drawer.ts';
import { listCashShifts } from './list-cash-shifts.ts';

const PER_HOTEL = 'a cash drawer belongs to one hotel: work in one hotel, not -1.';

/** A drawer call: the caller's current hotel, its business day, and whether the caller supervises the drawers. */
async function drawerCall(c: Context<ApiEnv>) {
  const groupId = await resolveGroup(c);
  if (groupId === -1) throw invalid('group', PER_HOTEL, { key: 'errors.group.onePerCall' });
  const deps = c.get('deps');
  const user = c.get('user');
  const db = deps.database.db;
  const now = deps.now();
  const timezone = await hotelTimezoneFor(db, user, groupId);
  return { db, groupId, today: await findBusinessDay(db, { groupId, timezone, now }), userId: user.userId, supervisor: canSupervise(user.roles), now };
}

/**
 * The cash drawer (CRM), in the caller's current hotel: a cashier's shift (opening float, the cash
 * movements written with each cash payment, refund and exchange, expected cash) and its close
 * with the counted cash; admins and night auditors also count the hotel's other drawers.
 */
export function registerCashDrawerRoutes(app: ApiApp): void {
  route(app, 'GET', '/cash-drawer', { roles: CASH_DRAWER_USERS }, async (c) => {
    const h = await drawerCall(c);
    return c.json(await findCashDrawer(h.db, { groupId: h.groupId, userId: h.userId, businessDay: h.today, supervisor: h.supervisor }));
  });

  route(app, 'GET', '/cash-drawer/shifts', { roles: CASH_DRAWER_USERS }, async (c) => {
    const q = parseQuery(c, ZShiftListQuery);
    const h = await drawerCall(c);
    return c.json({ shifts: await listCashShifts(h.db, { groupId: h.groupId, userId: h.userId, supervisor: h.supervisor, from: q.from, to: q.to }) });
  });

  route(app, 'POST', '/cash-drawer/shifts', { roles: CASH_DRAWER_USERS }, async (c) => {
    const body = await parseBody(c, ZOpenShiftBody);
    const h = await drawerCall(c);
    return c.json(
      await openCashShift(h.db, { groupId: h.groupId, userId: h.userId, businessDay: h.today, openingFloatMinor: body.openingFloatMinor, now: h.now }),
      201,
    );
  });

  route(app, 'GET', '/cash-drawer/shifts/:shiftId', { roles: CASH_DRAWER_USERS }, async (c) => {
    const { shiftId } = parseParams(c, ZShiftParams);
    const h = await drawerCall(c);
    const shift = await findShiftWithMovements(h.db, shiftId);
    if (!shift || shift.groupId !== h.groupId) throw notFound(`No cash shift ${shiftId} in hotel ${h.groupId}.`, { key: 'errors.notFound.cashShift' });
    if (shift.cashierId !== h.userId && !h.supervisor)
      throw forbidden(`Cash shift ${shiftId} is another cashier's.`, { key: 'errors.cashDrawer.others', params: { shift: String(shiftId) } });
    return c.json(shift);
  });

  route(app, 'POST', '/cash-drawer/shifts/:shiftId/close', { roles: CASH_DRAWER_USERS }, async (c) => {
    const { shiftId } = parseParams(c, ZShiftParams);
    const body = await parseBody(c, ZCloseShiftBody);
    const h = await drawerCall(c);
    return c.json(
      await closeCashShift(h.db, { groupId: h.groupId, shiftId, userId: h.userId, supervisor: h.supervisor, businessDay: h.today, body, now: h.now }),
    );
  });
}
