import { sql } from 'drizzle-orm';
import { pgTable, integer, text, jsonb, serial, boolean, timestamp, date, primaryKey, unique, char, check, bigint, time } from 'drizzle-orm/pg-core';
import type { EarlyDepartureRule, GuestIdentification } from '../../../lib/domain/desk-rules.ts';

/** A hotel is a group. Group 0 stands for "all hotels" (users who must choose one). */
export const hotels = pgTable(
  'hotels',
  {
    groupId: integer('group_id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    city: text('city').notNull().default(''),
    countryCode: char('country_code', { length: 2 }).notNull().default('MA'),
    currency: char('currency', { length: 3 }).notNull().default('MAD'),
    timezone: text('timezone').notNull().default('Africa/Casablanca'),
    /** The legal identity printed on invoices. */
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    /** First value: the external booking-system property id. */
    attributes: jsonb('attributes').$type<string[]>().notNull().default([]),
    /** What a check-out before the booked departure does with the nights not slept: drop them, or charge them. */
    earlyDepartureRule: text('early_departure_rule').$type<EarlyDepartureRule>().notNull().default('drop'),
    /** Who must show an identity document at check-in: every adult of the party, or the main guest only. */
    guestIdentification: text('guest_identification').$type<GuestIdentification>().notNull().default('all_adults'),
    /** City tax per adult and night, minor units, posted by the night audit with each room night. */
    cityTaxMinor: bigint('city_tax_minor', { mode: 'number' }).notNull().default(0),
    /** What a no-show costs when the night audit marks it: nothing, the first night, or the whole stay. */
    noShowCharge: text('no_show_charge').$type<'none' | 'first_night' | 'full_stay'>().notNull().default('first_night'),
    /** Month (1-12) the fiscal year starts on its 1st: 'year to date' reports start there. */
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
    /** Earliest local time a business day may be closed: 12:00-23:59 on the day itself, 00:00-11:59 the next morning (migration 0032). */
    closingNotBefore: time('closing_not_before').notNull().default('00:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotels_no_show_charge', sql`${t.noShowCharge} in ('none', 'first_night', 'full_stay')`),
    check('hotels_fiscal_year_start', sql`${t.fiscalYearStartMonth} between 1 and 12`),
    check('hotels_city_tax', sql`${t.cityTaxMinor} >= 0`),
    check('hotels_early_departure_rule', sql`${t.earlyDepartureRule} in ('drop', 'charge')`),
    check('hotels_guest_identification', sql`${t.guestIdentification} in ('all_adults', 'main_guest')`),
  ],
);

/** Points of service (reception, bar, restaurant …). */
export const servicePoints = pgTable(
  'service_points',
  {
    posId: serial('pos_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('service_points_group_code').on(t.groupId, t.code)],
);

/**
 * A business day closed by the night audit: closed once, never twice, with the day's figures as
 * they stood at closing (accumulated reports read these rows, not every stay again). The
 * business date is the day after the last one.
 */
export const businessDays = pgTable(
  'business_days',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    day: date('day').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
    roomsAvailable: integer('rooms_available').notNull().default(0),
    roomsSold: integer('rooms_sold').notNull().default(0),
    roomRevenueMinor: bigint('room_revenue_minor', { mode: 'number' }).notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
    paymentsMinor: bigint('payments_minor', { mode: 'number' }).notNull().default(0),
    arrivals: integer('arrivals').notNull().default(0),
    departures: integer('departures').notNull().default(0),
    guests: integer('guests').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    /** Charge kind (department) to minor units posted that day. */
    revenueByDepartment: jsonb('revenue_by_department').$type<Record<string, number>>().notNull().default({}),
    /** Payment method to minor units received that day. */
    paymentsByMethod: jsonb('payments_by_method').$type<Record<string, number>>().notNull().default({}),
    /** The exchange desk: hotel currency paid out that day, and the foreign cash bought by currency. */
    exchangePaidMinor: bigint('exchange_paid_minor', { mode: 'number' }).notNull().default(0),
    exchangeBought: jsonb('exchange_bought').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.day] })],
);

/** Files of booking history imported (by content hash): importing the same file again adds nothing. */
export const historyImports = pgTable('history_imports', {
  importId: serial('import_id').primaryKey(),
  sha256: char('sha256', { length: 64 }).notNull().unique(),
  fileName: text('file_name').notNull(),
  rows: integer('rows').notNull(),
  skipped: integer('skipped').notNull(),
  groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
  importedBy: integer('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
