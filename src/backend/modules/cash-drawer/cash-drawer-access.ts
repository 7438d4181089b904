import { REPORT_READERS, STAY_READERS } from '../../http/route-access.ts';
import { inGroup } from '../../../lib/domain/roles.ts';

/** Staff who take cash and so may open a drawer of their own. */
export const CASH_DRAWER_USERS = STAY_READERS;
/** Staff who count any drawer of the hotel, the house drawer too, and read every shift. */
export const CASH_DRAWER_SUPERVISORS = REPORT_READERS;

export const canSupervise = (roles: readonly string[]): boolean => inGroup(roles, CASH_DRAWER_SUPERVISORS);
