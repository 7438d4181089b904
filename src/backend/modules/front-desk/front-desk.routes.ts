import type { Context } from 'hono';
import { DESK, DESK_AND_NIGHT, STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { addNote } from './add-note.ts';
import { addTag } from './add-tag.ts';
import { assignRoom } from './assign-room.ts';
import { cancelReservation } from './cancel-reservation.ts';
import { checkInStay } from './check-in-stay.ts';
import { checkOutStay, previewCheckOut } from './check-out-stay.ts';
import { stayCall } from './desk-call.ts';
import { hotelCall } from '../../http/hotel-call.ts';
import { countFrontDeskNumbers, countWeekCheckIns } from './count-front-desk-numbers.ts';
import { checkRoomCleanEmpty, findCleanEmptyRooms } from './find-clean-empty-rooms.ts';
import {
  ZAssignRequest,
  ZCancelRequest,
  ZCheckInRequest,
  ZCheckinsPageQuery,
  ZCleanRoomsQuery,
  ZFromDateQuery,
  ZGroupQuery,
  ZMoveRequest,
  ZNoteRequest,
  ZPreCheckInRequest,
  ZRoomIdParams,
  ZStayIdParams,
  ZStayUpdateRequest,
  ZTagParams,
} from './front-desk.schemas.ts';
import { listInHouse } from './list-in-house.ts';
import { listNotes } from './list-notes.ts';
import { listStaysOfDay } from './list-stays-of-day.ts';
import { markNoShow } from './mark-no-show.ts';
import { moveRoom } from './move-room.ts';
import { preCheckInStay } from './pre-check-in-stay.ts';
import { removeTags } from './remove-tags.ts';
import { unassignRoom } from './unassign-room.ts';
import { undoCheckIn } from './undo-check-in.ts';
import { updateStay } from './update-stay.ts';

const PER_HOTEL = 'check-in records are per hotel; name one hotel.';

/** A call on one stay: staff only, a known reservation (404) of a hotel the user works in (403). */
async function stayOf(c: Context<ApiEnv>) {
  return stayCall(c, parseParams(c, ZStayIdParams).id);
}

/** A check-in record call: staff only, one hotel (the current one unless `group` names another), its today. */
function hotelOf(c: Context<ApiEnv>, group: number | undefined) {
  return hotelCall(c, group, PER_HOTEL);
}

/** Front desk: the stay transitions, rooms, guests, card tags, notes and the check-in records. */
export function registerFrontDeskRoutes(app: ApiApp): void {
  route(app, 'POST', '/reservations/:id/checkin', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await checkInStay(s.db, { ...s, input: await parseBody(c, ZCheckInRequest) }));
  });
  route(app, 'POST', '/reservations/:id/precheckin', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await preCheckInStay(s.db, { ...s, guests: (await parseBody(c, ZPreCheckInRequest)).guests }));
  });
  route(app, 'POST', '/reservations/:id/checkout', { roles: DESK_AND_NIGHT }, async (c) => {
    const s = await stayOf(c);
    return c.json(await checkOutStay(s.db, s));
  });
  route(app, 'GET', '/reservations/:id/checkout', { roles: DESK_AND_NIGHT }, async (c) => {
    const s = await stayOf(c);
    return c.json(await previewCheckOut(s.db, s));
  });
  route(app, 'POST', '/reservations/:id/undo-checkin', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await undoCheckIn(s.db, s));
  });
  route(app, 'POST', '/reservations/:id/cancel', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await cancelReservation(s.db, { ...s, input: await parseBody(c, ZCancelRequest) }));
  });
  route(app, 'POST', '/reservations/:id/noshow', { roles: DESK_AND_NIGHT }, async (c) => {
    const s = await stayOf(c);
    return c.json(await markNoShow(s.db, s));
  });
  route(app, 'POST', '/reservations/:id/assign', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    const { roomId, upgrade } = await parseBody(c, ZAssignRequest);
    return c.json(await assignRoom(s.db, { ...s, roomId, upgrade }));
  });
  route(app, 'DELETE', '/reservations/:id/room', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await unassignRoom(s.db, s));
  });
  route(app, 'POST', '/reservations/:id/move', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    const { roomId, date, upgrade } = await parseBody(c, ZMoveRequest);
    return c.json(await moveRoom(s.db, { ...s, roomId, date, upgrade }));
  });
  route(app, 'PUT', '/reservations/:id', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await updateStay(s.db, { ...s, input: await parseBody(c, ZStayUpdateRequest) }));
  });
  route(app, 'POST', '/reservations/:id/tag/add/:tag', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    const { tag } = parseParams(c, ZTagParams);
    return c.json(await addTag(s.db, { ...s, tag }));
  });
  route(app, 'DELETE', '/reservations/:id/tags', { roles: DESK }, async (c) => {
    const s = await stayOf(c);
    return c.json(await removeTags(s.db, s));
  });
  route(app, 'POST', '/reservations/:id/notes', { roles: DESK_AND_NIGHT }, async (c) => {
    const s = await stayOf(c);
    const { message, type } = await parseBody(c, ZNoteRequest);
    return c.json(await addNote(s.db, { ...s, message, type }), 201);
  });
  route(app, 'GET', '/reservations/:id/notes', { roles: STAY_READERS }, async (c) => {
    const s = await stayOf(c);
    return c.json(await listNotes(s.db, s));
  });

  route(app, 'GET', '/checkins', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZCheckinsPageQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await listInHouse(h.db, { groupId: h.groupId, pageNo: q.pageNo, pageSize: q.pageSize }));
  });
  route(app, 'GET', '/checkins/today_checkouts', { roles: STAY_READERS }, async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listStaysOfDay(h.db, { groupId: h.groupId, day: h.today, by: 'checkout' }));
  });
  route(app, 'GET', '/checkins/numbers', { roles: STAY_READERS }, async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await countFrontDeskNumbers(h.db, h));
  });
  route(app, 'GET', '/checkins/weekCheckIns', { roles: STAY_READERS }, async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await countWeekCheckIns(h.db, h));
  });
  route(app, 'GET', '/checkins/roomsr/CLEAN', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZCleanRoomsQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await findCleanEmptyRooms(h.db, { groupId: h.groupId, from: q.startService, to: q.endService, today: h.today }));
  });
  route(app, 'GET', '/checkins/room/:id/CLEAN/EMPTY', { roles: STAY_READERS }, async (c) => {
    const { id } = parseParams(c, ZRoomIdParams);
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await checkRoomCleanEmpty(h.db, { groupId: h.groupId, roomId: id, today: h.today }));
  });
  route(app, 'GET', '/checkins/fromDate', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZFromDateQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await listStaysOfDay(h.db, { groupId: h.groupId, day: q.date, by: 'checkin' }));
  });
}
