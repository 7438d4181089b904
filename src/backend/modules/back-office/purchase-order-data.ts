import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseOrderEvents } from '../../db/schema/index.ts';
import { AppError, word } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import type { BoActor } from './bo-access.ts';
import { list } from '../../../lib/domain/error-params.ts';
import { storedLine, type StoredLineColumns } from '../../../lib/i18n/stored-texts.ts';
import type { LineText } from '../../../lib/domain/stay-lines.ts';

/** Purchase order statuses (operations.md §4). */
export const PO_STATUS = { PREORDER: 1, PENDING: 0, CONFIRMED: 4, RECEIVED: 5, CANCELLED: 9 } as const;

export interface LockedOrder {
  purchase_order_id: number;
  number: string;
  status: number;
  created_by: number;
  supplier_id: number;
  store_id: number;
  allow_over_delivery: boolean;
  currency: string;
}

/** The caller's hotel's purchase order, locked for the rest of the transaction (404 for any other). */
export async function lockPurchaseOrder(tx: Db, groupId: number, id: number, field?: string): Promise<LockedOrder> {
  const [row] = await rowsOf<LockedOrder>(
    tx,
    sql`
    select purchase_order_id, number, status, created_by, supplier_id, store_id, allow_over_delivery, currency
    from bo_purchase_orders where purchase_order_id = ${id} and group_id = ${groupId} for update`,
  );
  if (!row) {
    const text = { key: 'errors.bo.noSuch', params: { thing: word('errors.boThing.purchaseOrder') } } as const;
    if (field) throw new AppError('invalid_input', `${field}: no purchase order ${id} in this hotel`, field, text);
    throw new AppError('not_found', `No purchase order ${id} in this hotel.`, undefined, text);
  }
  return row;
}

/**
 * An order event (and its audit line) in the caller's transaction: a kind with values (said in the
 * reader's language when shown; its English stays as the message), or a clerk's own words as typed.
 */
export async function addOrderEvent(
  tx: Db,
  actor: BoActor,
  order: { purchase_order_id: number; number: string },
  type: string,
  text: LineText | string,
): Promise<void> {
  const stored: StoredLineColumns | { description: string; textKey: null; textParams: null } =
    typeof text === 'string' ? { description: text, textKey: null, textParams: null } : storedLine(text.key, text.params);
  await tx.insert(purchaseOrderEvents).values({
    purchaseOrderId: order.purchase_order_id,
    userId: actor.user.userId,
    type,
    message: stored.description,
    textKey: stored.textKey,
    textParams: stored.textParams,
  });
  await recordAuditEvent(tx, {
    groupId: actor.groupId,
    user: actor.user,
    typeId: AUDIT.BO_PURCHASE,
    // Said in the reader's language: the event's kind and values, or the clerk's words as typed.
    text:
      typeof text === 'string'
        ? { key: 'audit.msg.purchaseOrder.typed', params: { number: order.number, kind: `audit.word.purchaseOrder.${type}`, text } }
        : { key: 'audit.msg.purchaseOrder.event', params: { number: order.number, what: text.key, ...flatParams(text.params) } },
    itemId: order.purchase_order_id,
    itemNumber: order.number,
  });
}

/** A purchase order event's values as an audit message holds them (names, addresses and counts: no nested line). */
function flatParams(params: LineText['params']): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
}

/** A purchase order status as a word of the catalogue. */
const poStatusWord = (s: number) =>
  ({ 0: word('errors.poStatus.pending'), 1: word('errors.poStatus.preorder'), 4: word('errors.poStatus.confirmed'), 9: word('errors.poStatus.cancelled') })[
    s
  ] ?? String(s);

export function requireStatus(order: LockedOrder, allowed: number[], action: string): void {
  if (!allowed.includes(order.status)) {
    throw new AppError('conflict', `Purchase order ${order.number} is in status ${order.status}; ${action} needs status ${allowed.join(' or ')}.`, undefined, {
      key: 'errors.bo.poStatus',
      params: { number: order.number, status: poStatusWord(order.status), allowed: list(allowed.map(poStatusWord), 'or') },
    });
  }
}
