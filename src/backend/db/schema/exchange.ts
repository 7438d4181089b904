import { pgTable, integer, serial, timestamp, date, char, numeric, bigint, text, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/**
 * Exchange rates live with the cashiering schema (cashiering.ts). An exchange desk operation: a guest sells `amountMinor` of a foreign currency and the hotel
 * pays out `paidMinor` of its own currency at the rate kept on the row.
 */
export const exchangeOperations = pgTable(
  'exchange_operations',
  {
    operationId: serial('operation_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    day: date('day').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    rateDay: date('rate_day').notNull(),
    paidCurrency: char('paid_currency', { length: 3 }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    guestName: text('guest_name').notNull(),
    docNumber: text('doc_number').notNull(),
    reservationId: integer('reservation_id'),
    userId: integer('user_id').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_operations_group_day').on(t.groupId, t.day), check('exchange_operations_amount', sql`${t.amountMinor} > 0 and ${t.paidMinor} >= 0`)],
);
