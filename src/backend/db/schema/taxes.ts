import { pgTable, integer, text, timestamp, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/**
 * The hotel's tax configuration: the VAT rate of each charge family (room nights, food, beverage,
 * services, fees, city tax…), basis points (1000 = 10 %). A family without a row has no rate: its
 * charges are refused until an administrator sets it; an exemption is a row at 0.
 */
export const taxRates = pgTable('tax_rates', {
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  family: text('family').notNull(),
  rateBp: integer('rate_bp').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.userId),
}, (t) => [
  primaryKey({ columns: [t.groupId, t.family] }),
  check('tax_rates_family', sql`${t.family} in ('room', 'food', 'beverage', 'service', 'minibar', 'laundry', 'fee', 'city_tax', 'other')`),
  check('tax_rates_rate', sql`${t.rateBp} between 0 and 10000`),
]);
