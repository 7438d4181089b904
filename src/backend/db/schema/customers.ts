import { pgTable, integer, text, serial, timestamp, date, char, primaryKey, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';

/** Market segments; channel is the booking-service channel the segment quotes on. */
export const marketSegments = pgTable(
  'market_segments',
  {
    segmentId: serial('segment_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
    code: text('code').notNull(),
    channel: integer('channel').notNull().default(15),
  },
  (t) => [uniqueIndex('market_segments_group_name').on(t.groupId, sql`lower(${t.name})`)],
);

/** Identity document types (passport, national id card …). */
export const docTypes = pgTable('doc_types', {
  docTypeId: serial('doc_type_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
});

/** Natural persons (kind 'person') and companies (kind 'company', the legals). */
export const customers = pgTable(
  'customers',
  {
    customerId: serial('customer_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    kind: text('kind').$type<'person' | 'company'>().notNull(),
    civility: text('civility'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    legalForm: text('legal_form'),
    taxId: text('tax_id'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    countryCode: char('country_code', { length: 2 }),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    nationality: char('nationality', { length: 2 }),
    birthDate: date('birth_date'),
    docTypeId: integer('doc_type_id').references(() => docTypes.docTypeId),
    docNumber: text('doc_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_group_kind').on(t.groupId, t.kind),
    // The search by name: each word a prefix of the first, last or company name, case-insensitive,
    // one index range scan per name within the hotel (migration 0003).
    index('customers_group_last_name_lower').on(t.groupId, sql`lower(${t.lastName}) text_pattern_ops`),
    index('customers_group_first_name_lower').on(t.groupId, sql`lower(${t.firstName}) text_pattern_ops`),
    index('customers_group_company_name_lower').on(t.groupId, sql`lower(${t.companyName}) text_pattern_ops`),
    check('customers_kind', sql`${t.kind} in ('person', 'company')`),
  ],
);

export const customerSegments = pgTable(
  'customer_segments',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => marketSegments.segmentId),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.segmentId] }), index('customer_segments_segment').on(t.segmentId)],
);
