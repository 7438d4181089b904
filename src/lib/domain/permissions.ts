/**
 * # Permissions an administrator holds by being one
 *
 * A permission widens what a user may do beyond their roles (keeping exchange rates). An
 * administrator is in every role group (roles.ts); likewise they hold the permissions that only
 * widen access, so the admin keeps exchange rates like anyone granted it. Permissions that narrow
 * (restricted_sections) or describe the person (chauffeur, all_hotels) are never implied.
 */
export const ADMIN_IMPLIED_PERMISSIONS = ['exchange_rate'] as const;

/** The permissions a user holds: their own, plus the implied ones when they are an administrator. */
export function heldPermissions(roles: readonly string[], own: readonly string[]): string[] {
  if (!roles.includes('admin')) return [...own];
  return [...own, ...ADMIN_IMPLIED_PERMISSIONS.filter((p) => !own.includes(p))];
}
