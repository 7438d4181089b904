import type { ApiApp } from '../../http/api-env.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { route } from '../../http/route-access.ts';
import { CUSTOMER_WRITERS, staffHotel } from './customers.routes.ts';
import { ZSegmentBody, ZSegmentIdParams } from './customers.schemas.ts';
import { createSegment, deleteSegment, updateSegment } from './save-segment.ts';

/** Market segments CRUD (CRM): POST /segment, PUT and DELETE /segment/{segmentId}; reading is GET /segments. */
export function registerSegmentRoutes(app: ApiApp): void {
  route(app, 'POST', '/segment', { roles: CUSTOMER_WRITERS }, async (c) => {
    const body = await parseBody(c, ZSegmentBody);
    const groupId = await staffHotel(c);
    return c.json(await createSegment(c.get('deps').database.db, { groupId, body }), 201);
  });

  route(app, 'PUT', '/segment/:segmentId', { roles: CUSTOMER_WRITERS }, async (c) => {
    const { segmentId } = parseParams(c, ZSegmentIdParams);
    const body = await parseBody(c, ZSegmentBody);
    const groupId = await staffHotel(c);
    return c.json(await updateSegment(c.get('deps').database.db, { groupId, segmentId, body }));
  });

  route(app, 'DELETE', '/segment/:segmentId', { roles: CUSTOMER_WRITERS }, async (c) => {
    const { segmentId } = parseParams(c, ZSegmentIdParams);
    const groupId = await staffHotel(c);
    await deleteSegment(c.get('deps').database.db, { groupId, segmentId });
    return c.body(null, 204);
  });
}
