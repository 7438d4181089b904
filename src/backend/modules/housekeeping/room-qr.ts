import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { rooms } from '../../db/schema/index.ts';
import { notFound, word } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import type { Marker } from './mark-rooms.ts';
import { roomPagePath, signRoomToken } from './room-token.ts';
import { renderPdf } from '../../pdf/pdf-maker.ts';

interface QrRoom {
  roomId: number;
  name: string;
  floorId: number;
  floorName: string;
  qrKey: string;
}

async function qrRooms(db: Db, o: { groupId: number; floorId?: number | undefined; roomId?: number | undefined }): Promise<QrRoom[]> {
  return rowsOf<QrRoom>(
    db,
    sql`select r.room_id as "roomId", r.name, r.floor_id as "floorId", f.name as "floorName", r.qr_key as "qrKey"
    from rooms r join floors f on f.floor_id = r.floor_id
    where r.group_id = ${o.groupId} and r.active
      ${o.floorId === undefined ? sql`` : sql`and r.floor_id = ${o.floorId}`} ${o.roomId === undefined ? sql`` : sql`and r.room_id = ${o.roomId}`}
    order by f.level, r.name`,
  );
}

/** One room's QR link (its maid page with the current token); rooms without a floor have none. */
export async function findRoomQrLink(db: Db, o: { groupId: number; roomId: number; origin: string }): Promise<{ roomId: number; url: string }> {
  const [room] = await qrRooms(db, o);
  if (!room)
    throw notFound(`id: hotel ${o.groupId} has no active room ${o.roomId} on a floor (a QR link needs the room's floor).`, { key: 'errors.hk.qrNeedsFloor' });
  return { roomId: room.roomId, url: o.origin + roomPagePath(room, signRoomToken(room.roomId, room.qrKey)) };
}

/**
 * The printable sheet of the rooms' QR codes (PUT /rooms/generateQR): twelve codes per A4 page,
 * each with the hotel, the room and its floor, to stick on the doors. Each code carries the room's
 * current token; nothing is changed (a revocation gives a room a new key, then its code is printed again).
 */
export async function renderQrSheet(db: Db, o: { groupId: number; hotelName: string; floorId?: number | undefined; origin: string }): Promise<Buffer> {
  const list = await qrRooms(db, o);
  // Loaded when a sheet is printed (the PDF is made on its own thread: pdf-maker.ts).
  const { default: QRCode } = await import('qrcode');
  const cells: Content[] = await Promise.all(
    list.map(async (r) => {
      const url = o.origin + roomPagePath(r, signRoomToken(r.roomId, r.qrKey));
      const svg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
      return {
        stack: [
          { text: o.hotelName, fontSize: 8, color: '#555' },
          { text: `Chambre / Room ${r.name}`, bold: true, fontSize: 13, margin: [0, 2, 0, 4] },
          { svg, width: 120, alignment: 'center' },
          { text: r.floorName, fontSize: 8, color: '#555', margin: [0, 4, 0, 0] },
        ],
        alignment: 'center',
        margin: [0, 8, 0, 8],
      } as Content;
    }),
  );
  const rows: Content[][] = [];
  for (let i = 0; i < cells.length; i += 3) rows.push([0, 1, 2].map((j) => cells[i + j] ?? { text: '' }));
  return renderPdf({
    info: { title: `${o.hotelName} — QR codes` },
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 28],
    defaultStyle: { font: 'Helvetica' },
    content: rows.length
      ? [{ table: { widths: ['*', '*', '*'], dontBreakRows: true, body: rows }, layout: 'dashedGrid' }]
      : [{ text: 'No active room on a floor: nothing to print.' }],
  });
}

/** Revokes a room's QR code: a new key, so every code printed before gets 403 (audit 32). */
export async function revokeRoomQr(db: Db, o: { groupId: number; roomId: number; user: Marker }): Promise<void> {
  await db.transaction(async (tx) => {
    const [room] = await tx
      .update(rooms)
      .set({ qrKey: randomBytes(32).toString('hex') })
      .where(and(eq(rooms.roomId, o.roomId), eq(rooms.groupId, o.groupId)))
      .returning({ name: rooms.name });
    if (!room) throw notFound(`id: hotel ${o.groupId} has no room ${o.roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user.userId === null ? null : { userId: o.user.userId, name: o.user.name },
      typeId: AUDIT.ROOM_EDITED,
      text: { key: 'audit.msg.room.qrRevoked', params: { room: room.name } },
      itemId: o.roomId,
      itemNumber: room.name,
    });
  });
}
