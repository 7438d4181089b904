import { z } from 'zod';
import { zDay, zId, zPlainText, zStrictNumber } from '../../http/validate.ts';
import { isCountryCode } from '../../../lib/domain/countries.ts';
import { isLegalForm } from '../../../lib/domain/legal-forms.ts';
import type { TCustomerDetailDto, TCustomerDto, TCustomerPage, TCustomerSummaryDto, TSegmentDto } from '../../../lib/domain/customers-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
export type { TCustomerDetailDto, TCustomerDto, TCustomerPage, TCustomerSummaryDto, TSegmentDto };

/** A hotel id in a query; checked against the caller's hotels by resolveGroup. */
const zGroup = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'expected a hotel id')
  .optional()
  .describe('Hotel; default the current one');
const zText = zPlainText(100).optional();

export const CUSTOMER_SEARCH_MAX_SIZE = 50;

/** GET /customers: the spec's criteria is taken as `search` too; blank means no name filter. */
export const ZCustomerSearchQuery = z.object({
  search: zText.describe('Words each starting a first, last or company name (case-insensitive)'),
  criteria: zText.describe("The spec's name for search"),
  size: zStrictNumber(
    z
      .number({ error: 'expected a page size' })
      .int('expected a whole page size')
      .min(1, 'at least 1')
      .max(CUSTOMER_SEARCH_MAX_SIZE, `at most ${CUSTOMER_SEARCH_MAX_SIZE}`),
  ).default(10),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(1000, 'at most 1000'),
  ).default(0),
  group: zGroup,
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

export const ZSegmentsQuery = z.object({
  name: zText.describe('Part of the segment name (case-insensitive)'),
  group: zGroup,
});

// ---- Customer list, details, create and edit ----

const zOptionalId = zId.optional();
const zLongText = (max: number) => zPlainText(max).optional();

/** GET /customers, /legals, /prospects and /customers/export: the list's filters. */
export const ZCustomerListQuery = ZCustomerSearchQuery.extend({
  kind: z.enum(['person', 'company'], { error: 'expected person or company' }).optional().describe('Persons or companies only'),
  segment: zOptionalId.describe('Only customers of this market segment'),
  creationDate: zDay.optional().describe('Only customers created on or after this day'),
  format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv').describe('Export format'),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

export const ZCustomerIdParams = z.object({ id: zId.describe('Customer id') });

const zEmail = zPlainText(200).refine(
  (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
  refineText('expected an e-mail address such as name@example.com', 'errors.input.notAnEmail'),
);
const zCountry = z.string().trim().toUpperCase().refine(isCountryCode, refineText('expected an ISO country code such as MA or FR', 'errors.refine.notCountry'));

/** Fields both kinds share (create and edit). */
const customerCommon = {
  email: zEmail.optional(),
  phone: zLongText(40),
  countryCode: zCountry.nullable().optional(),
  city: zLongText(100),
  address: zLongText(300),
  segmentIds: z
    .array(zId, { error: 'expected a list of segment ids' })
    .max(20, 'at most 20 segments')
    .optional()
    .describe('Market segments (replaces the list)'),
};

/** POST /naturalpersons and PUT /naturalpersons/{id}: a guest or another person. */
export const ZPersonBody = z.object({
  civility: zPlainText(20).nullable().optional(),
  firstName: zPlainText(100).optional(),
  lastName: zPlainText(100).pipe(z.string().min(1, 'the last name is required')).optional().describe('Required on create'),
  nationality: zCountry.nullable().optional(),
  birthDate: zDay.nullable().optional(),
  docTypeId: zId.nullable().optional(),
  docNumber: zPlainText(40).nullable().optional(),
  ...customerCommon,
});
export type TPersonBody = z.infer<typeof ZPersonBody>;

/** POST /legals: a company (a legal person) the hotel bills. */
export const ZCompanyBody = z.object({
  companyName: zPlainText(200).pipe(z.string().min(1, 'the company name is required')).optional().describe('Required on create'),
  legalForm: zPlainText(10)
    .refine((s) => s === '' || isLegalForm(s), refineText('unknown legal form; see /alllegalforms', 'errors.input.invalid'))
    .nullable()
    .optional(),
  taxId: zPlainText(40).nullable().optional(),
  ...customerCommon,
});
export type TCompanyBody = z.infer<typeof ZCompanyBody>;

/** PUT /customers/{id}: either kind; the kind itself never changes. */
export const ZCustomerEditBody = z.discriminatedUnion(
  'kind',
  [ZPersonBody.extend({ kind: z.literal('person') }), ZCompanyBody.extend({ kind: z.literal('company') })],
  { error: 'expected kind person or company' },
);
export type TCustomerEditBody = z.infer<typeof ZCustomerEditBody>;

// ---- Segments ----

export const ZSegmentBody = z.object({
  name: zPlainText(60).pipe(z.string().min(1, 'the segment name is required')).describe('Segment name, unique in the hotel'),
  code: zPlainText(10).pipe(z.string().min(1, 'a short code is required')).describe('Short code, e.g. OTA'),
  channel: z
    .number({ error: 'expected a channel number' })
    .int('expected a whole channel number')
    .min(1, 'at least 1')
    .max(9999, 'at most 9999')
    .default(15)
    .describe('Booking-service channel the segment quotes on'),
});
export type TSegmentBody = z.infer<typeof ZSegmentBody>;

export const ZSegmentIdParams = z.object({ segmentId: zId.describe('Segment id') });

// ---- Reference lists ----

export const ZCountriesQuery = z.object({
  name: zText.describe('Part of the country name'),
  lang: z.enum(['en', 'fr'], { error: 'expected en or fr' }).default('en'),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(1000, 'at most 1000'),
  ).optional(),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(5000, 'at most 5000')).default(
    5000,
  ),
});
