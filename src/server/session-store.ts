import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../backend/db/client.ts';
import { appSessions } from '../backend/db/schema/index.ts';
import { sessionKey } from '../backend/core/session-key.ts';
import { SESSION_TTL_MS, SIGN_IN_TTL_MS } from '../lib/server/session-cookie.ts';

// Sliding expiry is written at most this often, not on every request.
const SLIDE_EVERY_MS = 5 * 60 * 1000;

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  /** Epoch seconds. */
  accessExpiresAt: number;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface StoredSession {
  /** The hashed id (the row key). */
  key: string;
  userId: number;
  tokens: SessionTokens;
  expiresAt: Date;
  /** The 'session' cache stamp read with the session (migration 0018): the kept user, menu and business date are current while it has not moved. */
  cacheStamp: string;
}

export const newSessionId = (): string => randomBytes(32).toString('base64url');

export async function createPendingSignIn(db: Db, pending: PendingSignIn, now = new Date()): Promise<string> {
  const id = newSessionId();
  await db
    .insert(appSessions)
    .values({ sessionId: sessionKey(id), userId: null, data: { signIn: pending }, expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS) });
  return id;
}

/** Single use: the row is deleted as it is read. */
export async function takePendingSignIn(db: Db, id: string, now = new Date()): Promise<PendingSignIn | undefined> {
  const [row] = await db
    .delete(appSessions)
    .where(and(eq(appSessions.sessionId, sessionKey(id)), isNull(appSessions.userId)))
    .returning({ data: appSessions.data, expiresAt: appSessions.expiresAt });
  if (!row || row.expiresAt <= now) return undefined;
  return row.data['signIn'] as PendingSignIn | undefined;
}

export async function createSession(db: Db, userId: number, tokens: SessionTokens, now = new Date()): Promise<string> {
  const id = newSessionId();
  await db.insert(appSessions).values({ sessionId: sessionKey(id), userId, data: { tokens }, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  // Sign-in is a good moment to sweep away expired rows.
  await db.delete(appSessions).where(lt(appSessions.expiresAt, now));
  return id;
}

/**
 * The session lookup runs before every page and API call: it is built once per database (drizzle's
 * prepare, so no query building per request) and, on a PostgreSQL server, kept prepared per
 * connection under its name (parsed and planned once).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: appSessions.userId,
      data: appSessions.data,
      expiresAt: appSessions.expiresAt,
      cacheStamp: sql<string | null>`(select stamp::text from cache_stamps where name = 'session')`,
    })
    .from(appSessions)
    .where(and(eq(appSessions.sessionId, sql.placeholder('key')), isNotNull(appSessions.userId), gt(appSessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('load_session');
}

export async function loadSession(db: Db, id: string, now = new Date()): Promise<StoredSession | undefined> {
  const key = sessionKey(id);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ key, now });
  const tokens = row?.data['tokens'] as SessionTokens | undefined;
  if (!row || row.userId === null || !tokens) return undefined;
  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(appSessions).set({ expiresAt }).where(eq(appSessions.sessionId, key));
  }
  return { key, userId: row.userId, tokens, expiresAt, cacheStamp: row.cacheStamp ?? '' };
}

export async function saveSessionTokens(db: Db, key: string, tokens: SessionTokens): Promise<void> {
  await db.update(appSessions).set({ data: { tokens } }).where(eq(appSessions.sessionId, key));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(appSessions).where(eq(appSessions.sessionId, sessionKey(id)));
}
