import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { rowsOf } from './bo-sql.ts';
import { toPage, type BoPage } from './bo-page.ts';
import type { TProductsQuery } from './back-office.schemas.ts';

export interface TSupplierDto { supplierId: number; code: string; name: string; email: string; phone: string; address: string; active: boolean }
export interface TStoreDto { storeId: number; code: string; name: string; posId: number | null; posName: string | null; allowNegative: boolean; active: boolean }
export interface TFamilyDto { familyId: number; code: string; name: string; parentId: number | null; parentName: string | null }
export interface TProductDto {
  productId: number; reference: string; productType: string; name: string; unit: string; contents: string[]; tags: string[];
  purchasePriceMinor: number; salePriceMinor: number; supplierId: number | null; supplierName: string | null; familyId: number | null; familyName: string | null;
  stocked: boolean; active: boolean; onHand: number;
  /** Its own VAT rate (basis points); null: the hotel's rate for the family it is sold under. */
  taxRateBp: number | null;
}

export async function listSuppliers(db: Db, groupId: number): Promise<TSupplierDto[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select supplier_id, code, name, email, phone, address, active from bo_suppliers where group_id = ${groupId} order by name, supplier_id`);
  return rows.map((r) => ({ supplierId: Number(r['supplier_id']), code: String(r['code']), name: String(r['name']), email: String(r['email']), phone: String(r['phone']), address: String(r['address']), active: Boolean(r['active']) }));
}

export async function listStores(db: Db, groupId: number): Promise<TStoreDto[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select s.store_id, s.code, s.name, s.pos_id, sp.name as pos_name, s.allow_negative, s.active
    from bo_stores s left join service_points sp on sp.pos_id = s.pos_id where s.group_id = ${groupId} order by s.name, s.store_id`);
  return rows.map((r) => ({ storeId: Number(r['store_id']), code: String(r['code']), name: String(r['name']), posId: r['pos_id'] === null ? null : Number(r['pos_id']), posName: (r['pos_name'] as string | null) ?? null, allowNegative: Boolean(r['allow_negative']), active: Boolean(r['active']) }));
}

export async function listFamilies(db: Db, groupId: number): Promise<TFamilyDto[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select f.family_id, f.code, f.name, f.parent_id, pf.name as parent_name
    from bo_product_families f left join bo_product_families pf on pf.family_id = f.parent_id where f.group_id = ${groupId} order by coalesce(pf.name, f.name), f.parent_id nulls first, f.name`);
  return rows.map((r) => ({ familyId: Number(r['family_id']), code: String(r['code']), name: String(r['name']), parentId: r['parent_id'] === null ? null : Number(r['parent_id']), parentName: (r['parent_name'] as string | null) ?? null }));
}

/** List Product: 20 a page with type, name, supplier and family (and its sub-families) filters. */
export async function listProducts(db: Db, opts: { groupId: number; query: TProductsQuery }): Promise<BoPage<TProductDto>> {
  const q = opts.query;
  const where = sql.join([
    sql`p.group_id = ${opts.groupId}`,
    q.type !== undefined ? sql`p.product_type = ${q.type}` : undefined,
    q.supplier !== undefined ? sql`p.supplier_id = ${q.supplier}` : undefined,
    q.family !== undefined ? sql`(p.family_id = ${q.family} or p.family_id in (select family_id from bo_product_families where parent_id = ${q.family}))` : undefined,
    q.stocked !== undefined ? sql`p.stocked = ${q.stocked === 'true'}` : undefined,
    q.name ? sql`(p.name ilike ${`%${escapeLike(q.name)}%`} or p.reference ilike ${`%${escapeLike(q.name)}%`})` : undefined,
  ].filter((s) => s !== undefined), sql` and `);
  const [rows, [total]] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, sql`select p.*, s.name as supplier_name, f.name as family_name,
        (select coalesce(sum(b.quantity), 0) from bo_stock_balances b where b.product_id = p.product_id) as on_hand
      from bo_products p left join bo_suppliers s on s.supplier_id = p.supplier_id left join bo_product_families f on f.family_id = p.family_id
      where ${where} order by p.name, p.product_id limit ${q.size} offset ${q.page * q.size}`),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_products p where ${where}`),
  ]);
  return toPage(rows.map((r) => ({
    productId: Number(r['product_id']), reference: String(r['reference']), productType: String(r['product_type']), name: String(r['name']), unit: String(r['unit']),
    contents: r['contents'] as string[], tags: r['tags'] as string[], purchasePriceMinor: Number(r['purchase_price_minor']), salePriceMinor: Number(r['sale_price_minor']),
    supplierId: r['supplier_id'] === null ? null : Number(r['supplier_id']), supplierName: (r['supplier_name'] as string | null) ?? null,
    familyId: r['family_id'] === null ? null : Number(r['family_id']), familyName: (r['family_name'] as string | null) ?? null,
    stocked: Boolean(r['stocked']), active: Boolean(r['active']), onHand: Number(r['on_hand']),
    taxRateBp: r['tax_rate_bp'] === null || r['tax_rate_bp'] === undefined ? null : Number(r['tax_rate_bp']),
  })), total?.n ?? 0, q.page, q.size);
}

export interface TBoUserDto { userId: number; name: string; username: string; email: string; roles: string[]; active: boolean }

/** Back-office users: the hotel's staff accounts holding a back-office role (no second user table). */
export async function listBoUsers(db: Db, groupId: number): Promise<TBoUserDto[]> {
  const rows = await rowsOf<{ user_id: number; name: string; username: string; email: string; active: boolean; roles: string[] }>(db, sql`
    select u.user_id, u.name, u.username, u.email, u.active, array_agg(r.code order by r.code) as roles
    from users u join user_roles ur on ur.user_id = u.user_id join roles r on r.role_id = ur.role_id
    where (u.group_id = ${groupId} or exists (select 1 from user_preferred_hotels h where h.user_id = u.user_id and h.group_id = ${groupId}))
      and u.user_id in (select ur2.user_id from user_roles ur2 join roles r2 on r2.role_id = ur2.role_id where r2.code in ('buyer', 'stock_keeper'))
    group by u.user_id order by u.name`);
  return rows.map((r) => ({ userId: r.user_id, name: r.name, username: r.username, email: r.email, roles: r.roles, active: r.active }));
}

/** The hotel's points of sale (service points), for the stores they draw from. */
export async function listPointsOfSale(db: Db, groupId: number): Promise<{ posId: number; name: string; code: string }[]> {
  const rows = await rowsOf<{ pos_id: number; name: string; code: string }>(db, sql`select pos_id, name, code from service_points where group_id = ${groupId} and active order by name`);
  return rows.map((r) => ({ posId: r.pos_id, name: r.name, code: r.code }));
}

export interface TProductOptionDto { productId: number; reference: string; name: string; unit: string }

/** The hotel's active stocked products for a form's or a filter's select: ids and names only, one index scan. */
export async function listProductOptions(db: Db, groupId: number): Promise<TProductOptionDto[]> {
  const rows = await rowsOf<{ product_id: number; reference: string; name: string; unit: string }>(db, sql`
    select product_id, reference, name, unit from bo_products where group_id = ${groupId} and stocked and active order by reference limit 2000`);
  return rows.map((r) => ({ productId: r.product_id, reference: r.reference, name: r.name, unit: r.unit }));
}
