import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TExtraSaleDto, TExtraSalesDto } from '../../../lib/domain/report-activity-dto.ts';
import { rowsOf } from '../../core/rows.ts';
import { discountsOf } from './charge-discounts.ts';

interface Raw {
  family: string;
  product: string;
  service_point: string;
  quantity: number;
  gross: string;
  discount: string;
}

/**
 * The extras sold on folios over [from, to] (their charge day), by family, product (the charge's
 * description) and service point: quantity, gross at the prices charged, discounts on them and the
 * revenue left. `free` keeps only the items given away: charged at zero or discounted to zero.
 * Charges are read through the (group_id, day) index.
 */
export async function findExtraSales(
  db: Db,
  o: { groupId: number; from: string; to: string; free: boolean },
): Promise<Pick<TExtraSalesDto, 'rows' | 'totals'>> {
  const raw = await rowsOf<Raw>(
    db,
    sql`
    with sold as (
      select c.family, c.description, c.pos_id, c.quantity, c.amount_minor as gross, ${discountsOf(sql`c`)} as discount
      from order_charges c
      where c.group_id = ${o.groupId} and c.day between ${o.from}::date and ${o.to}::date and c.kind = 'extra'
    )
    select s.family, s.description as product, coalesce(sp.name, '') as service_point, sum(s.quantity)::int as quantity,
      sum(s.gross)::text as gross, sum(s.discount)::text as discount
    from sold s left join service_points sp on sp.pos_id = s.pos_id
    where ${o.free ? sql`s.gross + s.discount = 0` : sql`true`}
    group by 1, 2, 3 order by 1, 2, 3`,
  );
  const rows: TExtraSaleDto[] = raw.map((r) => {
    const gross = Number(r.gross);
    const discount = -Number(r.discount);
    return {
      family: r.family,
      product: r.product,
      servicePoint: r.service_point,
      quantity: r.quantity,
      grossMinor: gross,
      discountMinor: discount,
      revenueMinor: gross - discount,
    };
  });
  const sum = (f: (r: TExtraSaleDto) => number) => rows.reduce((a, r) => a + f(r), 0);
  return {
    rows,
    totals: {
      quantity: sum((r) => r.quantity),
      grossMinor: sum((r) => r.grossMinor),
      discountMinor: sum((r) => r.discountMinor),
      revenueMinor: sum((r) => r.revenueMinor),
    },
  };
}
