import { pgTable, integer, text, serial, timestamp, date, bigint, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { roomTypes } from './rooms.ts';
import { users } from './users.ts';
import type { HoldStatus } from '../../../lib/domain/booking-dto.ts';

/** The booking service's rate of one room type for one night on one channel (minor units). */
export const roomRates = pgTable(
  'room_rates',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    channel: integer('channel').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.day, t.channel] }), check('room_rates_price', sql`${t.priceMinor} >= 0`)],
);

/**
 * What a child of an age band adds to a night of a room type: a percent of the night's rate, or a
 * fixed amount in minor units (exactly one of the two).
 */
export const childRateBands = pgTable(
  'child_rate_bands',
  {
    bandId: serial('band_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    percent: integer('percent'),
    fixedMinor: bigint('fixed_minor', { mode: 'number' }),
  },
  (t) => [
    index('child_rate_bands_room_type').on(t.roomTypeId),
    check('child_rate_bands_ages', sql`${t.minAge} >= 0 and ${t.maxAge} >= ${t.minAge}`),
    check(
      'child_rate_bands_price',
      sql`(${t.percent} is null) <> (${t.fixedMinor} is null) and coalesce(${t.percent}, 0) >= 0 and coalesce(${t.fixedMinor}, 0) >= 0`,
    ),
  ],
);

/**
 * Units of a room type held over some nights. A 'held' hold counts until it expires; a
 * 'confirmed' one until it is cancelled or consumed by a booking.
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    holdId: serial('hold_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    units: integer('units').notNull().default(1),
    status: text('status').$type<HoldStatus>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reservationId: integer('reservation_id'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_holds_group_checkin').on(t.groupId, t.checkin),
    check('inventory_holds_dates', sql`${t.checkout} > ${t.checkin}`),
    check('inventory_holds_units', sql`${t.units} > 0`),
    check('inventory_holds_status', sql`${t.status} in ('held', 'confirmed', 'cancelled', 'consumed')`),
  ],
);

// Order numbers: one sequence per hotel, auberge_order_numbers_<group_id> (migration 0026), made at its first order.
