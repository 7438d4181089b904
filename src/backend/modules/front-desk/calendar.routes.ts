import type { ApiApp } from '../../http/api-app.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { ZRescheduleRequest } from './calendar.schemas.ts';
import { refusePartner, stayCall } from './desk-call.ts';
import { ZStayIdParams } from './front-desk.schemas.ts';
import { rescheduleStay } from './reschedule-stay.ts';

/** The tape chart's write: a stay dragged to other days or another room, or stretched. Hotel staff only. */
export function registerCalendarRoutes(app: ApiApp): void {
  app.post('/reservations/:id/reschedule', async (c) => {
    refusePartner(c, 'The room calendar is for hotel staff; partner accounts cannot move stays.');
    const { id } = parseParams(c, ZStayIdParams);
    const input = await parseBody(c, ZRescheduleRequest);
    const s = await stayCall(c, id);
    return c.json(await rescheduleStay(s.db, { ...s, input }));
  });
}
