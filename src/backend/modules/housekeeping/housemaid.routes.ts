import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/rows.ts';
import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route, ANY_STAFF } from '../../http/route-access.ts';
import { notFound, pgErrorCode } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import type { THousemaidRoomDto } from '../../../lib/domain/housekeeping-dto.ts';
import { ZHousemaidCleaned, ZHousemaidParams, ZHousemaidPhotoParams, ZHousemaidQuery, ZHousemaidReport } from './housemaid.schemas.ts';
import { markRooms } from './mark-rooms.ts';
import { openRoomByToken, type TokenRoom } from './open-room-by-token.ts';
import { listRoomEquipmentCards, reportEquipment } from './report-equipment.ts';
import { filesDirOf, readPhoto } from './store-photo.ts';

/** The room a call names, if its token is valid (403 otherwise, before anything is read or written). */
async function tokenRoom(c: Context<ApiEnv>, token: string): Promise<TokenRoom> {
  const p = parseParams(c, ZHousemaidParams);
  const deps = c.get('deps');
  return openRoomByToken(deps.database.db, { floorId: p.floorId, roomName: p.roomName, token, now: deps.now() });
}

/**
 * The maid's QR page (operations.md §2.2, §6): no bearer token, no session — the signed room
 * token from the QR code is the guard, and it opens only its own room.
 */
export function registerHousemaidRoutes(app: ApiApp): void {
  const base = '/housemaid/reporting/:floorId/:roomName';
  route(app, 'GET', base, { roles: ANY_STAFF, partner: true, public: true }, async (c) => {
    const { k } = parseQuery(c, ZHousemaidQuery);
    const room = await tokenRoom(c, k);
    const db = c.get('deps').database.db;
    const [equipment, cleaned] = await Promise.all([
      listRoomEquipmentCards(db, room),
      // Today's latest cleaning: done unless a supervisor rejected it (then the room is hers to clean again).
      rowsOf<{ done: boolean; rejected: string | null }>(
        db,
        sql`select i.result is distinct from 'REJECTED' as done, case when i.result = 'REJECTED' then i.note end as rejected
        from room_cleanings c left join room_inspections i on i.cleaning_id = c.cleaning_id
        where c.room_id = ${room.roomId} and c.day = ${room.today}::date order by c.cleaned_at desc, c.cleaning_id desc limit 1`,
      ),
    ]);
    const dto: THousemaidRoomDto = {
      roomId: room.roomId,
      name: room.name,
      floorName: room.floorName,
      hotelName: room.hotelName,
      housekeepingStatus: room.housekeepingStatus,
      // Dirty again (rejected, or marked so on Room Status): the room is hers to clean again.
      cleanedToday: Boolean(cleaned[0]?.done) && room.housekeepingStatus !== 'DIRTY',
      rejectedNote: cleaned[0]?.rejected ?? null,
      equipment,
    };
    return c.json(dto);
  });
  route(app, 'POST', `${base}/interventions`, { roles: ANY_STAFF, partner: true, public: true }, async (c) => {
    const body = await parseBody(c, ZHousemaidReport);
    const room = await tokenRoom(c, body.k);
    const res = await reportEquipment(c.get('deps').database.db, {
      groupId: room.groupId,
      roomId: room.roomId,
      equipmentId: body.equipmentId,
      today: room.today,
      source: 'qr',
      userId: null,
    });
    return c.json(res, res.created ? 201 : 200);
  });
  route(app, 'POST', `${base}/cleaned`, { roles: ANY_STAFF, partner: true, public: true }, async (c) => {
    const body = await parseBody(c, ZHousemaidCleaned);
    const room = await tokenRoom(c, body.k);
    try {
      const res = await markRooms(c.get('deps').database.db, {
        groupId: room.groupId,
        today: room.today,
        roomIds: [room.roomId],
        status: 'CLEAN',
        user: { userId: null, name: '' },
        source: 'qr',
        seen: body.seen ?? null,
        clientRef: body.clientRef ?? null,
        now: c.get('deps').now(),
      });
      return c.json(res);
    } catch (err) {
      // The same offline report sent again: it was recorded the first time.
      if (pgErrorCode(err) === '23505') return c.json({ marked: 0, status: 'CLEAN' });
      throw err;
    }
  });
  route(app, 'GET', `${base}/photos/:file`, { roles: ANY_STAFF, partner: true, public: true }, async (c) => {
    const { k } = parseQuery(c, ZHousemaidQuery);
    const room = await tokenRoom(c, k);
    const { file } = parseParams(c, ZHousemaidPhotoParams);
    // Only the photos of this room's equipment.
    const mine = await rowsOf<{ ok: number }>(
      c.get('deps').database.db,
      sql`select 1 as ok from equipment where room_id = ${room.roomId} and photos @> ${JSON.stringify([{ url: file }])}::jsonb`,
    );
    if (mine.length === 0) throw notFound(`file: this room has no photo '${file}'.`, { key: 'errors.hk.noPhoto' });
    const photo = await readPhoto(filesDirOf(c.get('deps')), { groupId: room.groupId, file });
    return c.body(new Uint8Array(photo.bytes), 200, { 'content-type': photo.type, 'cache-control': 'private, max-age=86400' });
  });
}
