import { describe, expect, it } from 'vitest';
import { roomPagePath, signRoomToken, verifyRoomToken } from './room-token.ts';

describe('room token', () => {
  const key = 'a'.repeat(64);
  it("accepts the room's own token only", () => {
    const token = signRoomToken(12, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyRoomToken(12, key, token)).toBe(true);
    expect(verifyRoomToken(13, key, token)).toBe(false);
    expect(verifyRoomToken(12, 'b'.repeat(64), token)).toBe(false);
    expect(verifyRoomToken(12, key, token.slice(0, -1))).toBe(false);
    expect(verifyRoomToken(12, key, '')).toBe(false);
  });
  it('builds the page path the QR code carries', () => {
    expect(roomPagePath({ floorId: 3, name: 'Suite 1' }, 'tok')).toBe('/housemaid/reporting/3/Suite%201?k=tok');
  });
});
