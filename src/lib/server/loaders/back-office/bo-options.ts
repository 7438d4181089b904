import { boLoad } from './bo-load.ts';
import { hotelCurrencyOf } from '../../../domain/hotel-currency.ts';

export interface BoOption {
  value: string;
  label: string;
}
export interface BoOptions {
  stores: BoOption[];
  products: BoOption[];
  suppliers: BoOption[];
  families: BoOption[];
  currency: string;
  today: string;
  userId: number;
  roles: string[];
}

type Which = 'stores' | 'products' | 'suppliers' | 'families';

/** The hotel's stores, stocked products, suppliers and families as select options, read only when a page needs them. */
export async function loadOptions(locals: App.Locals, which: readonly Which[]): Promise<BoOptions> {
  const want = (w: Which) => which.includes(w);
  const [context, stores, products, suppliers, families] = await Promise.all([
    boLoad<{ currency: string; today: string; userId: number; roles: string[] }>(locals, '/bo/context'),
    want('stores') ? boLoad<{ storeId: number; name: string }[]>(locals, '/bo/stores') : null,
    want('products') ? boLoad<{ productId: number; reference: string; name: string; unit: string }[]>(locals, '/bo/product-options') : null,
    want('suppliers') ? boLoad<{ supplierId: number; name: string }[]>(locals, '/bo/suppliers') : null,
    want('families') ? boLoad<{ familyId: number; name: string; parentName: string | null }[]>(locals, '/bo/families') : null,
  ]);
  return {
    stores: (stores?.data ?? []).map((s) => ({ value: String(s.storeId), label: s.name })),
    products: (products?.data ?? []).map((p) => ({ value: String(p.productId), label: `${p.reference} — ${p.name} (${p.unit})` })),
    suppliers: (suppliers?.data ?? []).map((s) => ({ value: String(s.supplierId), label: s.name })),
    families: (families?.data ?? []).map((f) => ({ value: String(f.familyId), label: f.parentName ? `${f.parentName} › ${f.name}` : f.name })),
    currency: hotelCurrencyOf(context.data?.currency),
    today: context.data?.today ?? '',
    userId: context.data?.userId ?? 0,
    roles: context.data?.roles ?? [],
  };
}
