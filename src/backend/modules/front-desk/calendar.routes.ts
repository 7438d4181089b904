import type { ApiApp } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { ZRescheduleRequest } from './calendar.schemas.ts';
import { ZStayIdParams } from './front-desk.schemas.ts';
import { rescheduleStay } from './reschedule-stay.ts';
import { findStayGroup } from './stay-data.ts';

/** The tape chart's write: a stay dragged to other days or another room, or stretched. Hotel staff only. */
export function registerCalendarRoutes(app: ApiApp): void {
  app.post('/reservations/:id/reschedule', async (c) => {
    if (c.get('user').customerId !== null) throw forbidden('The room calendar is for hotel staff; partner accounts cannot move stays.');
    const { id } = parseParams(c, ZStayIdParams);
    const input = await parseBody(c, ZRescheduleRequest);
    const deps = c.get('deps');
    await resolveGroup(c, await findStayGroup(deps.database.db, id));
    const user = c.get('user');
    return c.json(await rescheduleStay(deps.database.db, { reservationId: id, input, user: { userId: user.userId, name: user.name }, now: deps.now() }));
  });
}
