import { pgTable, integer, text, serial, boolean, unique, index, uniqueIndex, check, jsonb, date, timestamp, customType } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import type { Photo, RoomTags } from '../../../lib/domain/housekeeping-dto.ts';

export const roomTypes = pgTable(
  'room_types',
  {
    roomTypeId: serial('room_type_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    code: text('code').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(2),
    /** Rack rate per night, minor units (the booking service's fallback). */
    baseRateMinor: integer('base_rate_minor').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
  },
  (t) => [unique('room_types_group_code').on(t.groupId, t.code), check('room_types_capacity', sql`${t.capacity} > 0`)],
);

export const buildings = pgTable(
  'buildings',
  {
    buildingId: serial('building_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
  },
  (t) => [unique('buildings_group_name').on(t.groupId, t.name)],
);

export const floors = pgTable(
  'floors',
  {
    floorId: serial('floor_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.buildingId),
    name: text('name').notNull(),
    level: integer('level').notNull(),
  },
  (t) => [unique('floors_building_name').on(t.buildingId, t.name)],
);

/** Property zones (propertyzones). */
export const zones = pgTable(
  'zones',
  {
    zoneId: serial('zone_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
  },
  (t) => [unique('zones_group_name').on(t.groupId, t.name)],
);

export const rooms = pgTable(
  'rooms',
  {
    roomId: serial('room_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId),
    floorId: integer('floor_id').references(() => floors.floorId),
    zoneId: integer('zone_id').references(() => zones.zoneId),
    housekeepingStatus: text('housekeeping_status').$type<HousekeepingStatus>().notNull().default('CLEAN'),
    active: boolean('active').notNull().default(true),
    tags: jsonb('tags').$type<RoomTags>().notNull().default({ RoomView: [], RoomBedLayout: [], RoomOther: [] }),
    /** Key of the room's QR token (housemaid page): a new key revokes every printed code of the room. */
    qrKey: text('qr_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    unique('rooms_group_name').on(t.groupId, t.name),
    index('rooms_room_type').on(t.roomTypeId),
    check('rooms_housekeeping_status', sql`${t.housekeepingStatus} in ('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER')`),
  ],
);

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/**
 * A room out of order over the nights [fromDay, toDay): it cannot be sold or assigned then. An
 * exclusion constraint forbids two overlapping closures of a room; triggers refuse a closure
 * over an active stay of the room and a stay in a closed room (migration 0007).
 */
export const roomClosures = pgTable(
  'room_closures',
  {
    closureId: serial('closure_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day').notNull(),
    nights: daterange('nights')
      .notNull()
      .generatedAlwaysAs(sql`daterange(from_day, to_day, '[)')`),
    reason: text('reason').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_closures_room').on(t.roomId), check('room_closures_dates', sql`${t.toDay} > ${t.fromDay}`)],
);

export const EQUIPMENT_STATUSES = ['OK', 'NEEDS_INTERVENTION'] as const;

/** Equipment of a room (operations.md §3): type, serial, mark, photos. */
export const equipment = pgTable(
  'equipment',
  {
    equipmentId: serial('equipment_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    serial: text('serial').notNull().default(''),
    mark: text('mark').notNull().default(''),
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
  },
  (t) => [index('equipment_room').on(t.roomId)],
);

export const houseMaids = pgTable(
  'house_maids',
  {
    houseMaidId: serial('house_maid_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('house_maids_group_name').on(t.groupId, t.name)],
);

/** Which maid cleans which room on a day (one maid per room and day). */
export const maidAssignments = pgTable(
  'maid_assignments',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    day: date('day').notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    houseMaidId: integer('house_maid_id')
      .notNull()
      .references(() => houseMaids.houseMaidId, { onDelete: 'cascade' }),
    /** Departure (checkout today) or stay-over: the weight of the room in the balance. */
    kind: text('kind').notNull(),
  },
  (t) => [unique('maid_assignments_room_day').on(t.roomId, t.day), index('maid_assignments_group_day').on(t.groupId, t.day)],
);

export const OCCUPANCY_SEEN = ['OCCUPIED', 'VACANT'] as const;

/**
 * A room cleaned (by a maid through the QR page, or marked on Room Status), then possibly
 * inspected by a supervisor: the Housekeeping Report and its Verification read these rows, the
 * Matching Report compares `seen` with the front desk.
 */
export const roomCleanings = pgTable(
  'room_cleanings',
  {
    cleaningId: serial('cleaning_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    houseMaidId: integer('house_maid_id').references(() => houseMaids.houseMaidId, { onDelete: 'set null' }),
    /** 'qr' (the maid's page) or 'desk' (Room Status). */
    source: text('source').notNull(),
    seen: text('seen'),
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }).notNull().defaultNow(),
    cleanedBy: integer('cleaned_by'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    inspectedBy: integer('inspected_by'),
    /** The phone's id for an offline report: a report sent twice is recorded once. */
    clientRef: text('client_ref'),
  },
  (t) => [
    index('room_cleanings_group_day').on(t.groupId, t.day),
    unique('room_cleanings_client_ref').on(t.roomId, t.clientRef),
    check('room_cleanings_seen', sql`${t.seen} is null or ${t.seen} in ('OCCUPIED', 'VACANT')`),
  ],
);

/** Intervention types (maintenance), per room type or for every room. */
export const interventions = pgTable(
  'interventions',
  {
    interventionId: serial('intervention_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id').references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Every how many days it is due (0: on demand). */
    everyDays: integer('every_days').notNull().default(0),
  },
  (t) => [check('interventions_every_days', sql`${t.everyDays} >= 0`)],
);

export const INSTANCE_STATUSES = ['OPEN', 'DONE'] as const;

/** One intervention to do in one room (reported on an equipment, or planned). */
export const interventionInstances = pgTable(
  'intervention_instances',
  {
    interventionInstanceId: serial('intervention_instance_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    interventionId: integer('intervention_id').references(() => interventions.interventionId, { onDelete: 'set null' }),
    equipmentId: integer('equipment_id').references(() => equipment.equipmentId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    status: text('status').notNull().default('OPEN'),
    /** 'qr' (reported on the maid's page) or 'staff'. */
    source: text('source').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    reportedBy: integer('reported_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    note: text('note').notNull().default(''),
    /** The person (a user of the hotel) who is to do it. */
    assignedTo: integer('assigned_to'),
  },
  (t) => [
    index('intervention_instances_group_day').on(t.groupId, t.day),
    // One open intervention per equipment: reported twice (or a report resent), it is recorded once.
    uniqueIndex('intervention_instances_one_open')
      .on(t.equipmentId)
      .where(sql`${t.status} = 'OPEN' and ${t.equipmentId} is not null`),
    check('intervention_instances_status', sql`${t.status} in ('OPEN', 'DONE')`),
  ],
);

/** The link to the external booking system's units list (settings/new). */
export const bookingSettings = pgTable('booking_settings', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => hotels.groupId),
  url: text('url').notNull(),
  accessToken: text('access_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
