import { z } from 'zod';

export const ZDashboardQuery = z.object({
  group: z.coerce.number({ error: 'expected a hotel id' }).int('expected a hotel id').optional().describe('Hotel (default: the current one); one hotel, not -1'),
});
