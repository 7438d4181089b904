import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { parseReservationFilter, type FilterDialect, type ReservationFilter } from '../../../lib/domain/reservation-filter.ts';
import type { ReservationScope } from './list-reservations.ts';

/**
 * The filter of a list or export call (the §5 rules; 400 naming the first bad field) and the
 * scope it runs in: the hotel from the user (a `group` asked for is checked, 403 otherwise) and,
 * for a partner user, their own company only.
 */
export async function listRequest(c: Context<ApiEnv>, dialect: FilterDialect): Promise<{ filter: ReservationFilter; scope: ReservationScope }> {
  const query = c.req.query();
  const parsed = parseReservationFilter(query, dialect);
  if (!parsed.ok) throw invalid(parsed.field, parsed.message, { key: 'errors.input.badFilter' });
  const groupId = await resolveGroup(c, query['group']);
  const partnerId = c.get('user').customerId;
  if (partnerId !== null && parsed.filter.partnerId !== undefined && parsed.filter.partnerId !== partnerId) {
    throw forbidden(`A partner account sees the bookings of its own company (${partnerId}) only, not those of partner ${parsed.filter.partnerId}.`, {
      key: 'errors.access.ownCompanyOnly',
    });
  }
  return { filter: parsed.filter, scope: { groupId, partnerId } };
}
