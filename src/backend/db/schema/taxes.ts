import { pgTable, integer, text, timestamp, primaryKey, foreignKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/**
 * The hotel's tax configuration: the VAT rate of each charge family (room nights, food, beverage,
 * services, fees, city tax…), basis points (1000 = 10 %). A family without a row has no rate: its
 * charges are refused until an administrator sets it; an exemption is a row at 0. Its keys have
 * PostgreSQL's own names: migration 0031 wrote them by hand.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    groupId: integer('group_id').notNull(),
    family: text('family').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'tax_rates_pkey', columns: [t.groupId, t.family] }),
    foreignKey({ name: 'tax_rates_group_id_fkey', columns: [t.groupId], foreignColumns: [hotels.groupId] }),
    foreignKey({ name: 'tax_rates_updated_by_fkey', columns: [t.updatedBy], foreignColumns: [users.userId] }),
    check('tax_rates_family', sql`${t.family} in ('room', 'food', 'beverage', 'service', 'minibar', 'laundry', 'fee', 'city_tax', 'other')`),
    check('tax_rates_rate', sql`${t.rateBp} between 0 and 10000`),
  ],
);
