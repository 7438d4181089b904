import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { guardRoomConflict } from './stay-data.ts';

describe('guardRoomConflict', () => {
  it('turns the exclusion violation (23P01) into a 409 naming the room and dates', async () => {
    const err = await guardRoomConflict({ roomName: '104', checkin: '2026-03-10', checkout: '2026-03-12' }, () =>
      Promise.reject(Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' })),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(409);
    expect((err as AppError).message).toBe('Room 104 is already taken between 2026-03-10 and 2026-03-12; choose another room or other dates.');
  });

  it('lets other errors and results through', async () => {
    await expect(guardRoomConflict({ roomName: '1', checkin: 'a', checkout: 'b' }, () => Promise.resolve(7))).resolves.toBe(7);
    const wrapped = Object.assign(new Error('drizzle'), { cause: { code: '23P01' } });
    await expect(guardRoomConflict({ roomName: '1', checkin: 'a', checkout: 'b' }, () => Promise.reject(wrapped))).rejects.toMatchObject({ code: 'conflict' });
    await expect(guardRoomConflict({ roomName: '1', checkin: 'a', checkout: 'b' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
