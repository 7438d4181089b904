import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, taxRates } from '../../db/schema/index.ts';
import { AppError, pgErrorCode, word } from '../../http/errors.ts';
import { TAX_FAMILIES, type TaxFamily } from '../../../lib/domain/tax-families.ts';

/** The SQLSTATE auberge_tax_rate raises when a family has no rate (migration 0031). */
export const TAX_RATE_MISSING_SQLSTATE = 'AT001';

/**
 * A family without a rate is a configuration error, never a silent 0 %: 409, `field` naming the
 * family ('taxRates.room'), the message saying who fixes it and where.
 */
export function taxRateMissing(groupId: number, family: string): AppError {
  const known = (TAX_FAMILIES as readonly string[]).includes(family);
  return new AppError(
    'conflict',
    `Hotel ${groupId} has no tax rate for the family '${family}': an administrator must set it under Rate Management, Tax rates, before it can be charged.`,
    `taxRates.${family}`,
    { key: 'errors.tax.rateMissing', params: { family: known ? word(`errors.family.${family as TaxFamily}`) : family } },
  );
}

/**
 * The tax rate (basis points) the hotel configured for a family of charges: the one rate every
 * charge-writing path uses (booking, closing, folio, city tax, wallet, re-created nights). Missing:
 * taxRateMissing (409).
 */
export async function taxRateFor(db: Db, o: { groupId: number; family: TaxFamily }): Promise<number> {
  const [row] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(and(eq(taxRates.groupId, o.groupId), eq(taxRates.family, o.family)));
  if (!row) throw taxRateMissing(o.groupId, o.family);
  return row.rateBp;
}

/** The database's refusal of a charge whose family has no rate (auberge_tax_rate), as the same 409; undefined for any other error. */
export function taxRateErrorOf(err: unknown): AppError | undefined {
  if (pgErrorCode(err) !== TAX_RATE_MISSING_SQLSTATE) return undefined;
  const e = err as { message?: unknown; hint?: unknown; cause?: { message?: unknown; hint?: unknown } };
  const hint = typeof e.hint === 'string' ? e.hint : typeof e.cause?.hint === 'string' ? e.cause.hint : '';
  const message = typeof e.message === 'string' ? e.message : String(e.cause?.message ?? '');
  const family = (TAX_FAMILIES as readonly string[]).includes(hint) ? hint : (/family '([a-z_]+)'/.exec(message)?.[1] ?? 'unknown');
  const group = Number(/Hotel (\d+)/.exec(message)?.[1] ?? 0);
  return taxRateMissing(group, family);
}

/**
 * The rate of a charge that may name a back-office product: the product's own rate when it has
 * one, else the hotel's rate for the family. A product of another hotel is left to its owner
 * check (the family's rate answers here).
 */
export async function chargeTaxRate(db: Db, o: { groupId: number; family: TaxFamily; productId?: number | undefined }): Promise<number> {
  if (o.productId !== undefined) {
    const [p] = await db
      .select({ rateBp: products.taxRateBp })
      .from(products)
      .where(and(eq(products.productId, o.productId), eq(products.groupId, o.groupId)));
    if (p?.rateBp != null) return p.rateBp;
  }
  return taxRateFor(db, { groupId: o.groupId, family: o.family });
}
