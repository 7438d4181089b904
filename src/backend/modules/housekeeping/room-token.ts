import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The room token a QR code carries: an HMAC-SHA256 of the room id under the room's own key
 * (rooms.qr_key). Only the server knows the key, so a token cannot be forged or moved to another
 * room; giving the room a new key revokes every code printed before.
 */
export function signRoomToken(roomId: number, key: string): string {
  return createHmac('sha256', key).update(`auberge-room:${roomId}`).digest('base64url');
}

/** Whether `token` is the room's current token, compared in constant time. */
export function verifyRoomToken(roomId: number, key: string, token: string): boolean {
  const expected = Buffer.from(signRoomToken(roomId, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The maid's page of a room, with its token (what the QR code encodes, after the site's origin). */
export function roomPagePath(room: { floorId: number; name: string }, token: string): string {
  return `/housemaid/reporting/${room.floorId}/${encodeURIComponent(room.name)}?k=${token}`;
}
