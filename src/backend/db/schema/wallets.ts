import { pgTable, integer, serial, timestamp, bigint, text, boolean, index, uniqueIndex, check, foreignKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels, servicePoints } from './hotels.ts';
import { users } from './users.ts';
import { reservations } from './reservations.ts';
import { orderItems } from './orders.ts';
import { payments } from './cashiering.ts';

/**
 * An RFID wallet: a stay's hotel-card tag that pays at the service points up to a limit. The
 * check `spent <= limit` is the last word: no two terminals can together pass the limit.
 */
export const rfidWallets = pgTable(
  'rfid_wallets',
  {
    walletId: serial('wallet_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    rfidKey: text('rfid_key').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservationId),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.itemId),
    limitMinor: bigint('limit_minor', { mode: 'number' }).notNull().default(0),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfid_wallets_active_key')
      .on(t.groupId, t.rfidKey)
      .where(sql`${t.active}`),
    index('rfid_wallets_reservation').on(t.reservationId),
    check('rfid_wallets_amounts', sql`${t.limitMinor} >= 0 and ${t.spentMinor} >= 0 and ${t.spentMinor} <= ${t.limitMinor}`),
  ],
);

/**
 * The wallet's ledger (append-only): a service point's charge, a folio paid with the wallet (both
 * positive) or a refund to the wallet (negative: a payment's, or a service point's charge given back). A trigger moves the wallet's
 * spent amount with each row, so remaining = limit - charges + refunds; its check keeps it >= 0.
 */
export const walletCharges = pgTable(
  'wallet_charges',
  {
    walletChargeId: serial('wallet_charge_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => rfidWallets.walletId),
    posId: integer('pos_id').references(() => servicePoints.posId),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** The charge it posted on the stay's folio. */
    folioChargeId: integer('folio_charge_id'),
    /** The folio payment (method rfid_wallet) this movement settles or refunds (its key: migration 0031's name). */
    paymentId: integer('payment_id'),
    /** The service point's charge this movement refunds (negative), wholly or in part (0038). */
    refundOf: integer('refund_of'),
    userId: integer('user_id').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'wallet_charges_payment_id_fkey', columns: [t.paymentId], foreignColumns: [payments.paymentId] }),
    index('wallet_charges_wallet').on(t.walletId),
    index('wallet_charges_payment')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    foreignKey({ name: 'wallet_charges_refund_of_fkey', columns: [t.refundOf], foreignColumns: [t.walletChargeId] }),
    index('wallet_charges_refund_of')
      .on(t.refundOf)
      .where(sql`${t.refundOf} is not null`),
    check(
      'wallet_charges_amount',
      sql`${t.amountMinor} > 0 or (${t.paymentId} is not null and ${t.amountMinor} <> 0) or (${t.refundOf} is not null and ${t.amountMinor} < 0)`,
    ),
    check('wallet_charges_refund_negative', sql`${t.refundOf} is null or (${t.amountMinor} < 0 and ${t.paymentId} is null)`),
  ],
);
