import { pgTable, integer, bigint, text, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The app's server-side sessions, shared by every instance. Tokens stay here, never in the browser. */
export const appSessions = pgTable(
  'app_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_sessions_expires').on(t.expiresAt), index('app_sessions_user').on(t.userId)],
);

/** The embedded identity provider's storage (oidc-provider adapter): sessions, grants, codes, tokens. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('oidc_payloads_kind_id').on(t.kind, t.id), index('oidc_payloads_grant').on(t.grantId), index('oidc_payloads_uid').on(t.uid)],
);

/** Signing keys of the embedded provider and the cookie secrets, generated on first start. */
export const serverKeys = pgTable('server_keys', {
  kid: text('kid').primaryKey(),
  use: text('use').notNull(),
  key: jsonb('key').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins counted per key, shared by every instance (migration 0033): 'user:<id>' (a known
 * account), 'name:<name>' (a name no active user has, counted the same way so that the answers say
 * nothing about who exists) and 'address:<address>' (one client address, any name). `waitUntil` is
 * when the key's next attempt may be checked.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  waitUntil: timestamp('wait_until', { withTimezone: true }),
});

/**
 * Stamps that move whenever what a server process keeps in memory changes (migration 0018): the
 * 'session' stamp moves with every write to the tables a session's user, menu and filter choices
 * are read from (triggers, functions/auberge_bump_cache_stamp.sql).
 */
export const cacheStamps = pgTable('cache_stamps', {
  name: text('name').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});
