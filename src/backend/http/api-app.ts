import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { userCodeFromClaims } from '../../lib/domain/user-code.ts';
import { list } from '../../lib/domain/error-params.ts';
import { AppError, word } from './errors.ts';
import { dbRefusal } from './db-refusal.ts';
import type { ApiApp, ApiBindings, ApiDeps, ApiEnv, PublicPath } from './api-env.ts';
import { findSessionUser, allowedGroupIds } from '../core/session-user.ts';
import { enforceRouteAccess } from './route-access.ts';
import { enforceBodyLimit } from './enforce-body-limit.ts';

/**
 * A database refusal a module knows how to explain (its own SQLSTATE, raised by its SQL function):
 * the AppError to answer with, undefined for any other error. The API's composition passes the
 * modules' translators in, so the http layer needs no module.
 */
export type RefusalOf = (err: unknown) => AppError | undefined;

/** Every API call needs a signed-in user, except on the paths `isPublic` names. */
export function createApiApp(deps: ApiDeps, opts: { isPublic?: PublicPath; refusals?: readonly RefusalOf[] } = {}): ApiApp {
  const isPublic = opts.isPublic ?? (() => false);
  const refusals = opts.refusals ?? [];
  const app = new Hono<ApiEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    await next();
  });
  app.use('*', async (c, next) => {
    if (isPublic(c.req.path)) return next();
    // In process, the server has loaded this user from the session for this very request: loading it
    // again from the token would cost a signature check and four queries per call.
    const fromSession = (c.env as ApiBindings | undefined)?.sessionUser;
    if (fromSession) {
      c.set('user', fromSession);
      return next();
    }
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('unauthenticated', 'Sign in first: this call needs a bearer token.', undefined, { key: 'errors.auth.signIn' });
    const claims = await deps.verifier.verify(token);
    const code = userCodeFromClaims(claims);
    const user = code ? await findSessionUser(deps.database.db, { code, issuedAt: claims.iat }) : undefined;
    if (!user)
      throw new AppError(
        'unauthenticated',
        `No active Auberge user matches the identity '${code ?? '?'}', or its sessions were ended after this token was issued (a new password, other roles, a lock): sign in again.`,
        undefined,
        { key: 'errors.auth.sessionEnded' },
      );
    c.set('user', user);
    return next();
  });
  // Who may call each route: its declaration (route-access.ts), checked before the handler.
  app.use('*', enforceRouteAccess);
  // How much each route may be sent, counted while the body is read (enforce-body-limit.ts).
  app.use('*', enforceBodyLimit);
  app.onError((err, c) => {
    const requestId = c.get('requestId');
    // Every refusal answers `{ error, code, params, field, message }` (AppError.toJSON): the screen renders `code`.
    if (err instanceof AppError) return c.json({ ...err.toJSON(), requestId }, err.status as 400);
    // A refusal a module explains, e.g. AT001: a charge of a family the hotel has no tax rate for (auberge_tax_rate): the admin's to set.
    for (const refusalOf of refusals) {
      const refused = refusalOf(err);
      if (refused) return c.json({ ...refused.toJSON(), requestId }, refused.status as 409);
    }
    // A constraint or a trigger of the database (a taken room, a closed day, an issued invoice …): db-refusal.ts.
    const refused = dbRefusal(err);
    if (refused) return c.json({ ...refused.toJSON(), requestId }, refused.status as 409);
    console.error(`[api] ${requestId} ${c.req.method} ${c.req.path} failed:`, err);
    const unexpected = new AppError('unknown_error', `Unexpected error; quote request id ${requestId} to support.`, undefined, {
      key: 'errors.http.unexpected',
      params: { requestId },
    });
    return c.json({ ...unexpected.toJSON(), requestId }, 500);
  });
  app.notFound((c) =>
    c.json(
      new AppError('not_found', `No API route ${c.req.method} ${c.req.path}.`, undefined, {
        key: 'errors.http.noRoute',
        params: { method: c.req.method, path: c.req.path },
      }).toJSON(),
      404,
    ),
  );
  return app;
}

/**
 * The hotel a call works in. The group comes from the signed-in user; a group named by the
 * caller must be one the user may work in (403 otherwise). -1 (all) needs the all_hotels permission.
 */
export async function resolveGroup(c: Context<ApiEnv>, requested?: string | number | null): Promise<number> {
  const user = c.get('user');
  const raw = requested === undefined || requested === null || requested === '' ? undefined : Number(requested);
  if (raw !== undefined && !Number.isInteger(raw))
    throw new AppError('invalid_input', `group: expected a hotel id, got '${String(requested)}'`, 'group', { key: 'errors.group.notAHotel' });
  if (raw !== undefined && (raw < -1 || raw > 2_147_483_647))
    throw new AppError('invalid_input', `group: no hotel has the id ${String(requested)}`, 'group', { key: 'errors.group.notAHotel' });
  const group = raw ?? user.groupId;
  if (group === 0)
    throw new AppError('invalid_input', 'group: choose a hotel first (your current hotel is group 0, all hotels).', 'group', {
      key: 'errors.group.chooseHotel',
    });
  if (group === -1) {
    if (!user.permissions.includes('all_hotels'))
      throw new AppError('forbidden', 'You may not read all hotels at once (group -1).', undefined, { key: 'errors.group.notAllHotels' });
    return -1;
  }
  // With all_hotels any hotel is allowed, and the current one exists: the session read it joined to hotels.
  if (group === user.groupId && user.permissions.includes('all_hotels')) return group;
  const allowed = await allowedGroupIds(c.get('deps').database.db, user);
  if (!allowed.includes(group)) throw new AppError('forbidden', `You may not work in hotel ${group}.`, undefined, { key: 'errors.group.notYourHotel' });
  return group;
}

/**
 * A list's optional hotel filter: undefined (no filter) when none is named or -1 (all the
 * caller's hotels) is; otherwise a hotel the caller may work in, as resolveGroup checks it.
 */
export async function resolveGroupFilter(c: Context<ApiEnv>, requested: string | undefined): Promise<number | undefined> {
  if (requested === undefined || requested === '') return undefined;
  const groupId = await resolveGroup(c, requested);
  return groupId === -1 ? undefined : groupId;
}

export function requireRole(c: Context<ApiEnv>, ...anyOf: string[]): void {
  const user = c.get('user');
  if (!anyOf.some((r) => user.roles.includes(r))) {
    throw new AppError('forbidden', `This action needs one of the roles: ${anyOf.join(', ')}.`, undefined, {
      key: 'errors.access.needRoles',
      params: {
        roles: list(
          anyOf.map((r) => word(`role.${r}`)),
          'or',
        ),
      },
    });
  }
}
