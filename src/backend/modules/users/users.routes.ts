import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, ANY_STAFF, route } from '../../http/route-access.ts';
import { resolveGroup, resolveGroupFilter } from '../../http/api-app.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { adminScope, assertInScope } from './admin-scope.ts';
import { createUser } from './create-user.ts';
import { findActiveUser } from './find-active-user.ts';
import { findPartnerCandidates } from './find-partner-candidates.ts';
import { findSessionUser } from '../../core/session-user.ts';
import { listManageableHotels } from './list-manageable-hotels.ts';
import { listRoles } from './list-roles.ts';
import { listUsers } from './list-users.ts';
import { removeUser } from './remove-user.ts';
import { updateOwnSettings } from './update-own-settings.ts';
import { updateUser } from './update-user.ts';
import {
  ZOwnSettingsRequest,
  ZPartnerCandidatesQuery,
  ZUserByCodeQuery,
  ZUserCreateRequest,
  ZUserIdParams,
  ZUserListQuery,
  ZUserUpdateRequest,
} from './users.schemas.ts';

/** Users: the signed-in user's own settings, and the administrators' user management. */
export function registerUserRoutes(app: ApiApp): void {
  route(app, 'GET', '/user', { roles: ANY_STAFF, partner: true }, async (c) => {
    const { code } = parseQuery(c, ZUserByCodeQuery);
    const me = c.get('user');
    const db = c.get('deps').database.db;
    if (code === me.code) return c.json(me);
    if (!me.roles.includes('admin')) throw forbidden('Only an administrator may read another user.', { key: 'errors.user.adminOnly' });
    const found = await findSessionUser(db, { code });
    if (!found) throw notFound(`No active user has the identity code '${code}'.`, { key: 'errors.notFound.user' });
    assertInScope(await adminScope(db, me), found);
    return c.json(found);
  });

  route(app, 'POST', '/user', { roles: ANY_STAFF, partner: true }, async (c) => {
    const input = await parseBody(c, ZOwnSettingsRequest);
    return c.json(await updateOwnSettings(c.get('deps').database.db, { user: c.get('user'), input }));
  });

  route(app, 'GET', '/roles', { roles: ANY_STAFF, partner: true }, (c) => c.json(c.get('user').roles));

  route(app, 'GET', '/allroles', { roles: ADMIN }, async (c) => {
    return c.json(await listRoles(c.get('deps').database.db));
  });

  route(app, 'GET', '/allgroups', { roles: ADMIN }, async (c) => {
    const db = c.get('deps').database.db;
    return c.json(await listManageableHotels(db, { scope: await adminScope(db, c.get('user')) }));
  });

  route(app, 'GET', '/users/partner-candidates', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZPartnerCandidatesQuery);
    const groupId = await resolveGroup(c, q.group);
    if (groupId === -1) throw forbidden('Partner companies are looked up in one hotel at a time; name a hotel.', { key: 'errors.group.onePerCall' });
    return c.json(await findPartnerCandidates(c.get('deps').database.db, { groupId, criteria: q.criteria }));
  });

  route(app, 'GET', '/users', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZUserListQuery);
    const db = c.get('deps').database.db;
    const groupId = await resolveGroupFilter(c, q.group);
    return c.json(await listUsers(db, { scope: await adminScope(db, c.get('user')), groupId, name: q.name, page: q.page, size: q.size }));
  });

  route(app, 'GET', '/users/:userId', { roles: ADMIN }, async (c) => {
    const { userId } = parseParams(c, ZUserIdParams);
    const db = c.get('deps').database.db;
    const user = await findActiveUser(db, userId);
    assertInScope(await adminScope(db, c.get('user')), user);
    return c.json(user);
  });

  route(app, 'POST', '/users', { roles: ADMIN }, async (c) => {
    const input = await parseBody(c, ZUserCreateRequest);
    const db = c.get('deps').database.db;
    return c.json(await createUser(db, { scope: await adminScope(db, c.get('user')), input }), 201);
  });

  route(app, 'PUT', '/users/:userId', { roles: ADMIN }, async (c) => {
    const { userId } = parseParams(c, ZUserIdParams);
    const input = await parseBody(c, ZUserUpdateRequest);
    const db = c.get('deps').database.db;
    return c.json(await updateUser(db, { scope: await adminScope(db, c.get('user')), userId, input, keepSessionId: c.env?.sessionId }));
  });

  route(app, 'DELETE', '/users/:userId', { roles: ADMIN }, async (c) => {
    const { userId } = parseParams(c, ZUserIdParams);
    const db = c.get('deps').database.db;
    await removeUser(db, { scope: await adminScope(db, c.get('user')), userId });
    return c.body(null, 204);
  });
}
