import { z } from 'zod';

/** A hotel id in a query; checked against the caller's hotels by resolveGroup. */
const zGroup = z.string().trim().regex(/^\d{1,9}$/, 'expected a hotel id').optional().describe('Hotel; default the current one');
const zText = z.string().max(100, 'at most 100 characters').optional();

export const CUSTOMER_SEARCH_MAX_SIZE = 50;

/** GET /customers: the spec's criteria is taken as `search` too; blank means no name filter. */
export const ZCustomerSearchQuery = z.object({
  search: zText.describe('Words each starting a first, last or company name (case-insensitive)'),
  criteria: zText.describe('The spec\'s name for search'),
  size: z.coerce.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1')
    .max(CUSTOMER_SEARCH_MAX_SIZE, `at most ${CUSTOMER_SEARCH_MAX_SIZE}`).default(10),
  page: z.coerce.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(1000, 'at most 1000').default(0),
  group: zGroup,
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

export const ZCustomerSegment = z.object({ segmentId: z.number(), name: z.string(), channel: z.number() });

export const ZCustomerDto = z.object({
  id: z.number().describe('Customer id'),
  kind: z.enum(['person', 'company']),
  name: z.string().describe('Display name: the company name, or first and last name'),
  civility: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  countryCode: z.string().nullable(),
  segments: z.array(ZCustomerSegment).describe('Market segments, the first one gives the quote channel'),
});
export type TCustomerDto = z.infer<typeof ZCustomerDto>;

export const ZCustomerPage = z.object({
  content: z.array(ZCustomerDto),
  page: z.number(),
  size: z.number(),
  hasMore: z.boolean().describe('Another page follows'),
});
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

export const ZSegmentsQuery = z.object({
  name: zText.describe('Part of the segment name (case-insensitive)'),
  group: zGroup,
});

export const ZSegmentDto = z.object({ segmentId: z.number(), name: z.string(), code: z.string(), channel: z.number().describe('Booking-service channel of the segment') });
export type TSegmentDto = z.infer<typeof ZSegmentDto>;
