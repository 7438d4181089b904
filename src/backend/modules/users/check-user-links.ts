import type { Db } from '../../db/client.ts';
import { forbidden, invalid, word } from '../../http/errors.ts';
import type { AdminScope } from './admin-scope.ts';
import { findCustomerKind, findHotelIds, findRolesByCodes, findServicePointsByIds } from './user-data.ts';

export interface UserLinks {
  groupId: number;
  posId: number | null;
  preferredGroups: number[];
  preferredPos: number[];
  roles: string[];
  permissions: string[];
  customerId: number | null;
}

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];

/**
 * Checks what an administrator asks a user to be linked to (hotels, service points, roles,
 * permissions, partner company) against the database and the administrator's own reach, before
 * anything is written. Returns the role ids to store.
 */
export async function checkUserLinks(db: Db, opts: { scope: AdminScope; next: UserLinks; before?: UserLinks }): Promise<{ roleIds: number[] }> {
  const { scope, next } = opts;
  const before = opts.before;
  const preferredGroups = unique(next.preferredGroups);
  const allHotels = next.permissions.includes('all_hotels');

  if (!allHotels && !preferredGroups.length) throw invalid('preferredGroups', 'give the user at least one hotel', { key: 'errors.user.needsHotel' });
  if (preferredGroups.includes(0)) throw invalid('preferredGroups', 'group 0 (all hotels) is not a hotel to prefer', { key: 'errors.group.notAHotel' });
  const knownHotels = await findHotelIds(db, [...preferredGroups, ...(next.groupId ? [next.groupId] : [])]);
  const missingHotel = [...preferredGroups, ...(next.groupId ? [next.groupId] : [])].find((g) => !knownHotels.includes(g));
  if (missingHotel !== undefined)
    throw invalid(missingHotel === next.groupId && !preferredGroups.includes(missingHotel) ? 'groupId' : 'preferredGroups', `no hotel has id ${missingHotel}`, {
      key: 'errors.group.notAHotel',
    });

  // Only hotels the administrator manages may be added to or taken from the user.
  const beforeGroups = new Set(before?.preferredGroups ?? []);
  const changedGroups = [...preferredGroups.filter((g) => !beforeGroups.has(g)), ...[...beforeGroups].filter((g) => !preferredGroups.includes(g))];
  const outOfReach = changedGroups.find((g) => !scope.allHotels && !scope.groupIds.includes(g));
  if (outOfReach !== undefined)
    throw forbidden(`You do not manage hotel ${outOfReach}: you cannot give it to or take it from a user.`, { key: 'errors.user.hotelOutOfScope' });
  if (next.groupId !== 0 && next.groupId !== before?.groupId) {
    if (!scope.allHotels && !scope.groupIds.includes(next.groupId))
      throw forbidden(`You do not manage hotel ${next.groupId}.`, { key: 'errors.user.hotelOutOfScope' });
    if (!allHotels && !preferredGroups.includes(next.groupId))
      throw invalid('groupId', `hotel ${next.groupId} must also be one of the user's preferred hotels`, { key: 'errors.user.currentHotelPreferred' });
  }
  if (!scope.allHotels && allHotels && !before?.permissions.includes('all_hotels'))
    throw forbidden('Only an administrator who sees all hotels may grant the all_hotels permission.', { key: 'errors.user.grantAllHotels' });

  const userHotels = new Set([...preferredGroups, ...(next.groupId ? [next.groupId] : [])]);
  const preferredPos = unique(next.preferredPos);
  const points = await findServicePointsByIds(db, preferredPos);
  for (const posId of preferredPos) {
    const p = points.find((x) => x.posId === posId);
    if (!p) throw invalid('preferredPos', `no service point has id ${posId}`, { key: 'errors.bo.noSuch', params: { thing: word('errors.boThing.pos') } });
    if (!allHotels && !userHotels.has(p.groupId))
      throw invalid('preferredPos', `service point ${posId} belongs to hotel ${p.groupId}, which is not one of the user's hotels`, {
        key: 'errors.user.posNotInHotels',
      });
  }
  if (next.posId !== null) {
    if (!preferredPos.includes(next.posId))
      throw invalid('posId', `service point ${next.posId} must also be one of the user's preferred service points`, { key: 'errors.user.currentPosPreferred' });
    const p = points.find((x) => x.posId === next.posId);
    if (p && p.groupId !== next.groupId)
      throw invalid('posId', `service point ${next.posId} belongs to hotel ${p.groupId}, not to the user's current hotel ${next.groupId}`, {
        key: 'errors.user.posOtherHotel',
      });
  }

  const codes = unique(next.roles);
  const found = await findRolesByCodes(db, codes);
  const unknown = codes.find((c) => !found.some((r) => r.code === c));
  if (unknown !== undefined) throw invalid('roles', `unknown role code '${unknown}'`, { key: 'errors.user.unknownRole', params: { role: unknown } });

  if (next.customerId !== null) {
    const c = await findCustomerKind(db, next.customerId);
    if (!c) throw invalid('customerId', `no customer has id ${next.customerId}`, { key: 'errors.notFound.customer' });
    if (c.kind !== 'company')
      throw invalid('customerId', `customer ${next.customerId} is a person; a partner user books for a company`, { key: 'errors.user.partnerNeedsCompany' });
    if (!userHotels.has(c.groupId))
      throw invalid('customerId', `company ${next.customerId} is a customer of hotel ${c.groupId}, not of the user's hotels`, {
        key: 'errors.user.companyOtherHotel',
      });
  }
  return { roleIds: found.map((r) => r.roleId) };
}
