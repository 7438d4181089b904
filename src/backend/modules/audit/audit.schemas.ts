import { z } from 'zod';
import { AUDIT, AUDIT_EVENT_TYPES } from '../../../lib/domain/audit-types.ts';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { zGroupParam } from '../../http/shared-params.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

/**
 * The only events a client may write (PUT /audit/event): a support request. Every other type (check-in,
 * daily closing, user changes, log in and out …) is recorded by the server itself, in the transaction of
 * the change, so the activity report cannot be forged from a browser.
 */
export const CLIENT_AUDIT_TYPES: readonly number[] = [AUDIT.ADD_SUPPORT];
const TYPE_IDS = AUDIT_EVENT_TYPES.map((t) => t.id);
const zTypeId = z.coerce
  .number({ error: 'expected an audit event type id' })
  .int('expected an audit event type id')
  .refine((n) => TYPE_IDS.includes(n), refineText('unknown audit event type (see GET /audit/allevent/type)', 'errors.input.invalid'));
const zOptionalId = (what: string) =>
  zStrictNumber(
    z
      .number({ error: `expected a ${what} id` })
      .int(`expected a ${what} id`)
      .positive(`expected a ${what} id`),
  ).optional();
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Filters of the activity report: whole hotel days, from T00:00:00 to T23:59:59. */
export const ZAuditSearchQuery = z
  .object({
    groupid: zGroupParam,
    createdfrom: z.preprocess(blankToUndefined, zDay.optional()),
    createdto: z.preprocess(blankToUndefined, zDay.optional()),
    type: z.preprocess(blankToUndefined, zTypeId.optional()),
    userid: z.preprocess(blankToUndefined, zOptionalId('user')),
    itemid: z.preprocess(blankToUndefined, zOptionalId('item')),
    page: zStrictNumber(z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0')).default(0),
    size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(500, 'at most 500')).default(20),
    lang: z.enum(['en', 'fr'], { error: "expected 'en' or 'fr'" }).optional().describe("Export: language of the headers (default: the user's)"),
    format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv').describe('Export: CSV or an Excel workbook'),
  })
  .superRefine((q, ctx) => {
    if (q.createdfrom && q.createdto && q.createdfrom > q.createdto)
      ctx.addIssue({
        code: 'custom',
        path: ['createdto'],
        ...refineText('must not be before createdfrom', 'errors.refine.onOrAfterDay', { day: day(q.createdfrom) }),
      });
  });
export type TAuditSearchQuery = z.infer<typeof ZAuditSearchQuery>;

/** An event a client records (logout, support request …); the user and hotel come from the token. */
export const ZAuditEventRequest = z.object({
  type: z
    .union([zTypeId, z.object({ auditEventTypeId: zTypeId })], { error: 'expected an audit event type id or { auditEventTypeId }' })
    .transform((t) => (typeof t === 'number' ? t : t.auditEventTypeId))
    .refine(
      (t) => CLIENT_AUDIT_TYPES.includes(t),
      refineText(
        `only ${CLIENT_AUDIT_TYPES.join(', ')} (support) may be sent; the server records every other event itself when the change is made`,
        'errors.refine.clientOnly',
      ),
    ),
  message: z.string().trim().min(1, 'required').max(500, 'at most 500 characters'),
  itemId: z
    .number({ error: 'expected an item id' })
    .int('expected an item id')
    .positive('expected an item id')
    .max(2_147_483_647, 'no such item')
    .nullable()
    .optional(),
  itemNumber: z.string().max(100, 'at most 100 characters').nullable().optional(),
  detail: z.string().max(4000, 'at most 4000 characters').nullable().optional(),
  priority: z.enum(['Critical', 'High', 'Medium', 'Low', 'Info'], { error: 'expected Critical, High, Medium, Low or Info' }).default('Critical'),
});
export type TAuditEventRequest = z.infer<typeof ZAuditEventRequest>;
