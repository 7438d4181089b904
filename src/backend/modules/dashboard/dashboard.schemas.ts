import { z } from 'zod';
import { zStrictNumber } from '../../http/validate.ts';

export const ZDashboardQuery = z.object({
  group: zStrictNumber(z.number({ error: 'expected a hotel id' }).int('expected a hotel id'))
    .optional()
    .describe('Hotel (default: the current one); one hotel, not -1'),
});
