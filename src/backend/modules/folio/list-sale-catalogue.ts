import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, servicePoints, stockBalances, stores, taxRates } from '../../db/schema/index.ts';
import type { TSaleCatalogueDto } from '../../../lib/domain/sale-catalogue-dto.ts';

/**
 * What a folio's "Add an extra" may sell in a hotel: its active points of sale (each with the store
 * it sells from), the active products with a sale price (price, own tax rate, stock on hand per
 * store) and the hotel's rate per family. Reads only; the sale itself is addCharge.
 */
export async function listSaleCatalogue(db: Db, o: { groupId: number; currency: string }): Promise<TSaleCatalogueDto> {
  const [points, items, balances, rates] = await Promise.all([
    db
      .select({ posId: servicePoints.posId, name: servicePoints.name, storeId: stores.storeId })
      .from(servicePoints)
      .leftJoin(stores, and(eq(stores.posId, servicePoints.posId), eq(stores.active, true)))
      .where(and(eq(servicePoints.groupId, o.groupId), eq(servicePoints.active, true)))
      .orderBy(asc(servicePoints.name)),
    db
      .select({
        productId: products.productId,
        reference: products.reference,
        name: products.name,
        unit: products.unit,
        salePriceMinor: products.salePriceMinor,
        taxRateBp: products.taxRateBp,
        stocked: products.stocked,
      })
      .from(products)
      .where(and(eq(products.groupId, o.groupId), eq(products.active, true), gt(products.salePriceMinor, 0)))
      .orderBy(asc(products.name)),
    db
      .select({ productId: stockBalances.productId, storeId: stockBalances.storeId, quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(eq(stockBalances.groupId, o.groupId)),
    db.select({ family: taxRates.family, rateBp: taxRates.rateBp }).from(taxRates).where(eq(taxRates.groupId, o.groupId)),
  ]);
  const onHand = new Map<number, Record<string, string>>();
  for (const b of balances) onHand.set(b.productId, { ...onHand.get(b.productId), [String(b.storeId)]: b.quantity });
  return {
    currency: o.currency,
    points,
    products: items.map((p) => ({ ...p, onHand: onHand.get(p.productId) ?? {} })),
    familyRates: Object.fromEntries(rates.map((r) => [r.family, r.rateBp])),
  };
}
