import type { TestApi } from '../helpers/test-api.ts';
import type { ModelHotel } from './model-hotel.ts';

/** What the model remembers of an issued invoice or credit note: its taxes at issue, and a fingerprint of its rows. */
export interface IssuedDocument {
  invoiceId: number;
  kind: 'invoice' | 'credit_note';
  orderId: number;
  day: string;
  totalMinor: number;
  taxes: { taxRateBp: number; netMinor: number; taxMinor: number }[];
  fingerprint: string;
}

interface Money {
  [k: string]: unknown;
}

/** The last charge and payment ids when a day was closed: any later one dated on or before it was posted on a closed day. */
export interface ClosingMark {
  day: string;
  charge: number;
  payment: number;
}

export async function closingMark(api: TestApi, groupId: number, day: string): Promise<ClosingMark> {
  const [row] = await api.database.query<{ c: number; p: number }>(
    `select coalesce((select max(charge_id) from order_charges), 0)::int c, coalesce((select max(payment_id) from payments), 0)::int p`,
  );
  void groupId;
  return { day, charge: Number(row!.c), payment: Number(row!.p) };
}

const num = (v: unknown) => Number(v ?? 0);

/** The fingerprint of an invoice: its header's money and every line, as stored. */
export async function fingerprints(api: TestApi, groupId: number): Promise<Map<number, string>> {
  const rows = await api.database.query<{ id: number; f: string }>(
    `
    select i.invoice_id id, md5(concat_ws('|', i.number, i.kind, i.total_minor, i.net_minor, i.tax_minor, i.day, i.order_id, i.folio_no, i.credited_invoice_id,
      (select string_agg(concat_ws(':', l.charge_id, l.day, l.description, l.quantity, l.unit_price_minor, l.tax_rate_bp, l.amount_minor), ',' order by l.line_id) from invoice_lines l where l.invoice_id = i.invoice_id),
      (select string_agg(concat_ws(':', t.tax_rate_bp, t.net_minor, t.tax_minor), ',' order by t.tax_rate_bp) from invoice_taxes t where t.invoice_id = i.invoice_id))) f
    from invoices i where i.group_id = $1`,
    [groupId],
  );
  return new Map(rows.map((r) => [Number(r.id), r.f]));
}

/**
 * The invariants of issue 32's "Done means" the database can be asked in one statement: each
 * names what broke. Run after every step of the model.
 */
