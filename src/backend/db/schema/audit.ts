import { pgTable, integer, text, bigserial, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';

export const auditEventTypes = pgTable('audit_event_types', {
  auditEventTypeId: integer('audit_event_type_id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
});

/** Append-only (a trigger refuses UPDATE and DELETE). */
export const auditEvents = pgTable(
  'audit_events',
  {
    auditEventId: bigserial('audit_event_id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    userId: integer('user_id'),
    userName: text('user_name').notNull().default(''),
    typeId: integer('type_id')
      .notNull()
      .references(() => auditEventTypes.auditEventTypeId),
    /** English, also when messageKey is set (its rendering): exports, search and the API read it. */
    message: text('message').notNull(),
    /** An 'audit.msg.*' translation key and its values, for the events the server writes (migration 0021). */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    priority: text('priority').notNull().default('Critical'),
    itemId: integer('item_id'),
    itemNumber: text('item_number'),
    detail: text('detail'),
    /** An 'audit.detail.*' translation key and its values (migration 0043): the detail in the reader's language; `detail` keeps its English. */
    detailKey: text('detail_key'),
    detailParams: jsonb('detail_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_group_created').on(t.groupId, t.createdAt), index('audit_events_item').on(t.itemId)],
);
