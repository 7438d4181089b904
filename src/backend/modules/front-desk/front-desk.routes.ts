import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { addNote } from './add-note.ts';
import { addTag } from './add-tag.ts';
import { assignRoom } from './assign-room.ts';
import { cancelReservation } from './cancel-reservation.ts';
import { checkInStay } from './check-in-stay.ts';
import { checkOutStay, previewCheckOut } from './check-out-stay.ts';
import { hotelCall, refusePartner, stayCall } from './desk-call.ts';
import { countFrontDeskNumbers, countWeekCheckIns } from './count-front-desk-numbers.ts';
import { checkRoomCleanEmpty, findCleanEmptyRooms } from './find-clean-empty-rooms.ts';
import {
  ZAssignRequest, ZCancelRequest, ZCheckInRequest, ZCheckinsPageQuery, ZCleanRoomsQuery, ZFromDateQuery, ZGroupQuery, ZMoveRequest, ZNoteRequest,
  ZPreCheckInRequest, ZRoomIdParams, ZStayIdParams, ZStayUpdateRequest, ZTagParams,
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

const STAFF_ONLY = 'The front desk is for hotel staff; partner accounts cannot change or read stays here.';
const PER_HOTEL = 'check-in records are per hotel; name one hotel.';

/** A call on one stay: staff only, a known reservation (404) of a hotel the user works in (403). */
async function stayOf(c: Context<ApiEnv>) {
  refusePartner(c, STAFF_ONLY);
  return stayCall(c, parseParams(c, ZStayIdParams).id);
}

/** A check-in record call: staff only, one hotel (the current one unless `group` names another), its today. */
function hotelOf(c: Context<ApiEnv>, group: number | undefined) {
  refusePartner(c, STAFF_ONLY);
  return hotelCall(c, group, PER_HOTEL);
}

/** Front desk: the stay transitions, rooms, guests, card tags, notes and the check-in records. */
export function registerFrontDeskRoutes(app: ApiApp): void {
  app.post('/reservations/:id/checkin', async (c) => {
    const s = await stayOf(c);
    return c.json(await checkInStay(s.db, { ...s, input: await parseBody(c, ZCheckInRequest) }));
  });
  app.post('/reservations/:id/precheckin', async (c) => {
    const s = await stayOf(c);
    return c.json(await preCheckInStay(s.db, { ...s, guests: (await parseBody(c, ZPreCheckInRequest)).guests }));
  });
  app.post('/reservations/:id/checkout', async (c) => {
    const s = await stayOf(c);
    return c.json(await checkOutStay(s.db, s));
  });
  app.get('/reservations/:id/checkout', async (c) => {
    const s = await stayOf(c);
    return c.json(await previewCheckOut(s.db, s));
  });
  app.post('/reservations/:id/undo-checkin', async (c) => {
    const s = await stayOf(c);
    return c.json(await undoCheckIn(s.db, s));
  });
  app.post('/reservations/:id/cancel', async (c) => {
    const s = await stayOf(c);
    return c.json(await cancelReservation(s.db, { ...s, input: await parseBody(c, ZCancelRequest) }));
  });
  app.post('/reservations/:id/noshow', async (c) => {
    const s = await stayOf(c);
    return c.json(await markNoShow(s.db, s));
  });
  app.post('/reservations/:id/assign', async (c) => {
    const s = await stayOf(c);
    const { roomId, upgrade } = await parseBody(c, ZAssignRequest);
    return c.json(await assignRoom(s.db, { ...s, roomId, upgrade }));
  });
  app.delete('/reservations/:id/room', async (c) => {
    const s = await stayOf(c);
    return c.json(await unassignRoom(s.db, s));
  });
  app.post('/reservations/:id/move', async (c) => {
    const s = await stayOf(c);
    const { roomId, date, upgrade } = await parseBody(c, ZMoveRequest);
    return c.json(await moveRoom(s.db, { ...s, roomId, date, upgrade }));
  });
  app.put('/reservations/:id', async (c) => {
    const s = await stayOf(c);
    return c.json(await updateStay(s.db, { ...s, input: await parseBody(c, ZStayUpdateRequest) }));
  });
  app.post('/reservations/:id/tag/add/:tag', async (c) => {
    const s = await stayOf(c);
    const { tag } = parseParams(c, ZTagParams);
    return c.json(await addTag(s.db, { ...s, tag }));
  });
  app.delete('/reservations/:id/tags', async (c) => {
    const s = await stayOf(c);
    return c.json(await removeTags(s.db, s));
  });
  app.post('/reservations/:id/notes', async (c) => {
    const s = await stayOf(c);
    const { message, type } = await parseBody(c, ZNoteRequest);
    return c.json(await addNote(s.db, { ...s, message, type }), 201);
  });
  app.get('/reservations/:id/notes', async (c) => {
    const s = await stayOf(c);
    return c.json(await listNotes(s.db, s));
  });

  app.get('/checkins', async (c) => {
    const q = parseQuery(c, ZCheckinsPageQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await listInHouse(h.db, { groupId: h.groupId, pageNo: q.pageNo, pageSize: q.pageSize }));
  });
  app.get('/checkins/today_checkouts', async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listStaysOfDay(h.db, { groupId: h.groupId, day: h.today, by: 'checkout' }));
  });
  app.get('/checkins/numbers', async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await countFrontDeskNumbers(h.db, h));
  });
  app.get('/checkins/weekCheckIns', async (c) => {
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await countWeekCheckIns(h.db, h));
  });
  app.get('/checkins/roomsr/CLEAN', async (c) => {
    const q = parseQuery(c, ZCleanRoomsQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await findCleanEmptyRooms(h.db, { groupId: h.groupId, from: q.startService, to: q.endService }));
  });
  app.get('/checkins/room/:id/CLEAN/EMPTY', async (c) => {
    const { id } = parseParams(c, ZRoomIdParams);
    const h = await hotelOf(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await checkRoomCleanEmpty(h.db, { groupId: h.groupId, roomId: id, today: h.today }));
  });
  app.get('/checkins/fromDate', async (c) => {
    const q = parseQuery(c, ZFromDateQuery);
    const h = await hotelOf(c, q.group);
    return c.json(await listStaysOfDay(h.db, { groupId: h.groupId, day: q.date, by: 'checkin' }));
  });
}
