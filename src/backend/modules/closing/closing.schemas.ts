import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';

const zGroup = zStrictNumber(z.number().int('expected a hotel id').min(-1).max(2_147_483_647))
  .optional()
  .describe('Hotel (group id); defaults to the current hotel');

export const ZClosingDateQuery = z.object({
  group: z.string().optional().describe('Hotel (group id); defaults to the current hotel'),
});

export const ZGroupQuery = z.object({ group: zGroup });

export const ZClosingRunQuery = z.object({
  group: zGroup,
  closingdate: zDay.describe("The business day to close (the hotel's business date)"),
  simulate: z.enum(['true', 'false']).optional().describe('true: show what the closing would do, change nothing'),
  user: z.string().max(100).optional().describe('Ignored: the closing user is the signed-in user'),
  status: z.string().max(10).optional(),
  type: z.string().max(40).optional(),
});

export const ZPutClosingDateBody = z
  .object({
    closingDate: zDay.describe('The business day to close'),
    group: zGroup,
  })
  .strict();

export const ZClosingDayQuery = z.object({ group: zGroup, closingdate: zDay });

export const ZFindClosingDatesQuery = z.object({
  group: zGroup,
  selecteddate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00)?$/, 'expected YYYY-MM-DD or YYYY-MM-DDT00:00:00')
    .describe('Day (the old app adds T00:00:00)'),
});

export const ZClosingRangeQuery = z.object({
  group: zGroup,
  closingdatefrom: zDay.optional(),
  closingdateto: zDay.optional(),
  ignoredetail: z.enum(['true', 'false']).optional(),
});

export const ZDailyBacQuery = z.object({
  groupId: zGroup,
  from: zDay,
  to: zDay,
});

export const ZDailyBacOneQuery = z.object({ groupId: zGroup, date: zDay });

export const ZItemBacParams = z.object({ itemId: zStrictNumber(z.number().int('expected a whole number').positive().max(2_147_483_647)) });
export const ZItemBacQuery = z.object({ closingdate: zDay });

export const ZItemCountQuery = z.object({
  group: zGroup,
  type: z.enum(['Customer', 'Supplier', 'Quote', 'PurchaseOrder', 'Delivery']).default('Customer'),
  status: zStrictNumber(z.number().int().min(0).max(99)).optional(),
  startservice: zDay.optional(),
  startendservice: zDay.optional(),
  endservice: zDay.optional(),
  endendservice: zDay.optional(),
});

export const ZClosingPreviewQuery = z.object({
  group: zGroup,
  closingdate: zDay.optional().describe("The business day to close; defaults to the hotel's business date"),
});

export const ZClosingSettingsRequest = z
  .object({
    closingNotBefore: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time of day HH:MM (00:00-23:59)')
      .optional()
      .describe('Earliest local time the business day may be closed: 12:00-23:59 that evening, 00:00-11:59 the next morning'),
    noShowCharge: z
      .enum(['none', 'first_night', 'full_stay'], { error: 'expected one of: none, first_night, full_stay' })
      .optional()
      .describe('What a no-show made by the closing costs'),
    cityTaxMinor: zStrictNumber(z.number().int('expected whole minor units').min(0, 'expected 0 or more').max(100_000_000))
      .optional()
      .describe('City tax per adult and night, minor units of the hotel currency'),
    group: zGroup,
  })
  .strict();
export type TClosingSettingsRequest = z.infer<typeof ZClosingSettingsRequest>;
