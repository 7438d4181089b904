import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { KPI_DIMENSIONS } from '../../../lib/domain/report-dto.ts';

export const ZKpiQuery = z.object({
  group: zStrictNumber(z.number().int('expected a hotel id').min(-1).max(2_147_483_647)).optional().describe('Hotel (group id); defaults to the current hotel'),
  by: z.enum(KPI_DIMENSIONS).describe('Group the bookings by market segment, channel, customer or country'),
  from: zDay.optional().describe("First arrival day (default: a year before the hotel's today)"),
  to: zDay.optional().describe("Last arrival day (default: the hotel's today)"),
});
