import type { Role } from '../../http/route-access.ts';

/** Staff who take cash and so may open a drawer of their own. */
export const CASH_DRAWER_USERS: readonly Role[] = ['cashier', 'front_desk', 'admin', 'night_auditor'];
/** Staff who count any drawer of the hotel, the house drawer too, and read every shift. */
export const CASH_DRAWER_SUPERVISORS: readonly Role[] = ['admin', 'night_auditor'];

export const canSupervise = (roles: readonly string[]): boolean => roles.some((r) => (CASH_DRAWER_SUPERVISORS as readonly string[]).includes(r));
