import { pgTable, integer, text, serial, timestamp, date, boolean, unique, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { roomTypes, rooms } from './rooms.ts';
import { inventoryHolds } from './booking.ts';

/**
 * An ICS feed the hotel gives a channel (Airbnb, Vrbo, Booking.com: issue 39): the unavailable
 * nights of a room type, or of one room. Its link carries a token signed with `token_key`; revoking
 * the feed (or a new key) ends the link.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    feedId: serial('feed_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId),
    roomId: integer('room_id').references(() => rooms.roomId),
    channelName: text('channel_name').notNull(),
    tokenKey: text('token_key').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ical_feeds_group').on(t.groupId)],
);

/** A channel's calendar the hotel reads (per room type): its events block units, as the desk's holds do. */
export const icalImports = pgTable(
  'ical_imports',
  {
    importId: serial('import_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId),
    channelName: text('channel_name').notNull(),
    url: text('url').notNull(),
    active: boolean('active').notNull().default(true),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** 'ok' | 'failed' | null (never fetched); the failure's words in last_error. */
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ical_imports_group').on(t.groupId), check('ical_imports_url', sql`${t.url} ~ '^https?://'`)],
);

/**
 * An event of an imported calendar: its nights, and the confirmed hold that blocks a unit for them
 * (null: a conflict, no unit was left; shown to the desk, never overbooked).
 */
export const icalImportBlocks = pgTable(
  'ical_import_blocks',
  {
    blockId: serial('block_id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => icalImports.importId, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    summary: text('summary').notNull().default(''),
    holdId: integer('hold_id').references(() => inventoryHolds.holdId),
    conflict: boolean('conflict').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ical_import_blocks_uid').on(t.importId, t.uid), check('ical_import_blocks_dates', sql`${t.checkout} > ${t.checkin}`)],
);
