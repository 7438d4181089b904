import { pgTable, integer, serial, timestamp, text, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { users } from './users.ts';
import { orders } from './orders.ts';

export const ORDER_MESSAGE_STATUSES = ['sent', 'outbox', 'failed'] as const;
export type OrderMessageStatus = (typeof ORDER_MESSAGE_STATUSES)[number];

/**
 * Mails about an order: sent through SMTP (status 'sent'), kept in the outbox when no SMTP server
 * is configured ('outbox'), or refused by the server ('failed', with its answer).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    orderMessageId: serial('order_message_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    template: integer('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<OrderMessageStatus>().notNull(),
    error: text('error'),
    userId: integer('user_id').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_messages_order').on(t.orderId),
    index('order_messages_group_status').on(t.groupId, t.status),
    check('order_messages_status', sql`${t.status} in ('sent', 'outbox', 'failed')`),
  ],
);
