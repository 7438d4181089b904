import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TCityLedgerDto, TOpenFolioDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

interface FolioRow {
  orderId: number;
  orderNumber: string;
  folioNo: number;
  companyId: number | null;
  guestName: string;
  departure: string | null;
  inHouse: boolean;
  upcoming: boolean;
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
  const [folios, accounts] = await Promise.all([
    rowsOf<FolioRow>(
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
      )
      -- The order and folio of each balance are looked up one by one: the planner expects several
      -- times the open folios there are and would otherwise hash every order of the hotel's history
      -- (80 ms on PGlite at 100k stays).
      select b.order_id as "orderId", (select coalesce(o.number, o.order_id::text) from orders o where o.order_id = b.order_id) as "orderNumber",
        b.folio_no as "folioNo", (select f.company_id from folios f where f.order_id = b.order_id and f.folio_no = b.folio_no) as "companyId",
        coalesce(st.guest, '') as "guestName", st.departure, coalesce(st.in_house, false) as "inHouse", coalesce(st.upcoming, false) as upcoming,
        b.charges::float8 as "chargesMinor", b.paid::float8 as "paidMinor"
      from bal b
      left join lateral (
        select min(r.guest_name) as guest,
          (max(r.checkout) filter (where r.status in (${S.IN_HOUSE}, ${S.DEPARTED})))::text as departure,
          bool_or(r.status in (${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin <= ${o.at}::date and r.checkout > ${o.at}::date) as in_house,
          bool_or(r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin > ${o.at}::date)
            and not bool_or(r.status in (${S.IN_HOUSE}, ${S.DEPARTED}) and r.checkin <= ${o.at}::date) as upcoming
        from reservations r where r.order_id = b.order_id
      ) st on true
      order by st.departure nulls first, "orderNumber", b.folio_no`,
    ),
    rowsOf<{ companyId: number; amountMinor: number }>(
      db,
      sql`
      select company_id as "companyId", sum(hotel_amount_minor)::float8 as "amountMinor" from payments
      where group_id = ${o.groupId} and method = 'company_account' and day <= ${o.at}::date group by 1`,
    ),
  ]);
  const sum = (rows: FolioRow[]) => ({ count: rows.length, amountMinor: rows.reduce((s, f) => s + f.chargesMinor - f.paidMinor, 0) });
  const guest = folios.filter((f) => f.companyId === null);
  const ledger = new Map<number, number>();
  for (const f of folios) if (f.companyId !== null) ledger.set(f.companyId, (ledger.get(f.companyId) ?? 0) + f.chargesMinor - f.paidMinor);
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
  const notSettled = guest.filter((f) => !f.inHouse && !f.upcoming);
  return {
    inHouse: sum(guest.filter((f) => f.inHouse)),
    upcoming: sum(guest.filter((f) => !f.inHouse && f.upcoming)),
    notSettled: sum(notSettled),
    openFolios: notSettled.slice(0, o.listed).map((f) => ({
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
