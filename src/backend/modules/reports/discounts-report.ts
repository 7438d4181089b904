import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { TDiscountGroupDto, TDiscountLineDto, TDiscountReportDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/** A stay's price edit as the audit log details it (a parameter: a character beyond Latin-1 in the module's text doubles its size in the server's memory). */
const PRICE_CHANGE_DETAIL = '^-?[0-9]+ → -?[0-9]+$';

type Figures = Omit<TDiscountReportDto, 'groupId' | 'currency' | 'from' | 'to'>;

/**
 * Discounts granted in [from, to]:
 * - folio discounts (a negative 'discount' charge, dated on its business day), with the reason
 *   given in the audit event (14) written in the same transaction;
 * - price edits that lowered a price (audit 14: the old and new amounts are in the event, written
 *   by edit-charge-price.ts and update-stay.ts; a charge's read from the event's parameters, never
 *   from its text, which is written for people): a folio charge's on the charge's own day (the
 *   revenue it lowers), a stay's on the day it was made in the hotel's time zone. A price raised
 *   is no discount and is left out.
 */
export async function findDiscountsReport(db: Db, o: { groupId: number; from: string; to: string }): Promise<Figures> {
  const within = sql`a.created_at >= (${o.from}::date::timestamp at time zone h.timezone) and a.created_at < ((${o.to}::date + 1)::timestamp at time zone h.timezone)`;
  const localDay = sql`(a.created_at at time zone h.timezone)::date::text`;
  // A charge is re-priced at most the booking horizon ahead of its day (an index-friendly bound).
  const editedBefore = sql`a.created_at >= ((${o.from}::date - 731)::timestamp at time zone h.timezone)`;
  const lines = await rowsOf<TDiscountLineDto>(
    db,
    sql`
    select * from (
      select c.day::text as day, 'discount' as kind, c.created_by as "userId", coalesce(u.name, ev.user_name, '') as "userName", coalesce(ev.detail, '') as reason,
        coalesce(r.number, o.number, o.order_id::text) as number, c.description, (-c.amount_minor)::float8 as "amountMinor", c.created_at as at
      from order_charges c
      join orders o on o.order_id = c.order_id
      left join reservations r on r.item_id = c.item_id
      left join users u on u.user_id = c.created_by
      left join lateral (
        select a.detail, a.user_name from audit_events a
        where a.group_id = c.group_id and a.item_id = c.item_id and a.type_id = ${AUDIT.EDIT_PRICE} and a.created_at = c.created_at and a.message_key = 'audit.msg.folio.discount'
        order by a.audit_event_id limit 1
      ) ev on true
      where c.group_id = ${o.groupId} and c.kind = 'discount' and c.day between ${o.from}::date and ${o.to}::date
      union all
      select a.message_params->>'day', 'charge_price', a.user_id, a.user_name, coalesce(a.detail, ''),
        coalesce(a.item_number, ''), a.message_params->>'description',
        ((a.message_params->>'from')::bigint - (a.message_params->>'to')::bigint)::float8, a.created_at
      from audit_events a join hotels h on h.group_id = a.group_id
      where a.group_id = ${o.groupId} and a.type_id = ${AUDIT.EDIT_PRICE} and ${editedBefore}
        and a.message_key = 'audit.msg.folio.chargePriceChanged'
        and (a.message_params->>'day')::date between ${o.from}::date and ${o.to}::date
      union all
      -- A stay's price cut: its detail's params (price, newPrice: minor units); a row written before the
      -- detail had its key says them as text ('3000', an arrow, '0').
      select ${localDay}, 'stay_price', a.user_id, a.user_name, '', coalesce(a.item_number, ''), a.message,
        (case when a.detail_key = 'audit.detail.stay.price'
          then (a.detail_params->>'price')::bigint - (a.detail_params->>'newPrice')::bigint
          else substring(a.detail from '^(-?[0-9]+) ')::bigint - substring(a.detail from ' (-?[0-9]+)$')::bigint end)::float8, a.created_at
      from audit_events a join hotels h on h.group_id = a.group_id
      where a.group_id = ${o.groupId} and a.type_id = ${AUDIT.EDIT_PRICE} and ${within}
        and a.message like 'Price of reservation % changed'
        and (a.detail_key = 'audit.detail.stay.price' or (a.detail_key is null and a.detail ~ ${PRICE_CHANGE_DETAIL}))
    ) d where d."amountMinor" > 0
    order by d.day, d.at, d.number`,
  );
  const clean = lines.map(({ at: _at, ...l }: TDiscountLineDto & { at?: unknown }) => l);
  return {
    lines: clean,
    byUser: groupBy(clean, (l) => [l.userId === null ? l.userName : String(l.userId), l.userName]),
    byReason: groupBy(clean, (l) => [l.reason.trim().toLowerCase(), l.reason.trim()]),
    count: clean.length,
    amountMinor: clean.reduce((s, l) => s + l.amountMinor, 0),
  };
}

function groupBy(lines: readonly TDiscountLineDto[], keyOf: (l: TDiscountLineDto) => [string, string]): TDiscountGroupDto[] {
  const groups = new Map<string, TDiscountGroupDto>();
  for (const l of lines) {
    const [key, label] = keyOf(l);
    const g = groups.get(key) ?? { key, label, count: 0, amountMinor: 0 };
    groups.set(key, g);
    g.count += 1;
    g.amountMinor += l.amountMinor;
  }
  return [...groups.values()].sort((a, b) => b.amountMinor - a.amountMinor || a.label.localeCompare(b.label));
}
