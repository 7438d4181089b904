import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { rowsOf, sqlNumber } from '../../core/rows.ts';
import { toPage, type BoPage } from './bo-page.ts';
import type { TProductsQuery } from './back-office.schemas.ts';
import { purchasePriceText } from '../../../lib/domain/purchase-price.ts';
import type { TSupplierDto, TStoreDto, TFamilyDto, TProductDto, TBoUserDto, TProductOptionDto } from '../../../lib/domain/back-office-dto.ts';
export type { TSupplierDto, TStoreDto, TFamilyDto, TProductDto, TBoUserDto, TProductOptionDto };

export async function listSuppliers(db: Db, groupId: number): Promise<TSupplierDto[]> {
  return rowsOf<TSupplierDto>(
    db,
    sql`select supplier_id as "supplierId", code, name, email, phone, address, active from bo_suppliers where group_id = ${groupId} order by name, supplier_id`,
  );
}

export async function listStores(db: Db, groupId: number): Promise<TStoreDto[]> {
  return rowsOf<TStoreDto>(
    db,
    sql`select s.store_id as "storeId", s.code, s.name, s.pos_id as "posId", sp.name as "posName", s.allow_negative as "allowNegative", s.count_approval_minor::float8 as "countApprovalMinor", s.active
    from bo_stores s left join service_points sp on sp.pos_id = s.pos_id where s.group_id = ${groupId} order by s.name, s.store_id`,
  );
}

export async function listFamilies(db: Db, groupId: number): Promise<TFamilyDto[]> {
  return rowsOf<TFamilyDto>(
    db,
    sql`select f.family_id as "familyId", f.code, f.name, f.parent_id as "parentId", pf.name as "parentName"
    from bo_product_families f left join bo_product_families pf on pf.family_id = f.parent_id where f.group_id = ${groupId} order by coalesce(pf.name, f.name), f.parent_id nulls first, f.name`,
  );
}

/** A product row: its money columns are bigints and its stock on hand a numeric sum (text from node-postgres). */
const ZProductRow = z.object({
  product_id: z.number(),
  reference: z.string(),
  product_type: z.string(),
  name: z.string(),
  unit: z.string(),
  contents: z.array(z.string()),
  tags: z.array(z.string()),
  purchase_price_e4: sqlNumber,
  sale_price_minor: sqlNumber,
  supplier_id: z.number().nullable(),
  supplier_name: z.string().nullable(),
  family_id: z.number().nullable(),
  family_name: z.string().nullable(),
  stocked: z.boolean(),
  active: z.boolean(),
  on_hand: sqlNumber,
  tax_rate_bp: z.number().nullable(),
});

/** List Product: 20 a page with type, name, supplier and family (and its sub-families) filters. */
export async function listProducts(db: Db, opts: { groupId: number; query: TProductsQuery }): Promise<BoPage<TProductDto>> {
  const q = opts.query;
  const where = sql.join(
    [
      sql`p.group_id = ${opts.groupId}`,
      q.type !== undefined ? sql`p.product_type = ${q.type}` : undefined,
      q.supplier !== undefined ? sql`p.supplier_id = ${q.supplier}` : undefined,
      q.family !== undefined
        ? sql`(p.family_id = ${q.family} or p.family_id in (select family_id from bo_product_families where parent_id = ${q.family}))`
        : undefined,
      q.stocked !== undefined ? sql`p.stocked = ${q.stocked === 'true'}` : undefined,
      q.name ? sql`(p.name ilike ${`%${escapeLike(q.name)}%`} or p.reference ilike ${`%${escapeLike(q.name)}%`})` : undefined,
    ].filter((s) => s !== undefined),
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select p.product_id, p.reference, p.product_type, p.name, p.unit, p.contents, p.tags, p.purchase_price_e4, p.sale_price_minor, p.supplier_id,
        p.family_id, p.stocked, p.active, p.tax_rate_bp, s.name as supplier_name, f.name as family_name,
        (select coalesce(sum(b.quantity), 0) from bo_stock_balances b where b.product_id = p.product_id) as on_hand
      from bo_products p left join bo_suppliers s on s.supplier_id = p.supplier_id left join bo_product_families f on f.family_id = p.family_id
      where ${where} order by p.name, p.product_id limit ${q.size} offset ${q.page * q.size}`,
      ZProductRow,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_products p where ${where}`),
  ]);
  return toPage(
    rows.map((r) => ({
      productId: r.product_id,
      reference: r.reference,
      productType: r.product_type,
      name: r.name,
      unit: r.unit,
      contents: r.contents,
      tags: r.tags,
      purchasePriceE4: r.purchase_price_e4,
      purchasePrice: purchasePriceText(r.purchase_price_e4),
      salePriceMinor: r.sale_price_minor,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      familyId: r.family_id,
      familyName: r.family_name,
      stocked: r.stocked,
      active: r.active,
      onHand: r.on_hand,
      taxRateBp: r.tax_rate_bp,
    })),
    total?.n ?? 0,
    q.page,
    q.size,
  );
}

/** Back-office users: the hotel's staff accounts holding a back-office role (no second user table). */
export async function listBoUsers(db: Db, groupId: number): Promise<TBoUserDto[]> {
  const rows = await rowsOf<{ user_id: number; name: string; username: string; email: string; active: boolean; roles: string[] }>(
    db,
    sql`
    select u.user_id, u.name, u.username, u.email, u.active, array_agg(r.code order by r.code) as roles
    from users u join user_roles ur on ur.user_id = u.user_id join roles r on r.role_id = ur.role_id
    where (u.group_id = ${groupId} or exists (select 1 from user_preferred_hotels h where h.user_id = u.user_id and h.group_id = ${groupId}))
      and u.user_id in (select ur2.user_id from user_roles ur2 join roles r2 on r2.role_id = ur2.role_id where r2.code in ('buyer', 'stock_keeper'))
    group by u.user_id order by u.name`,
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, username: r.username, email: r.email, roles: r.roles, active: r.active }));
}

/** The hotel's points of sale (service points), for the stores they draw from. */
export async function listPointsOfSale(db: Db, groupId: number): Promise<{ posId: number; name: string; code: string }[]> {
  const rows = await rowsOf<{ pos_id: number; name: string; code: string }>(
    db,
    sql`select pos_id, name, code from service_points where group_id = ${groupId} and active order by name`,
  );
  return rows.map((r) => ({ posId: r.pos_id, name: r.name, code: r.code }));
}

/** The hotel's active stocked products for a form's or a filter's select: ids and names only, one index scan. */
export async function listProductOptions(db: Db, groupId: number): Promise<TProductOptionDto[]> {
  const rows = await rowsOf<{ product_id: number; reference: string; name: string; unit: string }>(
    db,
    sql`
    select product_id, reference, name, unit from bo_products where group_id = ${groupId} and stocked and active order by reference limit 2000`,
  );
  return rows.map((r) => ({ productId: r.product_id, reference: r.reference, name: r.name, unit: r.unit }));
}
