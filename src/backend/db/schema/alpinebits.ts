import { pgTable, integer, text, serial, timestamp, boolean, unique, index, check, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { reservations } from './reservations.ts';

/**
 * A hotel's AlpineBits HotelData connection (issue 39): the portal's endpoint, the HTTP Basic
 * credentials and the hotel code it knows the hotel by. Auberge is the client: it pushes FreeRooms
 * and pulls GuestRequests. The last push and pull with their state and error in words.
 */
export const alpinebitsConnections = pgTable(
  'alpinebits_connections',
  {
    connectionId: serial('connection_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
    url: text('url').notNull(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    hotelCode: text('hotel_code').notNull(),
    active: boolean('active').notNull().default(true),
    /** The FreeRooms content last accepted by the portal (its hash): a push is sent when it moves. */
    pushedHash: text('pushed_hash'),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    lastPushStatus: text('last_push_status'),
    lastPullAt: timestamp('last_pull_at', { withTimezone: true }),
    lastPullStatus: text('last_pull_status'),
    lastError: text('last_error'),
    /** What the portal declared in its last handshake: per action it speaks, the capabilities it supports (null: no handshake yet). */
    capabilities: jsonb('capabilities').$type<Record<string, string[]>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alpinebits_connections_group').on(t.groupId), check('alpinebits_connections_url', sql`${t.url} ~ '^https?://'`)],
);

/** Every message sent to a portal, each attempt with its answer (HTTP status, body, error in words). */
export const alpinebitsMessages = pgTable(
  'alpinebits_messages',
  {
    messageId: serial('message_id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => alpinebitsConnections.connectionId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    attempt: integer('attempt').notNull(),
    httpStatus: integer('http_status'),
    ok: boolean('ok').notNull(),
    request: text('request').notNull(),
    response: text('response').notNull().default(''),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alpinebits_messages_connection').on(t.connectionId, t.messageId)],
);

/** A reservation pulled from a portal: booked (its stay) or refused (why), and whether the portal was told. */
export const alpinebitsReservations = pgTable(
  'alpinebits_reservations',
  {
    pulledId: serial('pulled_id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => alpinebitsConnections.connectionId, { onDelete: 'cascade' }),
    resId: text('res_id').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.reservationId),
    refused: text('refused'),
    acknowledged: boolean('acknowledged').notNull().default(false),
    pulledAt: timestamp('pulled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('alpinebits_reservations_res').on(t.connectionId, t.resId),
    check('alpinebits_reservations_outcome', sql`(${t.reservationId} is null) <> (${t.refused} is null)`),
  ],
);
