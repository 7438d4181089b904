import { pgTable, integer, text, serial, timestamp, index, check, bigint, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { inventoryHolds } from './booking.ts';
import { reservations } from './reservations.ts';
import { ratePlans } from './rates.ts';

/**
 * A hold made by a guest on the hotel's booking site (issue 39): the booking module's hold, with
 * what the guest chose (plan, party) and the key its token is signed with, and the address it
 * came from (the per-address limit on holds counts these rows).
 */
export const bookingSiteHolds = pgTable(
  'booking_site_holds',
  {
    holdId: integer('hold_id')
      .primaryKey()
      .references(() => inventoryHolds.holdId),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    planId: integer('plan_id')
      .notNull()
      .references(() => ratePlans.planId),
    adults: integer('adults').notNull(),
    kidAges: text('kid_ages').notNull().default(''),
    /** The HMAC key of the hold's token: the guest's page carries the token, never the key. */
    tokenKey: text('token_key').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_site_holds_address').on(t.address, t.createdAt), check('booking_site_holds_adults', sql`${t.adults} between 1 and 20`)],
);

/**
 * A stay booked on the booking site: the key of the signed link the confirmation mail carries
 * (a new key revokes the link), the guest's address and language.
 */
export const bookingSiteBookings = pgTable('booking_site_bookings', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.reservationId),
  groupId: integer('group_id')
    .notNull()
    .references(() => hotels.groupId),
  tokenKey: text('token_key').notNull(),
  email: text('email').notNull(),
  language: text('language').notNull().default('en'),
  mailStatus: text('mail_status').notNull().default('outbox'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Holds refused or made, per address and time: the per-address limit reads it (stateless instances share it). */
export const bookingSiteHoldAttempts = pgTable(
  'booking_site_hold_attempts',
  {
    attemptId: serial('attempt_id').primaryKey(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_site_hold_attempts_address').on(t.address, t.at)],
);

/**
 * A hotel's availability stamp: it moves with every committed change to what a quote reads (rates,
 * restrictions, plans, room types, rooms and their closures, stays, holds and imported calendar
 * blocks, the business day). The booking site's offers and the AlpineBits rate plans are kept per
 * stamp: a stamp that has not moved means nothing they show has. Moved by the database's triggers
 * (functions/auberge_availability_touched.sql, auberge_availability_bump.sql), never by a use case.
 */
export const availabilityStamps = pgTable('availability_stamps', {
  groupId: integer('group_id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});

/**
 * The hotels a running transaction changed (one row per transaction and hotel): the row's deferred
 * trigger moves the hotel's stamp at commit and deletes the row, so the stamp's row is locked for
 * the commit only, never while the transaction waits on other locks.
 */
export const availabilityTouches = pgTable(
  'availability_touches',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    groupId: integer('group_id').notNull(),
  },
  (t) => [primaryKey({ name: 'availability_touches_pkey', columns: [t.tx, t.groupId] })],
);
