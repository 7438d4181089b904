import { z } from 'zod';

export const ZClosingDateQuery = z.object({
  group: z.string().optional().describe('Hotel (group id); defaults to the current hotel'),
});