export async function ledgerViolations(
  api: TestApi,
  hotel: ModelHotel,
  issued: readonly IssuedDocument[],
  closings: readonly ClosingMark[],
): Promise<string[]> {
  const g = hotel.groupId;
  const [row] = await api.database.query<Record<string, unknown>>(
    `
    with ledger as (select auberge_account($1, 'ledger', k) a from unnest(array['guests', 'customers', 'companies']) k),
    orders_of as (select order_id from orders where group_id = $1)
    select
      (select json_agg(room_id) from (select room_id from reservations where group_id = $1 and status = 2 and room_id is not null group by room_id having count(*) > 1) x) two_in_house,
      (select json_agg(json_build_object('entry', entry_no, 'debit', d, 'credit', c)) from (select entry_no, sum(debit_minor) d, sum(credit_minor) c from accounting_entries where group_id = $1 group by entry_no having sum(debit_minor) <> sum(credit_minor)) x) unbalanced,
      (select json_agg(x) from (
        select b.day, b.revenue_minor stored,
          coalesce((select sum(amount_minor) from order_charges c where c.group_id = $1 and c.day = b.day), 0)
          - coalesce((select sum(total_minor) from invoices i where i.group_id = $1 and i.kind = 'credit_note' and i.day = b.day), 0) now
        from business_days b where b.group_id = $1) x where x.stored <> x.now) closed_day_revenue,
      (select json_agg(json_build_object('charge', c.charge_id, 'day', c.day, 'kind', c.kind, 'amount', c.amount_minor)) from order_charges c
        join json_to_recordset($2::json) k(day date, charge int, payment int) on k.day >= c.day and c.charge_id > k.charge where c.group_id = $1) charge_on_closed_day,
      (select json_agg(json_build_object('payment', p.payment_id, 'day', p.day, 'amount', p.hotel_amount_minor)) from payments p
        join json_to_recordset($2::json) k(day date, charge int, payment int) on k.day >= p.day and p.payment_id > k.payment where p.group_id = $1) payment_on_closed_day,
      (select json_agg(x) from (select i.invoice_id, i.total_minor, i.net_minor + i.tax_minor parts,
          coalesce((select sum(amount_minor) from invoice_lines l where l.invoice_id = i.invoice_id), 0) lines,
          coalesce((select sum(net_minor + tax_minor) from invoice_taxes t where t.invoice_id = i.invoice_id), 0) taxes
        from invoices i where i.group_id = $1 and i.kind = 'invoice') x where x.total_minor <> x.lines or x.total_minor <> x.taxes or x.total_minor <> x.parts) invoice_sums,
      (select json_agg(x) from (select l.invoice_id, l.tax_rate_bp, sum(l.amount_minor) lines,
          coalesce((select t.net_minor + t.tax_minor from invoice_taxes t where t.invoice_id = l.invoice_id and t.tax_rate_bp = l.tax_rate_bp), 0) taxed
        from invoice_lines l join invoices i on i.invoice_id = l.invoice_id where i.group_id = $1 and i.kind = 'invoice' group by 1, 2) x where x.lines <> x.taxed) invoice_rates,
      (select json_agg(x) from (select i.invoice_id, i.total_minor, (select sum(c.total_minor) from invoices c where c.credited_invoice_id = i.invoice_id and c.kind = 'credit_note') credited
        from invoices i where i.group_id = $1 and i.kind = 'invoice') x where x.credited > x.total_minor) over_credited,
      (select json_agg(x) from (select w.wallet_id, w.limit_minor, w.spent_minor, coalesce((select sum(amount_minor) from wallet_charges c where c.wallet_id = w.wallet_id), 0) moves
        from rfid_wallets w where w.group_id = $1) x where x.spent_minor <> x.moves or x.limit_minor - x.spent_minor < 0) wallets,
      (select json_agg(x) from (select o.order_id,
          coalesce((select sum(debit_minor - credit_minor) from accounting_entries e where e.group_id = $1 and e.order_id = o.order_id and e.account in (select a from ledger)), 0) books,
          coalesce((select sum(amount_minor) from order_charges c where c.order_id = o.order_id and c.posted_day is not null), 0)
          - coalesce((select sum(hotel_amount_minor) from payments p where p.order_id = o.order_id), 0)
          - coalesce((select sum(total_minor) from invoices i where i.order_id = o.order_id and i.kind = 'credit_note'), 0) folio
        from orders_of o) x where x.books <> x.folio) books_vs_folios`,
    [g, JSON.stringify(closings)],
  );
  const out: string[] = [];
  const say = (name: string, v: unknown) => {
    if (v !== null && v !== undefined) out.push(`${name}: ${JSON.stringify(v).slice(0, 600)}`);
  };
  say('a room holds two in-house stays', row!['two_in_house']);
  say('unbalanced accounting entries', row!['unbalanced']);
  say('closed day revenue (Daily Report) differs from the postings of that day', row!['closed_day_revenue']);
  say('charge posted on a closed day', row!['charge_on_closed_day']);
  say('payment posted on a closed day', row!['payment_on_closed_day']);
  say('invoice total differs from its lines or taxes', row!['invoice_sums']);
  say('invoice tax rate differs from its lines at that rate', row!['invoice_rates']);
  say('credit notes above their invoice', row!['over_credited']);
  say('wallet remaining is not limit − charges + refunds ≥ 0', row!['wallets']);
  say('accounting entries (receivables) differ from the folio (posted charges − payments − credit notes)', row!['books_vs_folios']);
  const now = await fingerprints(api, g);
  for (const d of issued) {
    if (now.get(d.invoiceId) !== d.fingerprint) out.push(`issued ${d.kind} ${d.invoiceId} changed since issue (or vanished)`);
  }
  return out;
}

