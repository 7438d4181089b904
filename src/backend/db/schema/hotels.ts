import { sql } from 'drizzle-orm';
import { pgTable, integer, text, jsonb, serial, boolean, timestamp, date, primaryKey, unique, char, check } from 'drizzle-orm/pg-core';
import type { EarlyDepartureRule, GuestIdentification } from '../../../lib/domain/desk-rules.ts';

/** A hotel is a group. Group 0 stands for "all hotels" (users who must choose one). */
export const hotels = pgTable('hotels', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('hotels_early_departure_rule', sql`${t.earlyDepartureRule} in ('drop', 'charge')`),
  check('hotels_guest_identification', sql`${t.guestIdentification} in ('all_adults', 'main_guest')`),
]);

/** Points of service (reception, bar, restaurant …). */
export const servicePoints = pgTable('service_points', {
  posId: serial('pos_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  name: text('name').notNull(),
  code: text('code').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [unique('service_points_group_code').on(t.groupId, t.code)]);

/** A business day closed by the night audit: closed once, never twice. The hotel date is the last one. */
export const businessDays = pgTable('business_days', {
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  day: date('day').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: integer('closed_by'),
}, (t) => [primaryKey({ columns: [t.groupId, t.day] })]);
