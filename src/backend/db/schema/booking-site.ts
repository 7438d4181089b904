import { pgTable, integer, text, serial, timestamp, index, check } from 'drizzle-orm/pg-core';
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
