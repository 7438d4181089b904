import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TCityLedgerDto, TOpenFolioDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/** One row of the open balances' answer: a class's count and sum (per company for the city ledger), or a listed unsettled folio. */
interface BalanceRow {
  class: 'in_house' | 'upcoming' | 'not_settled' | 'company' | 'listed';
  companyId: number | null;
  count: number;
  amountMinor: number;
  orderId: number;
  orderNumber: string;
  folioNo: number;
  guestName: string;
  departure: string | null;
  chargesMinor: number;
  paidMinor: number;
}

/**
 * What is owed at the end of day `at`, from the charges, payments and credit notes dated up to it
 * (a folio's charges are counted net of its credit notes):
 * - a guest folio (no company) is in house when one of its order's stays sleeps the night of
 *   `at`, upcoming when its stays have not arrived yet (deposits: a negative balance), else left:
 *   a left folio whose charges and payments differ is not settled;
 * - the city ledger of a company is what its folios still hold plus what company-account
 *   payments put on its account (a guest's folio settled "on account").
 */
export async function findOpenBalances(
  db: Db,
  o: { groupId: number; at: string; listed: number },
): Promise<{
  inHouse: { count: number; amountMinor: number };
  upcoming: { count: number; amountMinor: number };
  notSettled: { count: number; amountMinor: number };
  openFolios: TOpenFolioDto[];
  cityLedger: TCityLedgerDto[];
}> {
  const [balances, accounts] = await Promise.all([
    rowsOf<BalanceRow>(
      db,
      sql`
      -- A folio whose charges and payments are all dated on or before the day owes what its kept
      -- totals say (folio_totals, migration 0023); only the folios spanning the day (stays in house,
      -- deposits of stays to come; every folio of the time when the day is in the past) are summed
      -- from their rows.
      with spanning as (
        select order_id, folio_no from folio_totals
        where group_id = ${o.groupId} and daterange(first_day, last_day, '[)') @> ${o.at}::date
      -- A credit note is a folio movement (migration 0030): the charges below are net of the folio's credit notes.
      ), money as (
        select c.order_id, c.folio_no, c.amount_minor as charges, 0::bigint as paid from order_charges c
        join spanning s on s.order_id = c.order_id and s.folio_no = c.folio_no where c.day <= ${o.at}::date
        union all
        select p.order_id, p.folio_no, 0, p.hotel_amount_minor from payments p
        join spanning s on s.order_id = p.order_id and s.folio_no = p.folio_no where p.day <= ${o.at}::date
        union all
        select i.order_id, coalesce(i.folio_no, 1)::smallint, -i.total_minor, 0 from invoices i
        join spanning s on s.order_id = i.order_id and s.folio_no = coalesce(i.folio_no, 1) where i.kind = 'credit_note' and i.day <= ${o.at}::date
      ), bal as (
        select order_id, folio_no, charges_minor - credited_minor as charges, paid_minor as paid from folio_totals
        where group_id = ${o.groupId} and last_day <= ${o.at}::date and balance_minor <> 0
        union all
        select order_id, folio_no, sum(charges), sum(paid) from money group by 1, 2 having sum(charges) <> sum(paid)
      ), owed as materialized (
        select b.order_id, b.folio_no, b.charges, b.paid, f.company_id, st.guest, st.departure,
          case when f.company_id is not null then 'company' when st.in_house then 'in_house' when st.upcoming then 'upcoming' else 'not_settled' end as class
        from bal b
        left join folios f on f.order_id = b.order_id and f.folio_no = b.folio_no
        left join lateral (
          select min(r.guest_name) as guest,
            (max(r.checkout) filter (where r.status in (${S.IN_HOUSE}, ${S.DEPARTED})))::text as departure,
            bool_or(r.status in (${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin <= ${o.at}::date and r.checkout > ${o.at}::date) as in_house,
            bool_or(r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin > ${o.at}::date)
              and not bool_or(r.status in (${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin <= ${o.at}::date) as upcoming
          from reservations r where r.order_id = b.order_id
        ) st on true
      )
      -- Thousands of folios stay open in a big hotel's history: the database counts and sums them by
      -- class (a company's by company, for its city ledger) and hands over only the unsettled ones
      -- listed, not every open folio to be sorted out here.
      select class, company_id as "companyId", count(*)::int as count, sum(charges - paid)::float8 as "amountMinor",
        null::int as "orderId", null::text as "orderNumber", null::int as "folioNo", null::text as "guestName", null::text as departure,
        null::float8 as "chargesMinor", null::float8 as "paidMinor"
      from owed group by class, company_id
      union all
      (select 'listed', null, null, null, l.order_id, l.order_number, l.folio_no, coalesce(l.guest, ''), l.departure, l.charges::float8, l.paid::float8
      from (select n.*, (select coalesce(x.number, x.order_id::text) from orders x where x.order_id = n.order_id) as order_number
        from owed n where n.class = 'not_settled') l
      order by l.departure nulls first, l.order_number, l.folio_no limit ${o.listed})`,
    ),
    rowsOf<{ companyId: number; amountMinor: number }>(
      db,
      sql`
      select company_id as "companyId", sum(hotel_amount_minor)::float8 as "amountMinor" from payments
      where group_id = ${o.groupId} and method = 'company_account' and day <= ${o.at}::date group by 1`,
    ),
  ]);
  const sum = (c: BalanceRow['class']) =>
    balances
      .filter((b) => b.class === c)
      .reduce((s, b) => ({ count: s.count + b.count, amountMinor: s.amountMinor + b.amountMinor }), { count: 0, amountMinor: 0 });
  const ledger = new Map<number, number>();
  for (const b of balances) if (b.class === 'company' && b.companyId !== null) ledger.set(b.companyId, (ledger.get(b.companyId) ?? 0) + b.amountMinor);
  for (const a of accounts) ledger.set(a.companyId, (ledger.get(a.companyId) ?? 0) + a.amountMinor);
  const ids = [...ledger.keys()];
  const names = ids.length
    ? await rowsOf<{ id: number; name: string }>(
        db,
        sql`
    select customer_id as id, case when kind = 'company' then company_name else trim(first_name || ' ' || last_name) end as name
    from customers where customer_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
      )
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return {
    inHouse: sum('in_house'),
    upcoming: sum('upcoming'),
    notSettled: sum('not_settled'),
    openFolios: balances
      .filter((b) => b.class === 'listed')
      .map((f) => ({
        orderId: f.orderId,
        orderNumber: f.orderNumber,
        folioNo: f.folioNo,
        guestName: f.guestName,
        departure: f.departure,
        chargesMinor: f.chargesMinor,
        paidMinor: f.paidMinor,
        balanceMinor: f.chargesMinor - f.paidMinor,
      })),
    cityLedger: ids
      .map((companyId) => ({ companyId, name: nameOf.get(companyId) ?? `#${companyId}`, amountMinor: ledger.get(companyId)! }))
      .filter((c) => c.amountMinor !== 0)
      .sort((a, b) => b.amountMinor - a.amountMinor || a.name.localeCompare(b.name)),
  };
}
