import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { invalid } from '../../http/errors.ts';
import type { AuditFilter } from './audit-event-data.ts';
import type { TAuditSearchQuery } from './audit.schemas.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import { hotelTimezoneFor } from '../../core/hotel-clock.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** At most a year and a day per search. */
const MAX_DAYS = 366;

/**
 * Turns the report's query into a filter: a missing day takes the other one, and with neither
 * the search covers today in the hotel's time zone (the user's hotel when searching all hotels).
 */
export async function auditFilterOf(db: Db, opts: { groupId: number; user: SessionUser; query: TAuditSearchQuery; now: Date }): Promise<AuditFilter> {
  const { groupId, query } = opts;
  const { user } = opts;
  const timeZone = groupId === -1 ? null : await hotelTimezoneFor(db, user, groupId);
  const todayZone = timeZone ?? user.groupTimezone;
  const from = query.createdfrom ?? query.createdto ?? dayInZone(opts.now, todayZone);
  const to = query.createdto ?? query.createdfrom ?? from;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > MAX_DAYS)
    throw invalid('createdto', `a search spans at most ${MAX_DAYS} days; ${from} to ${to} is ${days} days`, {
      key: 'errors.period.tooLong',
      params: { max: MAX_DAYS, from: dayP(from), to: dayP(to) },
    });
  return { groupId, from, to, timeZone, typeId: query.type, userId: query.userid, itemId: query.itemid };
}
