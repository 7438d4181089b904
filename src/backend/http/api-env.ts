import type { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import type { HandOver } from '../../lib/server/builtin-apis.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** The types every route and middleware of the API speaks: what a call carries and what the app is. createApiApp (api-app.ts) builds one. */

export interface ApiDeps {
  database: Database;
  verifier: TokenVerifier;
  /** Clock of the business rules (tests may fix it). */
  now: () => Date;
  /** Folder of uploaded files (photos), under the data folder; a temporary folder when unset (tests). */
  filesDir?: string | undefined;
  /** The origin people reach (PUBLIC_URL), for links printed on paper (the rooms' QR codes). */
  publicUrl?: string | undefined;
}

/**
 * What an in-process caller (the app's own server: page renders and the edge proxy, 'builtin'
 * bases) hands over with the request: the user it has just loaded from the session, whose token
 * it also attaches. Requests arriving over HTTP never carry it, so they always go through the JWT.
 */
export interface ApiBindings {
  sessionUser?: SessionUser | undefined;
  /** Where answerJson hands a GET's answer over as an object (src/backend/http/hand-over.ts). */
  handOver?: HandOver | undefined;
  /** The app session (its cookie's id) the call comes from: the one an administrator editing their own account keeps. */
  sessionId?: string | undefined;
}

export type ApiEnv = { Bindings: ApiBindings; Variables: { user: SessionUser; deps: ApiDeps; requestId: string } };
export type ApiApp = Hono<ApiEnv>;

/**
 * Paths served without a bearer token. Each such route guards itself: the housemaid reporting
 * routes (/housemaid/…) answer only to a valid signed room token from the room's QR code.
 */
export type PublicPath = (path: string) => boolean;
