import { sql } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { affectedRows, rowsOf } from '../../core/rows.ts';
import { invalid } from '../../http/errors.ts';
import { daysBetween } from '../../../lib/domain/days.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { auditRates, rangeParams } from './rates-audit.ts';
import type { AuditDetail } from '../audit/index.ts';
import { checkPlan, checkRoomTypes } from './check-room-types.ts';
import type { TGridEdit } from './rates.schemas.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

const MAX_DAYS = 366;

/**
 * One grid action: over room types × the days of a range (only the chosen weekdays), sets the
 * price and/or changes the restrictions of a plan, in one transaction with one audit event. The
 * base plan's price is the booking service's rate of the channel; an own-priced plan has its own;
 * a derived plan follows its parent (its price is changed through its adjustment). Restrictions
 * left out of the edit keep their values; a cell whose restrictions all end empty is removed.
 */
export async function editRateGrid(db: Db, o: { groupId: number; user: SessionUser; edit: TGridEdit }): Promise<{ cells: number }> {
  const { groupId, edit } = o;
  if (daysBetween(edit.from, edit.to) + 1 > MAX_DAYS)
    throw invalid('to', `one action covers at most ${MAX_DAYS} days`, { key: 'errors.rates.tooManyDays', params: { max: MAX_DAYS } });
  const plan = await checkPlan(db, { groupId, planId: edit.planId, field: 'planId' });
  const types = await checkRoomTypes(db, { groupId, roomTypeIds: edit.roomTypeIds });
  if (edit.priceMinor !== undefined && plan.parentPlanId !== null) {
    throw invalid('priceMinor', `plan ${plan.code} derives its price from its parent: change its adjustment on the plans page, or the parent's price`, {
      key: 'errors.rates.derivedPrice',
      params: { plan: plan.code },
    });
  }
  const typeList = sql`string_to_array(${edit.roomTypeIds.join(',')}::text, ',')::int[]`;
  const days = sql`(select d::date as day from generate_series(${edit.from}::date, ${edit.to}::date, interval '1 day') d
    where extract(dow from d)::int = any(string_to_array(${edit.weekdays.join(',')}::text, ',')::int[]))`;
  return db.transaction(async (tx) => {
    let cells = 0;
    if (edit.priceMinor !== undefined) {
      cells = plan.isBase
        ? await affectedRows(
            tx,
            sql`insert into room_rates (group_id, room_type_id, day, channel, price_minor)
            select ${groupId}, t, d.day, ${edit.channel}, ${edit.priceMinor} from unnest(${typeList}) t cross join ${days} d
            on conflict (room_type_id, day, channel) do update set price_minor = excluded.price_minor`,
          )
        : await affectedRows(
            tx,
            sql`insert into plan_rates (group_id, plan_id, room_type_id, day, price_minor)
            select ${groupId}, ${plan.planId}, t, d.day, ${edit.priceMinor} from unnest(${typeList}) t cross join ${days} d
            on conflict (plan_id, room_type_id, day) do update set price_minor = excluded.price_minor`,
          );
    }
    const r = edit.restrictions;
    if (r && Object.keys(r).length > 0) {
      const has = (k: keyof typeof r) => r[k] !== undefined;
      // The new bounds against the ones each cell keeps: refused with the day, before any write.
      const [bad] = await rowsOf<{ day: string; min_stay: number; max_stay: number }>(
        tx,
        sql`select x.day::text as day,
          case when ${has('minStay')} then ${r.minStay ?? null}::int else x.min_stay end as min_stay,
          case when ${has('maxStay')} then ${r.maxStay ?? null}::int else x.max_stay end as max_stay
        from rate_restrictions x join ${days} d on d.day = x.day
        where x.plan_id = ${plan.planId} and x.room_type_id = any(${typeList})
          and (case when ${has('maxStay')} then ${r.maxStay ?? null}::int else x.max_stay end) < (case when ${has('minStay')} then ${r.minStay ?? null}::int else x.min_stay end)
        order by x.day limit 1`,
      );
      if (bad)
        throw invalid(
          has('minStay') ? 'restrictions.minStay' : 'restrictions.maxStay',
          `on ${bad.day} the minimum stay (${bad.min_stay}) would be above the maximum stay (${bad.max_stay})`,
          { key: 'errors.rates.minAboveMax', params: { day: dayP(bad.day), min: bad.min_stay, max: bad.max_stay } },
        );
      const restricted = await affectedRows(
        tx,
        sql`insert into rate_restrictions (group_id, plan_id, room_type_id, day, min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell)
        select ${groupId}, ${plan.planId}, t, d.day, ${r.minStay ?? null}::int, ${r.maxStay ?? null}::int, ${r.closedToArrival ?? false}, ${r.closedToDeparture ?? false}, ${r.stopSell ?? false}
        from unnest(${typeList}) t cross join ${days} d
        on conflict (plan_id, room_type_id, day) do update set
          min_stay = case when ${has('minStay')} then excluded.min_stay else rate_restrictions.min_stay end,
          max_stay = case when ${has('maxStay')} then excluded.max_stay else rate_restrictions.max_stay end,
          closed_to_arrival = case when ${has('closedToArrival')} then excluded.closed_to_arrival else rate_restrictions.closed_to_arrival end,
          closed_to_departure = case when ${has('closedToDeparture')} then excluded.closed_to_departure else rate_restrictions.closed_to_departure end,
          stop_sell = case when ${has('stopSell')} then excluded.stop_sell else rate_restrictions.stop_sell end`,
      );
      cells = Math.max(cells, restricted);
      await tx.execute(sql`delete from rate_restrictions where plan_id = ${plan.planId} and room_type_id = any(${typeList})
        and day between ${edit.from}::date and ${edit.to}::date and min_stay is null and max_stay is null and not closed_to_arrival and not closed_to_departure and not stop_sell`);
    }
    const range = rangeParams(edit.priceMinor === undefined ? 'audit.msg.rates.grid' : 'audit.msg.rates.gridPrice', edit.from, edit.to, edit.weekdays);
    const price = edit.priceMinor === undefined ? {} : { price: edit.priceMinor, currency: (await readHotelCurrency(tx, groupId)).currency };
    await auditRates(tx, {
      groupId,
      user: o.user,
      text: { key: range.key, params: { ...range.params, ...price, plan: plan.code, roomTypes: types.map((t) => t.name).join(', '), cells } },
      detailText: gridDetail({
        price: edit.priceMinor !== undefined,
        restrictions: r ?? {},
        cells,
        channel: plan.isBase && edit.priceMinor !== undefined ? edit.channel : null,
      }),
    });
    return { cells };
  });
}

/** What a grid edit changed, in words: the price (on which channel, for the base plan), each restriction set or cleared, and how many cells. */
function gridDetail(o: {
  price: boolean;
  restrictions: Record<string, number | boolean | null | undefined>;
  cells: number;
  channel: number | null;
}): AuditDetail {
  const words = [
    ...(o.price ? ['audit.word.grid.price'] : []),
    ...Object.entries(o.restrictions)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `audit.word.grid.${k}.${v === null || v === false ? 'off' : 'on'}`),
  ];
  const params = { cells: o.cells, what: words.join(',') || 'audit.word.nothing' };
  return o.channel === null
    ? { key: 'audit.detail.rates.grid', params }
    : { key: 'audit.detail.rates.gridOnChannel', params: { ...params, channel: `crm.channel.${o.channel}` } };
}
