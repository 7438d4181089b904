import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerSegments, marketSegments } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { customerNameSql } from './customer-name.ts';
import type { TCustomerDetailDto } from './customers.schemas.ts';

/** One customer of the hotel with every field and their segments (GET /persons/{id}); 404 outside the hotel. */
export async function findCustomer(db: Db, o: { groupId: number; id: number }): Promise<TCustomerDetailDto> {
  const [r] = await db
    .select({
      id: customers.customerId,
      kind: customers.kind,
      name: customerNameSql(customers),
      civility: customers.civility,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      legalForm: customers.legalForm,
      taxId: customers.taxId,
      email: customers.email,
      phone: customers.phone,
      city: customers.city,
      address: customers.address,
      countryCode: customers.countryCode,
      nationality: customers.nationality,
      birthDate: sql<string | null>`${customers.birthDate}::text`,
      docTypeId: customers.docTypeId,
      docNumber: customers.docNumber,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.customerId, o.id), eq(customers.groupId, o.groupId)));
  if (!r) throw notFound(`No customer ${o.id} in hotel ${o.groupId}.`, { key: 'errors.notFound.customer' });
  const segments = await db
    .select({ segmentId: marketSegments.segmentId, name: marketSegments.name, channel: marketSegments.channel })
    .from(customerSegments)
    .innerJoin(marketSegments, eq(marketSegments.segmentId, customerSegments.segmentId))
    .where(eq(customerSegments.customerId, o.id))
    .orderBy(asc(marketSegments.segmentId));
  return { ...r, countryCode: r.countryCode?.trim() ?? null, nationality: r.nationality?.trim() ?? null, createdAt: r.createdAt.toISOString(), segments };
}
