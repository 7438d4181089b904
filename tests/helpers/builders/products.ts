import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { insertReturning } from './insert-returning.ts';

export interface ProductHandle {
  productId: number;
  groupId: number;
  reference: string;
}

/** A back-office product (hotel 1 unless said), with its own VAT rate when it has one. */
export async function aProduct(
  api: TestApi,
  o: { reference: string; name: string; groupId?: number; taxRateBp?: number; stocked?: boolean; salePriceMinor?: number },
): Promise<ProductHandle> {
  const groupId = o.groupId ?? FIXTURE.hotel1;
  const row = await insertReturning<{ product_id: number }>(
    api,
    'bo_products',
    {
      group_id: groupId,
      reference: o.reference,
      name: o.name,
      tax_rate_bp: o.taxRateBp ?? null,
      stocked: o.stocked ?? true,
      sale_price_minor: o.salePriceMinor ?? 0,
    },
    'product_id',
  );
  return { productId: row.product_id, groupId, reference: o.reference };
}
