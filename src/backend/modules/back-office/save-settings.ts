import { and, eq } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { productFamilies, products, stores, suppliers } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { AppError, word } from '../../http/errors.ts';
import { assertOwned } from './owned.ts';
import { givenPriceE4 } from './purchase-prices.ts';
import type { BoActor } from './bo-access.ts';
import type { TFamilyRequest, TProductRequest, TStoreRequest, TSupplierRequest } from './back-office.schemas.ts';

async function audit(tx: Db, actor: BoActor, what: string, id: number, code: string, created: boolean): Promise<void> {
  await recordAuditEvent(tx, {
    groupId: actor.groupId,
    user: actor.user,
    typeId: AUDIT.BO_SETTINGS,
    message: `${created ? 'Created' : 'Updated'} ${what} ${code}`,
    itemId: id,
    itemNumber: code,
  });
}

function requireRow<T>(row: T | undefined, what: 'supplier' | 'store' | 'family' | 'product', id: number | undefined): T {
  if (!row)
    throw new AppError('not_found', `No ${what} ${id ?? ''} in this hotel.`, undefined, {
      key: 'errors.bo.noSuch',
      params: { thing: word(`errors.boThing.${what}`) },
    });
  return row;
}

/** Creates (no id) or updates a supplier of the caller's hotel. */
export async function saveSupplier(db: Db, opts: { actor: BoActor; id?: number; input: TSupplierRequest }): Promise<{ supplierId: number }> {
  return db.transaction(async (tx) => {
    const values = { ...opts.input, groupId: opts.actor.groupId };
    const [row] =
      opts.id === undefined
        ? await tx.insert(suppliers).values(values).returning({ id: suppliers.supplierId })
        : await tx
            .update(suppliers)
            .set(opts.input)
            .where(and(eq(suppliers.supplierId, opts.id), eq(suppliers.groupId, opts.actor.groupId)))
            .returning({ id: suppliers.supplierId });
    const { id } = requireRow(row, 'supplier', opts.id);
    await audit(tx, opts.actor, 'supplier', id, opts.input.code, opts.id === undefined);
    return { supplierId: id };
  });
}

/** Creates or updates a store (a point of sale's store when posId is set). */
export async function saveStore(db: Db, opts: { actor: BoActor; id?: number; input: TStoreRequest }): Promise<{ storeId: number }> {
  return db.transaction(async (tx) => {
    if (opts.input.posId !== null) await assertOwned(tx, 'pos', opts.input.posId, opts.actor.groupId, 'posId');
    const [row] =
      opts.id === undefined
        ? await tx
            .insert(stores)
            .values({ ...opts.input, groupId: opts.actor.groupId })
            .returning({ id: stores.storeId })
        : await tx
            .update(stores)
            .set(opts.input)
            .where(and(eq(stores.storeId, opts.id), eq(stores.groupId, opts.actor.groupId)))
            .returning({ id: stores.storeId });
    const { id } = requireRow(row, 'store', opts.id);
    await audit(tx, opts.actor, 'store', id, opts.input.code, opts.id === undefined);
    return { storeId: id };
  });
}

/** Creates or updates a family (parentId null) or a sub-family of one of the hotel's families. */
export async function saveFamily(db: Db, opts: { actor: BoActor; id?: number; input: TFamilyRequest }): Promise<{ familyId: number }> {
  return db.transaction(async (tx) => {
    if (opts.input.parentId !== null) {
      if (opts.input.parentId === opts.id)
        throw new AppError('invalid_input', 'parentId: a family cannot be its own parent', 'parentId', { key: 'errors.bo.ownParent' });
      await assertOwned(tx, 'family', opts.input.parentId, opts.actor.groupId, 'parentId');
    }
    const [row] =
      opts.id === undefined
        ? await tx
            .insert(productFamilies)
            .values({ ...opts.input, groupId: opts.actor.groupId })
            .returning({ id: productFamilies.familyId })
        : await tx
            .update(productFamilies)
            .set(opts.input)
            .where(and(eq(productFamilies.familyId, opts.id), eq(productFamilies.groupId, opts.actor.groupId)))
            .returning({ id: productFamilies.familyId });
    const { id } = requireRow(row, 'family', opts.id);
    await audit(tx, opts.actor, 'family', id, opts.input.code, opts.id === undefined);
    return { familyId: id };
  });
}

/** Creates or updates a product, an article or a service sold (prestation: never stocked); its purchase price keeps four decimals. */
export async function saveProduct(db: Db, opts: { actor: BoActor; id?: number; input: TProductRequest }): Promise<{ productId: number }> {
  const { input, actor } = opts;
  return db.transaction(async (tx) => {
    if (input.supplierId !== null) await assertOwned(tx, 'supplier', input.supplierId, actor.groupId, 'supplierId');
    if (input.familyId !== null) await assertOwned(tx, 'family', input.familyId, actor.groupId, 'familyId');
    const stocked = input.stocked ?? input.productType !== 'service';
    if (stocked && input.productType === 'service')
      throw new AppError('invalid_input', 'stocked: a service sold (prestation) is never stocked', 'stocked', { key: 'errors.bo.serviceNotStocked' });
    const { purchasePrice, purchasePriceMinor, ...rest } = input;
    const { digits } = await readHotelCurrency(tx, actor.groupId);
    const values = { ...rest, stocked, purchasePriceE4: givenPriceE4(purchasePrice, purchasePriceMinor, digits) ?? 0 };
    const [row] =
      opts.id === undefined
        ? await tx
            .insert(products)
            .values({ ...values, groupId: actor.groupId })
            .returning({ id: products.productId })
        : await tx
            .update(products)
            .set(values)
            .where(and(eq(products.productId, opts.id), eq(products.groupId, actor.groupId)))
            .returning({ id: products.productId });
    const { id } = requireRow(row, 'product', opts.id);
    await audit(tx, actor, input.productType, id, input.reference, opts.id === undefined);
    return { productId: id };
  });
}
