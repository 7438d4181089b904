import { pgTable, integer, serial, bigserial, timestamp, date, char, bigint, text, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';
import { payments } from './cashiering.ts';
import { exchangeOperations } from './exchange.ts';

/**
 * A cashier's shift at a cash drawer (migration 0032): opened with a float in the hotel's
 * currency, closed with the cash counted per currency. cashier_id null: the hotel's house drawer.
 * One open shift per cashier and one open house drawer per hotel (partial unique indexes); a closed
 * shift, its movements and counts never change (triggers).
 */
export const cashShifts = pgTable('cash_shifts', {
  shiftId: serial('shift_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  cashierId: integer('cashier_id').references(() => users.userId),
  currency: char('currency', { length: 3 }).notNull(),
  openingFloatMinor: bigint('opening_float_minor', { mode: 'number' }).notNull(),
  openedDay: date('opened_day').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  openedBy: integer('opened_by').references(() => users.userId),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedDay: date('closed_day'),
  closedBy: integer('closed_by').references(() => users.userId),
  note: text('note').notNull().default(''),
}, (t) => [
  index('cash_shifts_group_opened').on(t.groupId, t.openedAt),
  check('cash_shifts_float', sql`${t.openingFloatMinor} >= 0`),
]);

export const CASH_MOVEMENT_KINDS = ['payment', 'refund', 'exchange_in', 'exchange_out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** Cash into (+) or out of (-) a shift's drawer, in the notes' currency; written by triggers on payments and exchange operations. */
export const cashMovements = pgTable('cash_movements', {
  movementId: bigserial('movement_id', { mode: 'number' }).primaryKey(),
  shiftId: integer('shift_id').notNull().references(() => cashShifts.shiftId),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  kind: text('kind').$type<CashMovementKind>().notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  hotelAmountMinor: bigint('hotel_amount_minor', { mode: 'number' }).notNull(),
  day: date('day').notNull(),
  paymentId: integer('payment_id').unique().references(() => payments.paymentId, { onDelete: 'cascade' }),
  exchangeOperationId: integer('exchange_operation_id').references(() => exchangeOperations.operationId),
  userId: integer('user_id').references(() => users.userId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cash_movements_shift').on(t.shiftId)]);

/** The count of a closed shift, per currency: expected, counted and their difference (kept). */
export const cashShiftCounts = pgTable('cash_shift_counts', {
  shiftId: integer('shift_id').notNull().references(() => cashShifts.shiftId),
  currency: char('currency', { length: 3 }).notNull(),
  expectedMinor: bigint('expected_minor', { mode: 'number' }).notNull(),
  countedMinor: bigint('counted_minor', { mode: 'number' }).notNull(),
  differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.shiftId, t.currency] }),
  check('cash_shift_counts_difference', sql`${t.differenceMinor} = ${t.countedMinor} - ${t.expectedMinor}`),
]);
