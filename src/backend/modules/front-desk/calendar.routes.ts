import type { ApiApp } from '../../http/api-env.ts';
import { DESK, route } from '../../http/route-access.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { ZRescheduleRequest } from './calendar.schemas.ts';
import { stayCall } from './desk-call.ts';
import { ZStayIdParams } from './front-desk.schemas.ts';
import { rescheduleStay } from './reschedule-stay.ts';

/** The tape chart's write: a stay dragged to other days or another room, or stretched. Hotel staff only. */
export function registerCalendarRoutes(app: ApiApp): void {
  route(app, 'POST', '/reservations/:id/reschedule', { roles: DESK }, async (c) => {
    const { id } = parseParams(c, ZStayIdParams);
    const input = await parseBody(c, ZRescheduleRequest);
    const s = await stayCall(c, id);
    return c.json(await rescheduleStay(s.db, { ...s, input }));
  });
}
