import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { nightsOf } from '../../../lib/domain/front-desk-dates.ts';
import { parseKidAges } from '../../../lib/domain/kid-ages.ts';
import { findRoomType, lockRoomType, quoteRoomTypes } from '../booking/index.ts';
import type { RoomRow, StayRow } from './stay-data.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/**
 * Takes one more unit of a room type over some nights, or refuses with a 409. Bookings without a
 * room count against their type, so a stay that grows (longer dates) or changes type (upgrade,
 * move) must find the unit free, under the type's lock, which waits for the type's bookings in progress (lockRoomType).
 */
export async function takeRoomTypeUnit(tx: Db, opts: { groupId: number; roomTypeId: number; checkin: string; checkout: string; now: Date }): Promise<void> {
  const nights = nightsOf(opts.checkin, opts.checkout).length;
  if (nights === 0) return;
  const type = await lockRoomType(tx, { groupId: opts.groupId, roomTypeId: opts.roomTypeId });
  const [q] = await quoteRoomTypes(tx, {
    groupId: opts.groupId,
    roomTypeId: opts.roomTypeId,
    checkin: opts.checkin,
    nights,
    adults: 1,
    kidAges: [],
    now: opts.now,
  });
  if ((q?.unitsLeft ?? 0) < 1) {
    throw conflict(`No ${type.name} is left to sell from ${opts.checkin} to ${opts.checkout}: every unit is booked or held.`, {
      key: 'errors.stay.soldOut',
      params: { roomType: type.name, from: dayP(opts.checkin), to: dayP(opts.checkout) },
    });
  }
}

/** Nights a stay did not hold yet, before or after its old dates, must be left to sell in its room type. */
export async function takeAddedNights(tx: Db, opts: { stay: StayRow; next: { checkin: string; checkout: string }; now: Date }): Promise<void> {
  const { stay, next } = opts;
  const unit = { groupId: stay.groupId, roomTypeId: stay.roomTypeId, now: opts.now };
  if (next.checkin < stay.checkin)
    await takeRoomTypeUnit(tx, { ...unit, checkin: next.checkin, checkout: next.checkout < stay.checkin ? next.checkout : stay.checkin });
  if (next.checkout > stay.checkout)
    await takeRoomTypeUnit(tx, { ...unit, checkin: next.checkin > stay.checkout ? next.checkin : stay.checkout, checkout: next.checkout });
}

/** The party of a stay in words, for refusals ('2 adults and 1 child'). */
export function describeParty(adults: number, kids: number): string {
  const a = `${adults} adult${adults === 1 ? '' : 's'}`;
  return kids > 0 ? `${a} and ${kids} child${kids === 1 ? '' : 'ren'}` : a;
}

/**
 * The room type a stay ends with in `room`: its own, or — an upgrade, asked for explicitly — the
 * room's, whose unit it then takes over the whole stay. Another type must sleep the whole party.
 */
export async function fitRoomType(tx: Db, opts: { stay: StayRow; room: RoomRow; upgrade: boolean; now: Date }): Promise<number> {
  const { stay, room } = opts;
  if (room.roomTypeId === stay.roomTypeId) return stay.roomTypeId;
  const type = await findRoomType(tx, { groupId: stay.groupId, roomTypeId: room.roomTypeId });
  const kids = parseKidAges(stay.kidAges).length;
  if (type.capacity < stay.adults + kids) {
    throw conflict(
      `Room ${room.name} is a ${type.name} for ${type.capacity}; reservation ${stay.number} is for ${describeParty(stay.adults, kids)}. Choose a room that sleeps the whole party.`,
      { key: 'errors.stay.roomTooSmall', params: { room: room.name, roomType: type.name, capacity: type.capacity, adults: stay.adults, children: kids } },
    );
  }
  if (!opts.upgrade)
    throw conflict(
      `Room ${room.name} is of another room type (${type.name}) than reservation ${stay.number} booked; choose it as an upgrade (upgrade: true) to give it anyway.`,
      { key: 'errors.stay.upgradeNeeded', params: { room: room.name, roomType: type.name } },
    );
  await takeRoomTypeUnit(tx, { groupId: stay.groupId, roomTypeId: room.roomTypeId, checkin: stay.checkin, checkout: stay.checkout, now: opts.now });
  return room.roomTypeId;
}
