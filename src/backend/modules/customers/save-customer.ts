import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerSegments, docTypes, marketSegments } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { findCustomer } from './find-customer.ts';
import type { TCompanyBody, TCustomerDetailDto, TPersonBody } from './customers.schemas.ts';
import type { Actor } from '../../core/actor.ts';

type Body = ({ kind: 'person' } & TPersonBody) | ({ kind: 'company' } & TCompanyBody);

/** The columns a body sets (only the fields it names, so an edit leaves the others as they are). */
function columnsOf(b: Body): Partial<typeof customers.$inferInsert> {
  const v: Partial<typeof customers.$inferInsert> = {};
  const set = <K extends keyof typeof customers.$inferInsert>(k: K, x: (typeof customers.$inferInsert)[K] | undefined) => {
    if (x !== undefined) v[k] = x;
  };
  set('email', b.email);
  set('phone', b.phone);
  set('countryCode', b.countryCode);
  set('city', b.city);
  set('address', b.address);
  if (b.kind === 'person') {
    set('civility', b.civility);
    set('firstName', b.firstName);
    set('lastName', b.lastName);
    set('nationality', b.nationality);
    set('birthDate', b.birthDate);
    set('docTypeId', b.docTypeId);
    set('docNumber', b.docNumber);
  } else {
    set('companyName', b.companyName);
    set('legalForm', b.legalForm === '' ? null : b.legalForm);
    set('taxId', b.taxId);
  }
  return v;
}

/** Segment ids must be the hotel's, the document type a known one: a 400 naming the field, never a foreign-key 500. */
async function checkReferences(db: Db, groupId: number, b: Body): Promise<void> {
  if (b.segmentIds?.length) {
    const found = await db
      .select({ id: marketSegments.segmentId })
      .from(marketSegments)
      .where(and(eq(marketSegments.groupId, groupId), inArray(marketSegments.segmentId, b.segmentIds)));
    const missing = b.segmentIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw invalid('segmentIds', `no segment ${missing.join(', ')} in hotel ${groupId}`, { key: 'errors.customer.noSegment' });
  }
  if (b.kind === 'person' && b.birthDate && b.birthDate > new Date().toISOString().slice(0, 10))
    throw invalid('birthDate', 'a birth date cannot be in the future', { key: 'errors.customer.birthInFuture' });
  if (b.kind === 'person' && b.docTypeId) {
    const [d] = await db.select({ id: docTypes.docTypeId }).from(docTypes).where(eq(docTypes.docTypeId, b.docTypeId));
    if (!d) throw invalid('docTypeId', `no document type ${b.docTypeId}; see /alldoctypes`, { key: 'errors.stay.docTypeUnknown' });
  }
}

async function replaceSegments(tx: Db, customerId: number, segmentIds: number[] | undefined): Promise<void> {
  if (segmentIds === undefined) return;
  await tx.delete(customerSegments).where(eq(customerSegments.customerId, customerId));
  const unique = [...new Set(segmentIds)];
  if (unique.length) await tx.insert(customerSegments).values(unique.map((segmentId) => ({ customerId, segmentId })));
}

/** POST /naturalpersons and POST /legals: a new person or company of the hotel. */
export async function createCustomer(db: Db, o: { groupId: number; body: Body }): Promise<TCustomerDetailDto> {
  if (o.body.kind === 'person' && !o.body.lastName) throw invalid('lastName', 'the last name is required', { key: 'errors.input.required' });
  if (o.body.kind === 'company' && !o.body.companyName) throw invalid('companyName', 'the company name is required', { key: 'errors.input.required' });
  await checkReferences(db, o.groupId, o.body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ groupId: o.groupId, kind: o.body.kind, ...columnsOf(o.body) })
      .returning({ id: customers.customerId });
    await replaceSegments(tx, row!.id, o.body.segmentIds);
    return row!.id;
  });
  return findCustomer(db, { groupId: o.groupId, id });
}

/** PUT /customers/{id} and PUT /naturalpersons/{id}: changes the named fields, with audit 4 listing them. */
export async function updateCustomer(db: Db, o: { groupId: number; id: number; body: Body; user: Actor }): Promise<TCustomerDetailDto> {
  const before = await findCustomer(db, { groupId: o.groupId, id: o.id });
  if (before.kind !== o.body.kind)
    throw invalid('kind', `customer ${o.id} is a ${before.kind}; a customer's kind never changes`, { key: 'errors.customer.kindFixed' });
  await checkReferences(db, o.groupId, o.body);
  const cols = columnsOf(o.body);
  await db.transaction(async (tx) => {
    if (Object.keys(cols).length)
      await tx
        .update(customers)
        .set(cols)
        .where(and(eq(customers.customerId, o.id), eq(customers.groupId, o.groupId)));
    await replaceSegments(tx, o.id, o.body.segmentIds);
    const changed = [...Object.keys(cols), ...(o.body.segmentIds !== undefined ? ['segments'] : [])];
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user,
      typeId: AUDIT.EDIT_CUSTOMER,
      text: { key: 'audit.msg.customer.edited', params: { id: o.id, name: before.name } },
      detailText: changed.length
        ? { key: 'audit.detail.customer.changed', params: { fields: changed.map((f) => `audit.word.field.${f}`).join(',') } }
        : { key: 'audit.detail.customer.noChange' },
    });
  });
  return findCustomer(db, { groupId: o.groupId, id: o.id });
}
