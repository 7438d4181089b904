import { z } from 'zod';
import { zId, zStrictNumber } from '../../http/validate.ts';
import { zGroupParam } from '../../http/shared-params.ts';
import type { TUserActivationDto } from '../../../lib/domain/menus-dto.ts';
export type { TUserActivationDto };

const zPositive = (what: string) =>
  z
    .number({ error: `expected a ${what} id` })
    .int(`expected a ${what} id`)
    .positive(`expected a ${what} id`);

export const ZAppParams = z.object({ app: zId.describe('Application id; 1 for this product') });
export const ZUserIdParams = z.object({ userId: zId });
export const ZAppQuery = z.object({ app: zId.default(1) });

/** Body of POST /menus/activate and /menus/deactivate (operations.md §3: menu data plus app). */
export const ZMenuActivationRequest = z.object({
  menu: z.object({ menuId: zPositive('menu') }, { error: 'expected { menuId }' }),
  app: z.object({ appId: zPositive('application') }, { error: 'expected { appId }' }).default({ appId: 1 }),
  userId: zPositive('user').describe('The user whose menus change'),
});
export type TMenuActivationRequest = z.infer<typeof ZMenuActivationRequest>;

export const ZMenuStatParams = z.object({
  menuStatId: zId,
  activate: z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }).transform((v) => v === 'true'),
});

export const ZUserActivationPageQuery = z.object({
  page: zStrictNumber(z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0')).default(0),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(200, 'at most 200')).default(20),
  groupId: zGroupParam,
  app: zId.default(1),
});
