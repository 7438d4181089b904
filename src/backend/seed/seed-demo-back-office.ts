import type { Queryer } from '../db/client.ts';
import { addDays } from '../../lib/domain/days.ts';
import { literal } from '../core/sql-literal.ts';

const PRODUCTS: [ref: string, name: string, unit: string, family: 'DRK' | 'FOOD' | 'AMEN', buy: number, sell: number, opening: number][] = [
  ['W-050', 'Mineral water 50cl', 'bottle', 'DRK', 400, 1500, 120],
  ['J-025', 'Orange juice 25cl', 'bottle', 'DRK', 900, 3000, 48],
  ['V-075', 'Red wine 75cl', 'bottle', 'DRK', 6000, 18000, 24],
  ['C-KG', 'Coffee beans', 'kg', 'FOOD', 15000, 0, 8],
  ['F-KG', 'Flour', 'kg', 'FOOD', 800, 0, 25],
  ['S-SHP', 'Shampoo 30ml', 'unit', 'AMEN', 250, 0, 300],
  ['S-SOAP', 'Soap 20g', 'unit', 'AMEN', 150, 0, 0],
];

/**
 * The demo hotels' back office: a supplier, a main store and one store per bar and restaurant,
 * families, products with an opening stock entered 30 days ago (through the ledger, so balances
 * and values are the ledger's own), and a hammam sold as a service.
 */
export async function seedDemoBackOffice(q: Queryer, opts: { groupId: number; today: string; userId: number }): Promise<void> {
  const g = opts.groupId;
  const day = addDays(opts.today, -30);
  await q.exec(`
    insert into bo_suppliers (group_id, code, name, email, phone) values
      (${g}, 'ATLAS', 'Atlas Boissons', 'commandes@atlas-boissons.example', '+212522000001'),
      (${g}, 'HYGI', 'Hygiène Pro', 'orders@hygiene-pro.example', '+212522000002');
    insert into bo_stores (group_id, code, name) values (${g}, 'MAIN', 'Main store');
    insert into bo_stores (group_id, code, name, pos_id)
      select group_id, code, name || ' store', pos_id from service_points where group_id = ${g} and code in ('BAR', 'RES');
    insert into bo_product_families (group_id, code, name) values (${g}, 'DRK', 'Drinks'), (${g}, 'FOOD', 'Food'), (${g}, 'AMEN', 'Amenities');
    insert into bo_product_families (group_id, code, name, parent_id)
      select ${g}, 'SOFT', 'Soft drinks', family_id from bo_product_families where group_id = ${g} and code = 'DRK';
    insert into bo_products (group_id, reference, name, unit, purchase_price_e4, sale_price_minor, supplier_id, family_id)
      select ${g}, v.ref, v.name, v.unit, v.buy * 100, v.sell, s.supplier_id, f.family_id
      from (values ${PRODUCTS.map(([ref, name, unit, fam, buy, sell]) => `(${literal(ref)}, ${literal(name)}, ${literal(unit)}, ${literal(fam === 'DRK' && ref !== 'V-075' ? 'SOFT' : fam)}, ${buy}, ${sell})`).join(', ')})
        as v(ref, name, unit, fam, buy, sell)
      join bo_product_families f on f.group_id = ${g} and f.code = v.fam
      join bo_suppliers s on s.group_id = ${g} and s.code = case when v.fam = 'AMEN' then 'HYGI' else 'ATLAS' end;
    insert into bo_products (group_id, reference, product_type, name, unit, sale_price_minor, stocked) values (${g}, 'P-HAM', 'service', 'Hammam', 'service', 25000, false);
  `);
  // One ledger row per opening quantity: the trigger sets each balance and its value.
  for (const [ref, , , , buy, , opening] of PRODUCTS) {
    if (opening === 0) continue;
    await q.query(
      `
      insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_e4, source_type, note, user_id)
      select $1, p.product_id, s.store_id, $2, 'add_stock', $3, $4::bigint * 100, 'seed', 'Opening stock', $5
      from bo_products p join bo_stores s on s.group_id = p.group_id and s.code = 'MAIN' where p.group_id = $1 and p.reference = $6`,
      [g, day, opening, buy, opts.userId, ref],
    );
  }
}
