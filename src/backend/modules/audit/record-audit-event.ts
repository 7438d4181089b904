import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, orderItems } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { t } from '../../../lib/i18n/t.ts';
import { auditText } from '../../../lib/i18n/audit-message-text.ts';
import type { AuditMessageKey } from '../../../lib/i18n/audit-messages.en.ts';
import type { AuditDetailKey } from '../../../lib/i18n/audit-details.en.ts';
import type { Actor } from '../../core/actor.ts';

/** A message by translation key: shown in the reader's language, kept in English as `message`. */
export interface AuditText {
  key: AuditMessageKey;
  params?: Record<string, string | number>;
}

/** A detail by translation key: shown in the reader's language, kept in English as `detail`. */
export interface AuditDetail {
  key: AuditDetailKey;
  params?: Record<string, string | number>;
}

/** Either a message as it is (support notes, events not converted yet) or a translation key. */
export type AuditMessage = { message: string; text?: undefined } | { text: AuditText; message?: undefined };

export type AuditInput = AuditMessage & {
  groupId: number;
  user: Actor | null;
  typeId: number;
  itemId?: number | null;
  itemNumber?: string | null;
  /** A detail as it is (a support note's words as typed, details not converted yet), or `detailText`. */
  detail?: string | null;
  detailText?: AuditDetail;
  priority?: string;
};

/** Appends one audit event; call it inside the transaction of the write it records. */
export async function recordAuditEvent(db: Db, e: AuditInput): Promise<number> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      groupId: e.groupId,
      userId: e.user?.userId ?? null,
      userName: e.user?.name ?? '',
      typeId: e.typeId,
      // The English text as a reader sees it (money in units: 'Payment MAD 585.00 by cash').
      message: e.text ? auditText('en', e.text.key, e.text.params) : e.message,
      messageKey: e.text?.key ?? null,
      messageParams: e.text ? (e.text.params ?? {}) : null,
      priority: e.priority ?? 'Critical',
      itemId: e.itemId ?? null,
      itemNumber: e.itemNumber ?? null,
      detail: e.detailText ? auditText('en', e.detailText.key, e.detailText.params) : (e.detail ?? null),
      detailKey: e.detailText?.key ?? null,
      detailParams: e.detailText ? (e.detailText.params ?? {}) : null,
    })
    .returning({ id: auditEvents.auditEventId });
  return row!.id;
}

/** 404 unless the order item exists in the hotel (another hotel's ids cannot be probed). */
export async function assertItemInHotel(db: Db, opts: { itemId: number; groupId: number }): Promise<void> {
  const [row] = await db
    .select({ id: orderItems.itemId })
    .from(orderItems)
    .where(and(eq(orderItems.itemId, opts.itemId), eq(orderItems.groupId, opts.groupId)));
  if (!row) throw notFound(`No order item ${opts.itemId} in hotel ${opts.groupId}.`, { key: 'errors.notFound.orderItem' });
}

/** The message part of a wrapper's options, passed on as one of the two forms. */
export function messageOf(o: AuditMessage): AuditMessage {
  return o.text ? { text: o.text } : { message: o.message };
}

const NUMBER_MARK = '\u0001';

/**
 * The English message of an event a SQL statement writes itself, split around the number only the
 * statement knows (a new stay's, a no-show's): the statement joins head || number || tail.
 */
export function englishAroundNumber(key: AuditMessageKey, params: Record<string, string | number> = {}): { head: string; tail: string } {
  const [head = '', tail = ''] = t('en', key, { ...params, number: NUMBER_MARK }).split(NUMBER_MARK);
  return { head, tail };
}
