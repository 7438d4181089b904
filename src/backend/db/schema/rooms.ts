import { pgTable, integer, text, serial, boolean, unique, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';

export const roomTypes = pgTable('room_types', {
  roomTypeId: serial('room_type_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  code: text('code').notNull(),
  name: text('name').notNull(),
  capacity: integer('capacity').notNull().default(2),
  /** Rack rate per night, minor units (the booking service's fallback). */
  baseRateMinor: integer('base_rate_minor').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [unique('room_types_group_code').on(t.groupId, t.code), check('room_types_capacity', sql`${t.capacity} > 0`)]);

export const buildings = pgTable('buildings', {
  buildingId: serial('building_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  name: text('name').notNull(),
});

export const floors = pgTable('floors', {
  floorId: serial('floor_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  buildingId: integer('building_id').notNull().references(() => buildings.buildingId),
  name: text('name').notNull(),
  level: integer('level').notNull(),
});

/** Property zones (propertyzones). */
export const zones = pgTable('zones', {
  zoneId: serial('zone_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  name: text('name').notNull(),
});


export const rooms = pgTable('rooms', {
  roomId: serial('room_id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => hotels.groupId),
  name: text('name').notNull(),
  roomTypeId: integer('room_type_id').notNull().references(() => roomTypes.roomTypeId),
  floorId: integer('floor_id').references(() => floors.floorId),
  zoneId: integer('zone_id').references(() => zones.zoneId),
  housekeepingStatus: text('housekeeping_status').$type<HousekeepingStatus>().notNull().default('CLEAN'),
  active: boolean('active').notNull().default(true),
}, (t) => [
  unique('rooms_group_name').on(t.groupId, t.name),
  index('rooms_room_type').on(t.roomTypeId),
  check('rooms_housekeeping_status', sql`${t.housekeepingStatus} in ('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER')`),
]);
