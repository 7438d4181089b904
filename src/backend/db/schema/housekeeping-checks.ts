import { pgTable, integer, text, serial, unique, index, check, date, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { roomCleanings, rooms } from './rooms.ts';

export const INSPECTION_RESULTS = ['INSPECTED', 'REJECTED'] as const;

/**
 * A supervisor's verdict on one cleaning (Verification, /front-desk/Housekeeping-Report-Control):
 * inspected, or rejected with a note (the room goes back to dirty). One verdict per cleaning.
 */
export const roomInspections = pgTable(
  'room_inspections',
  {
    inspectionId: serial('inspection_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    cleaningId: integer('cleaning_id')
      .notNull()
      .references(() => roomCleanings.cleaningId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    result: text('result').notNull(),
    note: text('note').notNull().default(''),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull().defaultNow(),
    inspectedBy: integer('inspected_by'),
  },
  (t) => [
    unique('room_inspections_cleaning').on(t.cleaningId),
    index('room_inspections_group_day').on(t.groupId, t.day),
    check('room_inspections_result', sql`${t.result} in ('INSPECTED', 'REJECTED')`),
  ],
);

/**
 * What housekeeping found in a room on a day, occupied or vacant (the Matching Report compares it
 * with the front desk). The last word of the day counts; each change is audited.
 */
export const roomOccupancyChecks = pgTable(
  'room_occupancy_checks',
  {
    checkId: serial('check_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.roomId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seen: text('seen').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: integer('checked_by'),
  },
  (t) => [
    unique('room_occupancy_checks_room_day').on(t.roomId, t.day),
    index('room_occupancy_checks_group_day').on(t.groupId, t.day),
    check('room_occupancy_checks_seen', sql`${t.seen} in ('OCCUPIED', 'VACANT')`),
  ],
);
