import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxBreakdown } from '../../../lib/domain/cashiering.ts';
import type { TTaxesReportDto, TTaxRateDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rowsOf } from '../../core/rows.ts';

type Figures = Omit<TTaxesReportDto, 'groupId' | 'currency' | 'from' | 'to'>;

const withGross = (r: { taxRateBp: number; netMinor: number; taxMinor: number }): TTaxRateDto => ({ ...r, grossMinor: r.netMinor + r.taxMinor });

function total(rows: readonly TTaxRateDto[]): TTaxRateDto {
  return rows.reduce(
    (t, r) => ({ taxRateBp: -1, netMinor: t.netMinor + r.netMinor, taxMinor: t.taxMinor + r.taxMinor, grossMinor: t.grossMinor + r.grossMinor }),
    { taxRateBp: -1, netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}

/**
 * VAT and city tax of [from, to]:
 * - posted: the charges of the period's closed days (posted by their closing), city tax apart,
 *   less the credit notes of those days (a credit note lowers the tax of its own business day),
 *   tax included; per rate, VAT = gross × rate / (1 + rate), rounded as an invoice rounds it;
 * - invoiced: the tax lines of the invoices issued in the period less those of its credit notes;
 * - city tax: the city-tax charges of the period's closed days (a tax collected for the town, no VAT).
 */
export async function findTaxesReport(db: Db, o: { groupId: number; from: string; to: string }): Promise<Figures> {
  const [charges, invoiced] = await Promise.all([
    rowsOf<{ month: string; taxRateBp: number; cityTax: boolean; count: number; grossMinor: number }>(
      db,
      sql`
      select to_char(day, 'YYYY-MM') as month, tax_rate_bp as "taxRateBp", kind = 'city_tax' as "cityTax", count(*)::int as count, sum(amount_minor)::float8 as "grossMinor"
      from order_charges where group_id = ${o.groupId} and day between ${o.from}::date and ${o.to}::date and posted_day is not null
      group by 1, 2, 3
      -- A credit note takes its gross back, per rate, on its own business day once that day is closed.
      union all
      select to_char(i.day, 'YYYY-MM'), t.tax_rate_bp, false, 0, -sum(t.net_minor + t.tax_minor)::float8
      from invoices i join invoice_taxes t on t.invoice_id = i.invoice_id
      where i.group_id = ${o.groupId} and i.kind = 'credit_note' and i.day between ${o.from}::date and ${o.to}::date
        and exists (select 1 from business_days b where b.group_id = i.group_id and b.day >= i.day)
      group by 1, 2
      order by 1, 2`,
    ),
    rowsOf<{ taxRateBp: number; netMinor: number; taxMinor: number }>(
      db,
      sql`
      select t.tax_rate_bp as "taxRateBp",
        sum(case when i.kind = 'credit_note' then -t.net_minor else t.net_minor end)::float8 as "netMinor",
        sum(case when i.kind = 'credit_note' then -t.tax_minor else t.tax_minor end)::float8 as "taxMinor"
      from invoices i join invoice_taxes t on t.invoice_id = i.invoice_id
      where i.group_id = ${o.groupId} and i.day between ${o.from}::date and ${o.to}::date group by 1 order by 1`,
    ),
  ]);
  const vat = charges.filter((c) => !c.cityTax);
  const rates = new Map<number, number>();
  for (const c of vat) rates.set(c.taxRateBp, (rates.get(c.taxRateBp) ?? 0) + c.grossMinor);
  const posted = taxBreakdown([...rates].map(([taxRateBp, amountMinor]) => ({ taxRateBp, amountMinor }))).byRate.map(withGross);
  const months = [...new Set(charges.map((c) => c.month))];
  const byMonth = months.map((month) => {
    const lines = vat.filter((c) => c.month === month).map((c) => ({ taxRateBp: c.taxRateBp, amountMinor: c.grossMinor }));
    return {
      month,
      taxMinor: taxBreakdown(lines).taxMinor,
      cityTaxMinor: charges.filter((c) => c.month === month && c.cityTax).reduce((s, c) => s + c.grossMinor, 0),
    };
  });
  const city = charges.filter((c) => c.cityTax);
  const invoicedRates = invoiced.map(withGross);
  return {
    posted,
    postedTotal: total(posted),
    invoiced: invoicedRates,
    invoicedTotal: total(invoicedRates),
    cityTax: { count: city.reduce((s, c) => s + c.count, 0), amountMinor: city.reduce((s, c) => s + c.grossMinor, 0) },
    byMonth,
  };
}