/** The folio the API shows: balance = Σ charges − Σ payments − Σ credit notes, for the whole order and each folio. */
export async function folioViolations(hotel: ModelHotel, orderId: number): Promise<string[]> {
  const r = await hotel.caller.get(`/crm/folio/${orderId}`);
  if (r.status >= 500) return [`GET folio ${orderId} answered ${r.status}`];
  if (r.status !== 200) return [];
  const f = r.body as { balanceMinor: number; charges: Money[]; payments: Money[]; invoices: Money[]; folios: Money[] };
  const charges = f.charges.reduce((s, c) => s + num(c['amountMinor']), 0);
  const paid = f.payments.reduce((s, p) => s + num(p['hotelAmountMinor']), 0);
  const credited = f.invoices.filter((i) => i['kind'] === 'credit_note').reduce((s, i) => s + num(i['totalMinor']), 0);
  const out: string[] = [];
  if (f.balanceMinor !== charges - paid - credited) {
    out.push(`folio ${orderId}: balance ${f.balanceMinor} ≠ charges ${charges} − payments ${paid} − credit notes ${credited} = ${charges - paid - credited}`);
  }
  for (const sub of f.folios) {
    const expected = num(sub['chargesMinor']) - num(sub['paidMinor']) - num(sub['creditedMinor']);
    if (num(sub['balanceMinor']) !== expected) out.push(`folio ${orderId}/${String(sub['folioNo'])}: balance ${String(sub['balanceMinor'])} ≠ ${expected}`);
  }
  return out;
}

/**
 * The reports against what the model saw issued and the postings: the Taxes report's invoiced
 * VAT per rate = Σ invoices − Σ credit notes at issue; each closed day's Daily Report revenue =
 * the postings of that business day.
 */
export async function reportViolations(
  api: TestApi,
  hotel: ModelHotel,
  o: { from: string; to: string; issued: readonly IssuedDocument[]; closedDays: readonly string[] },
): Promise<string[]> {
  const out: string[] = [];
  const taxes = await hotel.caller.get('/pms/reports/taxes', { from: o.from, to: o.to });
  if (taxes.status >= 500) out.push(`taxes report answered ${taxes.status}`);
  else if (taxes.status === 200) {
    const expected = new Map<number, { net: number; tax: number }>();
    for (const d of o.issued) {
      const sign = d.kind === 'credit_note' ? -1 : 1;
      for (const t of d.taxes) {
        const e = expected.get(t.taxRateBp) ?? { net: 0, tax: 0 };
        expected.set(t.taxRateBp, { net: e.net + sign * t.netMinor, tax: e.tax + sign * t.taxMinor });
      }
    }
    const got = new Map<number, { net: number; tax: number }>();
    for (const r of (taxes.body as { invoiced: { taxRateBp: number; netMinor: number; taxMinor: number }[] }).invoiced)
      got.set(r.taxRateBp, { net: num(r.netMinor), tax: num(r.taxMinor) });
    for (const rate of new Set([...expected.keys(), ...got.keys()])) {
      const e = expected.get(rate) ?? { net: 0, tax: 0 };
      const a = got.get(rate) ?? { net: 0, tax: 0 };
      if (e.net !== a.net || e.tax !== a.tax)
        out.push(`taxes report at ${rate} bp: invoiced ${JSON.stringify(a)} ≠ Σ invoices − Σ credit notes ${JSON.stringify(e)}`);
    }
  } else out.push(`taxes report refused: ${taxes.status} ${JSON.stringify(taxes.body).slice(0, 200)}`);
  for (const day of o.closedDays) {
    const daily = await hotel.caller.get('/pms/reports/daily', { day });
    if (daily.status !== 200) {
      out.push(`daily report of ${day}: ${daily.status}`);
      continue;
    }
    const [sum] = await api.database.query<{ v: string }>(
      `select (coalesce((select sum(amount_minor) from order_charges where group_id = $1 and day = $2), 0)
      - coalesce((select sum(total_minor) from invoices where group_id = $1 and kind = 'credit_note' and day = $2), 0))::text v`,
      [hotel.groupId, day],
    );
    const revenue = num((daily.body as { revenueMinor: unknown }).revenueMinor);
    if (revenue !== Number(sum!.v)) out.push(`daily report of closed day ${day}: revenue ${revenue} ≠ Σ postings of that day ${sum!.v}`);
  }
  return out;
}
