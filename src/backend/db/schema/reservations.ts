import { pgTable, integer, text, serial, timestamp, date, boolean, bigint, char, index, uniqueIndex, customType, check, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { rooms, roomTypes } from './rooms.ts';
import { customers, marketSegments, docTypes } from './customers.ts';
import { orders, orderItems } from './orders.ts';
import { users } from './users.ts';

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/**
 * A stay. The exclusion constraint `reservations_no_double_booking` (migration 0001) forbids two
 * active stays (statuses 0, 2, 3) of one room over overlapping nights.
 */
export const reservations = pgTable(
  'reservations',
  {
    reservationId: serial('reservation_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.itemId)
      .unique(),
    /** Booking number (the order number once confirmed, with a suffix per room). */
    number: text('number').notNull(),
    boNumber: text('bo_number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** The company a partner booked for. */
    partnerId: integer('partner_id').references(() => customers.customerId),
    guestName: text('guest_name').notNull(),
    segmentId: integer('segment_id').references(() => marketSegments.segmentId),
    channel: integer('channel').notNull().default(15),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId),
    roomId: integer('room_id').references(() => rooms.roomId),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    stay: daterange('stay')
      .notNull()
      .generatedAlwaysAs(sql`daterange(checkin, checkout, '[)')`),
    adults: integer('adults').notNull().default(1),
    kidAges: text('kid_ages').notNull().default(''),
    status: integer('status').notNull().default(0),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull().default('MAD'),
    invoiced: boolean('invoiced').notNull().default(false),
    forced: boolean('forced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.userId),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelPriceMinor: bigint('cancel_price_minor', { mode: 'number' }),
  },
  (t) => [
    unique('reservations_group_number').on(t.groupId, t.number),
    // Both also INCLUDE (status), which drizzle cannot state: migration 0020 (BEYOND_DRIZZLE in tests/helpers/schema-catalogue.ts).
    index('reservations_group_checkin').on(t.groupId, t.checkin),
    index('reservations_group_checkout').on(t.groupId, t.checkout),
    // A room's stays over some nights (btree_gist, migration 0001), and the search by guest name:
    // any part of it (pg_trgm, 0005), in one hotel (btree_gin, 0050).
    index('reservations_room_stay').using('gist', t.groupId, t.stay),
    index('reservations_guest_name_trgm').using('gin', t.groupId, sql`lower(${t.guestName}) gin_trgm_ops`),
    // The header search's "booking or BO number starts with" in one hotel, any case (migration 0051).
    index('reservations_group_number_prefix').on(t.groupId, sql`lower(${t.number}) text_pattern_ops`),
    index('reservations_group_bo_number_prefix').on(t.groupId, sql`lower(${t.boNumber}) text_pattern_ops`),
    index('reservations_group_created').on(t.groupId, t.createdAt),
    index('reservations_group_status').on(t.groupId, t.status),
    // The expected stays by arrival: the closing's no-shows, the arrivals to come (migration 0024).
    index('reservations_expected_checkin')
      .on(t.groupId, t.checkin)
      .where(sql`${t.status} = 0`),
    index('reservations_customer').on(t.customerId),
    index('reservations_partner').on(t.partnerId),
    index('reservations_order').on(t.orderId),
    // One in-house stay per room (migration 0029): a due-out and an arrival never overlap in nights, yet one party holds the room at a time.
    uniqueIndex('reservations_one_in_house_per_room')
      .on(t.roomId)
      .where(sql`${t.status} = 2 and ${t.roomId} is not null`),
    // A day use (history import: 0 nights, arrival = departure) only once it is over: never expected nor in house.
    check('reservations_dates', sql`${t.checkout} > ${t.checkin} or (${t.checkout} = ${t.checkin} and ${t.status} in (3, 5, 6))`),
    check('reservations_status', sql`${t.status} in (0, 2, 3, 5, 6)`),
    check('reservations_adults', sql`${t.adults} >= 1`),
    check('reservations_price', sql`${t.priceMinor} >= 0`),
  ],
);

/** Guests registered at (pre-)check-in, as a hotel registration card needs them. */
export const reservationGuests = pgTable(
  'reservation_guests',
  {
    guestId: serial('guest_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservationId, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.customerId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationality: char('nationality', { length: 2 }),
    birthDate: date('birth_date'),
    docTypeId: integer('doc_type_id').references(() => docTypes.docTypeId),
    docNumber: text('doc_number'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('reservation_guests_reservation').on(t.reservationId)],
);

export const reservationTags = pgTable(
  'reservation_tags',
  {
    tagId: serial('tag_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservationId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reservation_tags_group_tag').on(t.groupId, t.tag)],
);

export const reservationNotes = pgTable(
  'reservation_notes',
  {
    noteId: serial('note_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.reservationId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId),
    message: text('message').notNull(),
    type: text('type').notNull().default('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_notes_reservation').on(t.reservationId)],
);
