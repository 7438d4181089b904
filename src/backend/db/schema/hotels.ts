import { pgTable, integer, text, jsonb, serial, boolean, timestamp, date, primaryKey, unique, char } from 'drizzle-orm/pg-core';

/** A hotel is a group. Group 0 stands for "all hotels" (users who must choose one). */
export const hotels = pgTable('hotels', {
  groupId: integer('group_id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  city: text('city').notNull().default(''),
  countryCode: char('country_code', { length: 2 }).notNull().default('MA'),
  currency: char('currency', { length: 3 }).notNull().default('MAD'),
  timezone: text('timezone').notNull().default('Africa/Casablanca'),
  /** First value: the external booking-system property id. */
  /** The legal identity printed on invoices. */
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  attributes: jsonb('attributes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
