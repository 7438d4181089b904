import { z } from 'zod';
import { zId } from '../../http/validate.ts';

export const ZFreeRoomsParams = z.object({ id: zId.describe('Reservation id') });

export const ZFreeRoomsQuery = z.object({
  types: z
    .enum(['same', 'all'], { error: "expected 'same' (the stay's room type) or 'all' (upgrades too)" })
    .default('same')
    .describe("'same': rooms of the stay's type; 'all': every type, the stay's own first"),
});
