import { list, type ErrorParams } from '../../lib/domain/error-params.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';
import { inGroup } from '../../lib/domain/roles.ts';
import type { ErrorKey } from '../../lib/i18n/errors.en.ts';
import { word, type ErrorText } from './errors.ts';
import { RESTRICTED_SECTIONS, sectionsOf } from './route-sections.ts';

const VERB: Readonly<Record<string, ErrorKey>> = {
  GET: 'errors.action.read',
  HEAD: 'errors.action.read',
  POST: 'errors.action.run',
  PUT: 'errors.action.change',
  PATCH: 'errors.action.change',
  DELETE: 'errors.action.delete',
};

/** The permissions a route may ask for, by name (any other is named as it is spelled). */
const PERMISSION: Readonly<Record<string, ErrorKey>> = {
  all_hotels: 'errors.permission.allHotels',
  forced_reservation: 'errors.permission.forcedReservation',
  chauffeur: 'errors.permission.chauffeur',
  early_closing: 'errors.permission.earlyClosing',
  exchange_rate: 'errors.permission.exchangeRate',
  restricted_sections: 'errors.permission.restrictedSections',
};

/** A route's action in words: what its method does (read, change …) and the menu sections it serves. */
export function routeAction(method: string, path: string): ErrorParams {
  const sections = sectionsOf(method, path);
  return {
    action: word(VERB[method] ?? 'errors.action.run'),
    area: sections
      ? list(
          sections.map((s) => word(`errors.section.${s}`)),
          'or',
        )
      : word('errors.section.none'),
  };
}

/** What a route declaration asks of its caller (route-access.ts's RouteAccess, without the cycle). */
interface Asked {
  roles: readonly string[] | '*';
  permissions?: readonly string[] | undefined;
  partner?: boolean | undefined;
}

/** Why the caller may not call the route, in the catalogue's words (the order of route-access.ts's `refusal`, then the sections). */
export function routeRefusalText(method: string, path: string, access: Asked, user: Pick<SessionUser, 'roles' | 'permissions' | 'customerId'>): ErrorText {
  const action = routeAction(method, path);
  if (user.customerId !== null) return { key: 'errors.access.staffOnly', params: action };
  if (access.roles !== '*' && !inGroup(user.roles, access.roles)) {
    return {
      key: 'errors.access.roles',
      params: {
        ...action,
        roles: list(
          access.roles.map((r) => word(`role.${r}`)),
          'or',
        ),
      },
    };
  }
  const missing = (access.permissions ?? []).filter((p) => !user.permissions.includes(p));
  if (missing.length)
    return {
      key: 'errors.access.permissions',
      params: {
        ...action,
        permissions: list(
          missing.map((p) => (PERMISSION[p] ? word(PERMISSION[p]) : p.replace(/_/g, '-'))),
          'and',
        ),
      },
    };
  return {
    key: 'errors.access.sections',
    params: {
      ...action,
      allowed: list(
        RESTRICTED_SECTIONS.map((s) => word(`errors.section.${s}`)),
        'and',
      ),
    },
  };
}
