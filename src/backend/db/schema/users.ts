import { pgTable, integer, text, serial, boolean, timestamp, primaryKey, jsonb, char, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels, servicePoints } from './hotels.ts';
import { customers } from './customers.ts';

export const roles = pgTable('roles', {
  roleId: serial('role_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** 'menuIndex:itemIndex' pairs separated by ';' (front-office.md §3). */
  activatedMenu: text('activated_menu').notNull().default(''),
});

/** Capabilities that the old app tied to user ids; here they are granted per user. */
export const PERMISSIONS = ['exchange_rate', 'restricted_sections', 'all_hotels', 'chauffeur', 'forced_reservation', 'early_closing'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    /** Links the identity to the user: agency code + agent code, else the identity subject. */
    code: text('code').notNull().unique(),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash'),
    language: char('language', { length: 2 }).notNull().default('en'),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    posId: integer('pos_id').references(() => servicePoints.posId),
    /** Set for partner (B2B) users: the company they book for. */
    customerId: integer('customer_id').references(() => customers.customerId),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locked by an administrator: no sign-in and no API call until unlocked (migration 0033). */
    locked: boolean('locked').notNull().default(false),
    /** Access tokens issued before this are refused: a password reset, a role change or a lock ends the user's sessions. */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_language', sql`${t.language} in ('en', 'fr')`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userPreferredHotels = pgTable(
  'user_preferred_hotels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

export const userPreferredPos = pgTable(
  'user_preferred_pos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    posId: integer('pos_id')
      .notNull()
      .references(() => servicePoints.posId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.posId] })],
);
