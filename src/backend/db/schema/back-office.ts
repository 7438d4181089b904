import {
  pgTable,
  integer,
  text,
  serial,
  bigserial,
  boolean,
  timestamp,
  date,
  char,
  bigint,
  numeric,
  jsonb,
  index,
  unique,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels, servicePoints } from './hotels.ts';
import type { LineText } from '../../../lib/domain/stay-lines.ts';
import { users } from './users.ts';

/**
 * Back office (operations.md §2.5, §3, §4): suppliers, stores, products, purchase orders,
 * deliveries, internal orders, inventories, and the stock ledger. Quantities are numeric(14,3)
 * (kilograms, litres, bottles); money is integer minor units of the hotel's currency, except the
 * purchase prices and unit costs, which declare four decimals (PURCHASE_PRICE_DECIMALS) and are
 * integers in ten-thousandths of the currency: the columns ending in _e4 (1.2345 MAD is 12345).
 */

export const suppliers = pgTable(
  'bo_suppliers',
  {
    supplierId: serial('supplier_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bo_suppliers_group_code').on(t.groupId, t.code)],
);

/** A store holds stock; a point of sale (service point) draws from its store. */
export const stores = pgTable(
  'bo_stores',
  {
    storeId: serial('store_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    code: text('code').notNull(),
    name: text('name').notNull(),
    posId: integer('pos_id').references(() => servicePoints.posId),
    /** false: the ledger refuses any movement that would take this store's stock below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A count whose variance is worth more than this (minor units, either way) waits for an approver; null: none needed. */
    countApprovalMinor: bigint('count_approval_minor', { mode: 'number' }),
  },
  (t) => [
    unique('bo_stores_group_code').on(t.groupId, t.code),
    unique('bo_stores_pos').on(t.posId),
    check('bo_stores_count_approval', sql`${t.countApprovalMinor} is null or ${t.countApprovalMinor} >= 0`),
  ],
);

/** Families; a row with a parent is a sub-family. */
export const productFamilies = pgTable(
  'bo_product_families',
  {
    familyId: serial('family_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('bo_families_group_code').on(t.groupId, t.code)],
);

export const PRODUCT_TYPES = ['product', 'article', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Products (stocked goods), articles (sold items) and services sold (prestations, never stocked). */
export const products = pgTable(
  'bo_products',
  {
    productId: serial('product_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    reference: text('reference').notNull(),
    productType: text('product_type').$type<ProductType>().notNull().default('product'),
    name: text('name').notNull(),
    unit: text('unit').notNull().default('unit'),
    contents: jsonb('contents').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Ten-thousandths of the currency (PURCHASE_PRICE_DECIMALS). */
    purchasePriceE4: bigint('purchase_price_e4', { mode: 'number' }).notNull().default(0),
    salePriceMinor: bigint('sale_price_minor', { mode: 'number' }).notNull().default(0),
    supplierId: integer('supplier_id').references(() => suppliers.supplierId),
    familyId: integer('family_id').references(() => productFamilies.familyId),
    stocked: boolean('stocked').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The product's own VAT rate (basis points) when it has one; null: the hotel's rate for the charge's family. */
    taxRateBp: integer('tax_rate_bp'),
  },
  (t) => [
    unique('bo_products_group_reference').on(t.groupId, t.reference),
    check('bo_products_tax_rate', sql`${t.taxRateBp} is null or ${t.taxRateBp} between 0 and 10000`),
    check('bo_products_type', sql`${t.productType} in ('product', 'article', 'service')`),
    check('bo_products_prices', sql`${t.purchasePriceE4} >= 0 and ${t.salePriceMinor} >= 0`),
    check('bo_products_service_not_stocked', sql`${t.productType} <> 'service' or not ${t.stocked}`),
  ],
);

/** Purchase order statuses (§4): Preorder 1 (draft), Pending 0 (awaits approval), Confirmed 4, Cancelled 9. */
export const purchaseOrders = pgTable(
  'bo_purchase_orders',
  {
    purchaseOrderId: serial('purchase_order_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    number: text('number').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.supplierId),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    status: integer('status').notNull().default(1),
    currency: char('currency', { length: 3 }).notNull().default('MAD'),
    day: date('day').notNull(),
    note: text('note').notNull().default(''),
    allowOverDelivery: boolean('allow_over_delivery').notNull().default(false),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    approvedBy: integer('approved_by').references(() => users.userId),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bo_po_group_number').on(t.groupId, t.number),
    index('bo_po_group_created').on(t.groupId, t.createdAt),
    check('bo_po_status', sql`${t.status} in (0, 1, 4, 5, 9)`),
    // The one who created an order never approves it (§ issue 13).
    check('bo_po_four_eyes', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.createdBy}`),
  ],
);

export const purchaseOrderLines = pgTable(
  'bo_purchase_order_lines',
  {
    lineId: serial('line_id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.purchaseOrderId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** Ten-thousandths of the order's currency (PURCHASE_PRICE_DECIMALS). */
    unitPriceE4: bigint('unit_price_e4', { mode: 'number' }).notNull(),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    status: integer('status').notNull().default(1),
  },
  (t) => [
    index('bo_po_lines_order').on(t.purchaseOrderId),
    check('bo_po_lines_quantity', sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.unitPriceE4} >= 0`),
  ],
);

/** Order events and archive texts of a purchase order (§7: event/{text}, archivetxt). */
export const purchaseOrderEvents = pgTable(
  'bo_purchase_order_events',
  {
    eventId: serial('event_id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.purchaseOrderId, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    type: text('type').notNull(),
    /** The English sentence (logs, API users), or a clerk's own words when text_key is null. */
    message: text('message').notNull(),
    /** The event's kind (a catalogue key, stored-texts.en.ts) and values, said in the reader's language. */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<LineText['params']>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bo_po_events_order').on(t.purchaseOrderId)],
);

/** Delivery statuses (§4): Sended 0 (received, not confirmed), Factured 4 (confirmed: stock entered). */
export const deliveries = pgTable(
  'bo_deliveries',
  {
    deliveryId: serial('delivery_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    number: text('number').notNull(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.purchaseOrderId),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    status: integer('status').notNull().default(0),
    day: date('day').notNull(),
    supplierReference: text('supplier_reference').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    confirmedBy: integer('confirmed_by').references(() => users.userId),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bo_deliveries_group_number').on(t.groupId, t.number),
    index('bo_deliveries_order').on(t.purchaseOrderId),
    check('bo_deliveries_status', sql`${t.status} in (0, 4)`),
  ],
);

export const deliveryLines = pgTable(
  'bo_delivery_lines',
  {
    deliveryLineId: serial('delivery_line_id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.deliveryId, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => purchaseOrderLines.lineId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** Ten-thousandths of the currency (PURCHASE_PRICE_DECIMALS). */
    unitCostE4: bigint('unit_cost_e4', { mode: 'number' }).notNull(),
    /** The supplier gave it: the only line valued at zero. */
    free: boolean('free').notNull().default(false),
  },
  (t) => [
    index('bo_delivery_lines_delivery').on(t.deliveryId),
    check('bo_delivery_lines_quantity', sql`${t.quantity} > 0`),
    check('bo_delivery_lines_priced', sql`case when ${t.free} then ${t.unitCostE4} = 0 else ${t.unitCostE4} > 0 end`),
  ],
);

export const INTERNAL_ORDER_KINDS = ['add_stock', 'transfer', 'consumption'] as const;
export type InternalOrderKind = (typeof INTERNAL_ORDER_KINDS)[number];

/**
 * Internal orders: 'add_stock' (stock entering a store without a supplier order), 'transfer'
 * (store to store), 'consumption' (a service draws for its own use). Pending 0 until Control
 * (ValidateOrderInternal) confirms it (4), which posts its movements; cancelled 9.
 */
export const internalOrders = pgTable(
  'bo_internal_orders',
  {
    internalOrderId: serial('internal_order_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    number: text('number').notNull(),
    kind: text('kind').$type<InternalOrderKind>().notNull(),
    fromStoreId: integer('from_store_id').references(() => stores.storeId),
    toStoreId: integer('to_store_id').references(() => stores.storeId),
    status: integer('status').notNull().default(0),
    day: date('day').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    validatedBy: integer('validated_by').references(() => users.userId),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bo_internal_group_number').on(t.groupId, t.number),
    index('bo_internal_group_created').on(t.groupId, t.createdAt),
    check('bo_internal_kind', sql`${t.kind} in ('add_stock', 'transfer', 'consumption')`),
    check('bo_internal_status', sql`${t.status} in (0, 4, 9)`),
    check(
      'bo_internal_stores',
      sql`(${t.kind} = 'add_stock' and ${t.toStoreId} is not null and ${t.fromStoreId} is null)
    or (${t.kind} = 'consumption' and ${t.fromStoreId} is not null and ${t.toStoreId} is null)
    or (${t.kind} = 'transfer' and ${t.fromStoreId} is not null and ${t.toStoreId} is not null and ${t.fromStoreId} <> ${t.toStoreId})`,
    ),
  ],
);

export const internalOrderLines = pgTable(
  'bo_internal_order_lines',
  {
    internalLineId: serial('internal_line_id').primaryKey(),
    internalOrderId: integer('internal_order_id')
      .notNull()
      .references(() => internalOrders.internalOrderId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** Ten-thousandths of the currency (PURCHASE_PRICE_DECIMALS). */
    unitCostE4: bigint('unit_cost_e4', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('bo_internal_lines_order').on(t.internalOrderId), check('bo_internal_lines_quantity', sql`${t.quantity} > 0 and ${t.unitCostE4} >= 0`)],
);

/** An inventory count of one store; posting it writes one correction movement per difference. */
export const inventories = pgTable(
  'bo_inventories',
  {
    inventoryId: serial('inventory_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    day: date('day').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0 waiting for an approver (its variance is worth more than the store's threshold), 4 posted. */
    status: integer('status').notNull().default(4),
    approvedBy: integer('approved_by').references(() => users.userId),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('bo_inventories_group').on(t.groupId, t.day),
    check('bo_inventories_status', sql`${t.status} in (0, 4)`),
    check('bo_inventories_four_eyes', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.createdBy}`),
    check('bo_inventories_approved', sql`${t.status} = 4 or (${t.approvedBy} is null and ${t.approvedAt} is null)`),
  ],
);

export const inventoryLines = pgTable(
  'bo_inventory_lines',
  {
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.inventoryId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    theoretical: numeric('theoretical', { precision: 14, scale: 3 }).notNull(),
    counted: numeric('counted', { precision: 14, scale: 3 }).notNull(),
    differenceValueMinor: bigint('difference_value_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.inventoryId, t.productId] }), check('bo_inventory_lines_counted', sql`${t.counted} >= 0`)],
);

export const MOVEMENT_KINDS = ['delivery', 'add_stock', 'transfer_out', 'transfer_in', 'consumption', 'sale', 'correction'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * The stock ledger: one immutable row per movement (triggers refuse UPDATE and DELETE). A
 * trigger posts each row under the (product, store) balance's row lock: it values outgoing
 * movements at the weighted average cost, refuses stock below zero where the store forbids
 * it, refuses days inside a closed period, and stores the running balance and value after it.
 */
export const stockMovements = pgTable(
  'bo_stock_movements',
  {
    movementId: bigserial('movement_id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    day: date('day').notNull(),
    kind: text('kind').$type<MovementKind>().notNull(),
    /** Signed: entries positive, issues negative. */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** Entries: the cost given; issues: the average cost at posting (set by the trigger). Ten-thousandths of the currency. */
    unitCostE4: bigint('unit_cost_e4', { mode: 'number' }).notNull().default(0),
    /** Minor units: an entry's quantity × unit cost rounded half up (bo_purchase_value_minor), an issue's share of the balance. */
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3 }).notNull().default('0'),
    valueAfterMinor: bigint('value_after_minor', { mode: 'number' }).notNull().default(0),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id'),
    note: text('note').notNull().default(''),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bo_movements_product_store').on(t.productId, t.storeId, t.movementId),
    index('bo_movements_group_day').on(t.groupId, t.day),
    index('bo_movements_source').on(t.sourceType, t.sourceId),
    check('bo_movements_kind', sql`${t.kind} in ('delivery', 'add_stock', 'transfer_out', 'transfer_in', 'consumption', 'sale', 'correction')`),
    check('bo_movements_quantity', sql`${t.quantity} <> 0`),
  ],
);

/** Stock on hand per product and store: written only by the ledger's trigger (the ledger's sum). */
export const stockBalances = pgTable(
  'bo_stock_balances',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
    lastMovementId: bigint('last_movement_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] }), index('bo_balances_group').on(t.groupId, t.storeId)],
);

/** Closed back-office periods (PageOfClose, order type 4): no movement dated inside while closed. */
export const closedPeriods = pgTable(
  'bo_closed_periods',
  {
    closedPeriodId: serial('closed_period_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day').notNull(),
    orderType: integer('order_type').notNull().default(4),
    status: integer('status').notNull().default(4),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.userId),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    reopenedBy: integer('reopened_by').references(() => users.userId),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [index('bo_closed_group').on(t.groupId), check('bo_closed_range', sql`${t.fromDay} <= ${t.toDay}`)],
);

/** Per hotel and prefix: the last number given (PO-, BL-, IO-), gapless inside one transaction. */
export const boCounters = pgTable(
  'bo_counters',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.prefix] })],
);
