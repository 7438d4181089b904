import type { LineText } from './stay-lines.ts';

/** What the back-office API answers (settings, purchase orders, stock, periods, reports) and its pages show. Money in minor units; purchase prices in ten-thousandths (purchase-price.ts). */

/** money: minor units of the hotel's currency; price: a purchase price or unit cost in ten-thousandths (PURCHASE_PRICE_DECIMALS). */
export type ColumnKind = 'text' | 'qty' | 'money' | 'price' | 'day' | 'status';

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
  sum?: boolean;
  /** A label key for an empty cell that means something ('never counted' is not a count of 0). */
  empty?: string;
}

export type ReportRow = Record<string, string | number | null>;

export interface TReportDto {
  report: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Sums of the qty and money columns over every row of the filter (not only the page). */
  totals: Record<string, number>;
  /** The quantity columns' totals per unit, when the rows' products have units (the quantities are then absent from `totals` if the units differ). */
  totalsByUnit?: { unit: string; totals: Record<string, number> }[];
  totalElements: number;
  page: number;
  size: number;
  totalPages: number;
  /** The filters applied after defaults (from and to default to today where the report is dated). */
  filters: Partial<Record<'from' | 'to' | 'store' | 'product' | 'supplier' | 'family' | 'name' | 'status', string>>;
  currency: string;
}

export interface TSupplierDto {
  supplierId: number;
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  active: boolean;
}

export interface TStoreDto {
  storeId: number;
  code: string;
  name: string;
  posId: number | null;
  posName: string | null;
  allowNegative: boolean;
  /** A count whose variance is worth more than this (minor units) waits for an approver; null: never. */
  countApprovalMinor: number | null;
  active: boolean;
}

export interface TFamilyDto {
  familyId: number;
  code: string;
  name: string;
  parentId: number | null;
  parentName: string | null;
}

export interface TProductDto {
  productId: number;
  reference: string;
  productType: string;
  name: string;
  unit: string;
  contents: string[];
  tags: string[];
  /** The purchase price in ten-thousandths of the currency, and its exact text ('1.2345'); the sale price in minor units. */
  purchasePriceE4: number;
  purchasePrice: string;
  salePriceMinor: number;
  supplierId: number | null;
  supplierName: string | null;
  familyId: number | null;
  familyName: string | null;
  stocked: boolean;
  active: boolean;
  onHand: number;
  /** Its own VAT rate (basis points); null: the hotel's rate for the family it is sold under. */
  taxRateBp: number | null;
}

export interface TBoUserDto {
  userId: number;
  name: string;
  username: string;
  email: string;
  roles: string[];
  active: boolean;
}

export interface TProductOptionDto {
  productId: number;
  reference: string;
  name: string;
  unit: string;
}

export interface TPurchaseOrderDto {
  purchaseOrderId: number;
  number: string;
  status: number;
  supplier: { supplierId: number; name: string; email: string };
  store: { storeId: number; name: string };
  day: string;
  currency: string;
  note: string;
  allowOverDelivery: boolean;
  totalMinor: number;
  createdBy: { userId: number; name: string };
  approvedBy: { userId: number; name: string } | null;
  archived: boolean;
  /** unitPriceE4: ten-thousandths of the currency, unitPrice its exact text ('1.2345'); valueMinor: quantity × price in minor units, rounded half up. */
  lines: {
    lineId: number;
    productId: number;
    reference: string;
    name: string;
    unit: string;
    quantity: number;
    unitPriceE4: number;
    unitPrice: string;
    valueMinor: number;
    receivedQuantity: number;
    status: number;
  }[];
  /** text: the event's kind and values (said in the reader's language); null: the message is a clerk's own words. */
  events: { type: string; message: string; text: LineText | null; user: string | null; createdAt: string }[];
  deliveries: { deliveryId: number; number: string; status: number; day: string }[];
}

export interface TClosedPeriodDto {
  closedPeriodId: number;
  fromDay: string;
  toDay: string;
  orderType: number;
  status: number;
  closedBy: string;
  closedAt: string;
  reopenedBy: string | null;
  reopenedAt: string | null;
}

export interface TStoreStockDto {
  productId: number;
  reference: string;
  name: string;
  unit: string;
  quantity: number;
  valueMinor: number;
  /** The day of this product's last posted count in the store; null: never counted there (not the same as counted 0). */
  lastCountDay: string | null;
}
