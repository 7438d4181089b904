import {
  pgTable,
  integer,
  serial,
  bigserial,
  timestamp,
  date,
  char,
  bigint,
  text,
  index,
  uniqueIndex,
  check,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';
import { payments } from './cashiering.ts';
import { exchangeOperations } from './exchange.ts';

/**
 * A cashier's shift at a cash drawer (migration 0032): opened with a float in the hotel's
 * currency, closed with the cash counted per currency. cashier_id null: the hotel's house drawer.
 * One open shift per cashier and one open house drawer per hotel (partial unique indexes); a closed
 * shift, its movements and counts never change (triggers). Its keys have PostgreSQL's own names
 * (`<table>_<column>_fkey`): migration 0032 wrote them by hand.
 */
export const cashShifts = pgTable(
  'cash_shifts',
  {
    shiftId: serial('shift_id').primaryKey(),
    groupId: integer('group_id').notNull(),
    cashierId: integer('cashier_id'),
    currency: char('currency', { length: 3 }).notNull(),
    openingFloatMinor: bigint('opening_float_minor', { mode: 'number' }).notNull(),
    openedDay: date('opened_day').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: integer('opened_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedDay: date('closed_day'),
    closedBy: integer('closed_by'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    foreignKey({ name: 'cash_shifts_group_id_fkey', columns: [t.groupId], foreignColumns: [hotels.groupId] }),
    foreignKey({ name: 'cash_shifts_cashier_id_fkey', columns: [t.cashierId], foreignColumns: [users.userId] }),
    foreignKey({ name: 'cash_shifts_opened_by_fkey', columns: [t.openedBy], foreignColumns: [users.userId] }),
    foreignKey({ name: 'cash_shifts_closed_by_fkey', columns: [t.closedBy], foreignColumns: [users.userId] }),
    // One open shift per cashier (whatever the hotel), one open house drawer per hotel.
    uniqueIndex('cash_shifts_one_open_per_cashier')
      .on(t.cashierId)
      .where(sql`${t.closedAt} is null and ${t.cashierId} is not null`),
    uniqueIndex('cash_shifts_one_open_house')
      .on(t.groupId)
      .where(sql`${t.closedAt} is null and ${t.cashierId} is null`),
    index('cash_shifts_group_opened').on(t.groupId, t.openedAt),
    check('cash_shifts_float', sql`${t.openingFloatMinor} >= 0`),
    check('cash_shifts_closed', sql`(${t.closedAt} is null) = (${t.closedDay} is null) and (${t.closedAt} is null) = (${t.closedBy} is null)`),
  ],
);

export const CASH_MOVEMENT_KINDS = ['payment', 'refund', 'exchange_in', 'exchange_out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** Cash into (+) or out of (-) a shift's drawer, in the notes' currency; written by triggers on payments and exchange operations. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    movementId: bigserial('movement_id', { mode: 'number' }).primaryKey(),
    shiftId: integer('shift_id').notNull(),
    groupId: integer('group_id').notNull(),
    kind: text('kind').$type<CashMovementKind>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    hotelAmountMinor: bigint('hotel_amount_minor', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    paymentId: integer('payment_id').unique('cash_movements_payment_id_key'),
    exchangeOperationId: integer('exchange_operation_id'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'cash_movements_shift_id_fkey', columns: [t.shiftId], foreignColumns: [cashShifts.shiftId] }),
    foreignKey({ name: 'cash_movements_group_id_fkey', columns: [t.groupId], foreignColumns: [hotels.groupId] }),
    foreignKey({ name: 'cash_movements_payment_id_fkey', columns: [t.paymentId], foreignColumns: [payments.paymentId] }).onDelete('cascade'),
    foreignKey({ name: 'cash_movements_exchange_operation_id_fkey', columns: [t.exchangeOperationId], foreignColumns: [exchangeOperations.operationId] }),
    foreignKey({ name: 'cash_movements_user_id_fkey', columns: [t.userId], foreignColumns: [users.userId] }),
    index('cash_movements_shift').on(t.shiftId),
    // An exchange operation moves the drawer once in (its foreign cash) and at most once out.
    uniqueIndex('cash_movements_exchange')
      .on(t.exchangeOperationId, t.kind)
      .where(sql`${t.exchangeOperationId} is not null`),
    check('cash_movements_kind', sql`${t.kind} in ('payment', 'refund', 'exchange_in', 'exchange_out')`),
    check('cash_movements_amount', sql`${t.amountMinor} <> 0`),
    check('cash_movements_source', sql`(${t.paymentId} is not null) <> (${t.exchangeOperationId} is not null)`),
  ],
);

/** The count of a closed shift, per currency: expected, counted and their difference (kept). */
export const cashShiftCounts = pgTable(
  'cash_shift_counts',
  {
    shiftId: integer('shift_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    expectedMinor: bigint('expected_minor', { mode: 'number' }).notNull(),
    countedMinor: bigint('counted_minor', { mode: 'number' }).notNull(),
    differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'cash_shift_counts_pkey', columns: [t.shiftId, t.currency] }),
    foreignKey({ name: 'cash_shift_counts_shift_id_fkey', columns: [t.shiftId], foreignColumns: [cashShifts.shiftId] }),
    check('cash_shift_counts_counted', sql`${t.countedMinor} >= 0`),
    check('cash_shift_counts_difference', sql`${t.differenceMinor} = ${t.countedMinor} - ${t.expectedMinor}`),
  ],
);
