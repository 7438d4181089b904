import type { ApiApp } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { HOUSEKEEPING_LEADS, ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import {
  ZHousekeepingReportQuery,
  ZInspectionQuery,
  ZInspectRequest,
  ZMatchingQuery,
  ZOccupancyRequest,
  ZRoomStatsQuery,
  ZWeeklyStatsBody,
  ZWeeklyStatsQuery,
} from './housekeeping-reports.schemas.ts';
import { inspectCleanings } from './inspect-cleanings.ts';
import { listHousekeepingReport } from './list-housekeeping-report.ts';
import { listInspections } from './list-inspections.ts';
import { listMatchingReport } from './list-matching-report.ts';
import { recordOccupancy } from './record-occupancy.ts';
import { roomIndicator, roomStats, weeklyRoomStats } from './room-stats.ts';

/**
 * The housekeeping reports (operations.md §2.5): the Housekeeping Report (what each maid did),
 * Verification (a supervisor's verdict on the day's cleanings), the Matching Report (housekeeping's
 * occupancy against the front desk's) and the room statistics of §7 (/rooms/stats, weeklyStats,
 * indicator; the spec's POST reads are also served as GET with the same fields in the query).
 */
export function registerHousekeepingReportRoutes(app: ApiApp): void {
  route(app, 'GET', '/housekeeping/report', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const { group, ...query } = parseQuery(c, ZHousekeepingReportQuery);
    const h = await roomsCall(c, group);
    return c.json(await listHousekeepingReport(h.db, { groupId: h.groupId, today: h.today, query }));
  });
  route(app, 'GET', '/housekeeping/inspections', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const { group, ...query } = parseQuery(c, ZInspectionQuery);
    const h = await roomsCall(c, group);
    return c.json(await listInspections(h.db, { groupId: h.groupId, today: h.today, query }));
  });
  route(app, 'POST', '/housekeeping/inspections', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const body = await parseBody(c, ZInspectRequest);
    const h = await roomsCall(c, undefined);
    return c.json(
      await inspectCleanings(h.db, {
        groupId: h.groupId,
        today: h.today,
        cleaningIds: body.cleaningIds,
        result: body.result,
        note: body.note ?? '',
        user: h.user,
        now: h.now,
      }),
    );
  });
  route(app, 'GET', '/housekeeping/matching', { roles: ROOM_STAFF }, async (c) => {
    const { group, ...query } = parseQuery(c, ZMatchingQuery);
    const h = await roomsCall(c, group);
    return c.json(await listMatchingReport(h.db, { groupId: h.groupId, today: h.today, query }));
  });
  route(app, 'POST', '/housekeeping/occupancy', { roles: HOUSEKEEPING_LEADS }, async (c) => {
    const body = await parseBody(c, ZOccupancyRequest);
    const h = await roomsCall(c, undefined);
    return c.json(await recordOccupancy(h.db, { groupId: h.groupId, today: h.today, roomIds: body.roomIds, seen: body.seen, user: h.user, now: h.now }));
  });
  route(app, 'GET', '/rooms/stats', { roles: ROOM_STAFF }, async (c) => {
    const { group } = parseQuery(c, ZRoomStatsQuery);
    const h = await roomsCall(c, group);
    return c.json(await roomStats(h.db, { groupId: h.groupId, today: h.today }));
  });
  route(app, 'GET', '/rooms/weeklyStats', { roles: ROOM_STAFF }, async (c) => {
    const { group, date } = parseQuery(c, ZWeeklyStatsQuery);
    const h = await roomsCall(c, group);
    return c.json(await weeklyRoomStats(h.db, { groupId: h.groupId, today: h.today, date: date ?? h.today }));
  });
  route(app, 'POST', '/rooms/weeklyStats', { roles: ROOM_STAFF }, async (c) => {
    const { date } = await parseBody(c, ZWeeklyStatsBody);
    const h = await roomsCall(c, undefined);
    return c.json(await weeklyRoomStats(h.db, { groupId: h.groupId, today: h.today, date: date ?? h.today }));
  });
  route(app, 'GET', '/rooms/indicator', { roles: ROOM_STAFF }, async (c) => {
    const { group } = parseQuery(c, ZRoomStatsQuery);
    const h = await roomsCall(c, group);
    return c.json(await roomIndicator(h.db, { groupId: h.groupId, today: h.today }));
  });
  route(app, 'POST', '/rooms/indicator', { roles: ROOM_STAFF }, async (c) => {
    await parseBody(c, ZWeeklyStatsBody.pick({}));
    const h = await roomsCall(c, undefined);
    return c.json(await roomIndicator(h.db, { groupId: h.groupId, today: h.today }));
  });
}
