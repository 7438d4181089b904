import { z } from 'zod';
import { PERMISSIONS } from '../../db/schema/users.ts';
import { zId, zStrictNumber } from '../../http/validate.ts';
import { zGroupParam } from '../../http/shared-params.ts';
import { refineText } from '../../http/zod-refusal.ts';

const zLogin = z
  .string()
  .trim()
  .min(2, 'at least 2 characters')
  .max(60, 'at most 60 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ - only');
const zLanguage = z.enum(['en', 'fr'], { error: "expected 'en' or 'fr'" });
const zIdList = (what: string) =>
  z
    .array(
      z
        .number({ error: `expected a ${what} id` })
        .int(`expected a ${what} id`)
        .positive(`expected a ${what} id`),
    )
    .max(200, 'at most 200 entries');

/** What an administrator may set on a user. */
export const ZUserCreateRequest = z.object({
  username: zLogin.describe('Sign-in name, unique'),
  name: z.string().trim().min(1, 'required').max(100, 'at most 100 characters').describe('Full name shown in the header and the audit log'),
  email: z.union([z.literal(''), z.email('not a valid email address').max(200, 'at most 200 characters')]).default(''),
  language: zLanguage.default('en'),
  code: zLogin.optional().describe('Identity code (agency + agent code, else the identity subject); defaults to the username'),
  groupId: z
    .number({ error: 'expected a hotel id' })
    .int('expected a hotel id')
    .min(0, 'expected a hotel id (0: must choose)')
    .describe('Current hotel; 0 makes the user choose at sign-in'),
  posId: z.number({ error: 'expected a service point id' }).int().positive('expected a service point id').nullable().default(null),
  preferredGroups: zIdList('hotel').default([]),
  preferredPos: zIdList('service point').default([]),
  roles: z.array(z.string().trim().min(1, 'empty role code').max(40, 'role code too long')).max(20, 'at most 20 roles').default([]),
  permissions: z.array(z.enum(PERMISSIONS, { error: `expected one of ${PERMISSIONS.join(', ')}` })).default([]),
  customerId: z
    .number({ error: 'expected a customer id' })
    .int()
    .positive('expected a customer id')
    .nullable()
    .default(null)
    .describe('Partner users: the company they book for'),
  password: z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters').optional(),
});
export type TUserCreateRequest = z.infer<typeof ZUserCreateRequest>;

/**
 * An edit names only what changes; unlock clears every sign-in count of the account and the lock.
 * A new password, a change of roles or permissions and a lock end the user's other sessions.
 */
export const ZUserUpdateRequest = z
  .object({
    username: zLogin.optional(),
    name: z.string().trim().min(1, 'required').max(100, 'at most 100 characters').optional(),
    email: z.union([z.literal(''), z.email('not a valid email address').max(200, 'at most 200 characters')]).optional(),
    language: zLanguage.optional(),
    code: zLogin.optional(),
    groupId: z.number({ error: 'expected a hotel id' }).int('expected a hotel id').min(0, 'expected a hotel id (0: must choose)').optional(),
    posId: z.number({ error: 'expected a service point id' }).int().positive('expected a service point id').nullable().optional(),
    preferredGroups: zIdList('hotel').optional(),
    preferredPos: zIdList('service point').optional(),
    roles: z.array(z.string().trim().min(1, 'empty role code').max(40, 'role code too long')).max(20, 'at most 20 roles').optional(),
    permissions: z.array(z.enum(PERMISSIONS, { error: `expected one of ${PERMISSIONS.join(', ')}` })).optional(),
    customerId: z.number({ error: 'expected a customer id' }).int().positive('expected a customer id').nullable().optional(),
    password: z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters').optional(),
    unlock: z.boolean({ error: 'expected true or false' }).optional(),
    locked: z
      .boolean({ error: 'expected true or false' })
      .optional()
      .describe("An administrator's lock: no sign-in and no API call until unlocked; locking ends the user's sessions"),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    ...refineText('name at least one field to change', 'errors.refine.nothingToChange'),
    path: ['body'],
  });
export type TUserUpdateRequest = z.infer<typeof ZUserUpdateRequest>;

/** The signed-in user's own settings: current hotel, current service point, language. */
export const ZOwnSettingsRequest = z
  .object({
    groupId: z.number({ error: 'expected a hotel id' }).int('expected a hotel id').positive('choose a hotel (group 0 is not a hotel)').optional(),
    posId: z.number({ error: 'expected a service point id' }).int().positive('expected a service point id').nullable().optional(),
    language: zLanguage.optional(),
  })
  .refine((b) => b.groupId !== undefined || b.posId !== undefined || b.language !== undefined, {
    ...refineText('give groupId, posId or language', 'errors.refine.nothingToChange'),
    path: ['body'],
  });
export type TOwnSettingsRequest = z.infer<typeof ZOwnSettingsRequest>;

const zPage = zStrictNumber(z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0')).default(0);
const zSize = zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(200, 'at most 200')).default(
  20,
);

export const ZUserListQuery = z.object({
  page: zPage,
  size: zSize,
  name: z.string().trim().max(100, 'at most 100 characters').optional(),
  group: zGroupParam,
});

export const ZUserByCodeQuery = z.object({ code: z.string().trim().min(1, 'required').max(60, 'at most 60 characters') });
export const ZUserIdParams = z.object({ userId: zId });

export const ZPartnerCandidatesQuery = z.object({
  group: zGroupParam,
  criteria: z.string().trim().max(100, 'at most 100 characters').optional(),
});

/** The first administrator (first-run screen, `npm run admin -- create`): the sign-in name, their name and a password. */
export const ZFirstAdminRequest = z.object({
  username: zLogin.describe('Sign-in name, unique; also the identity code'),
  name: z.string().trim().min(1, 'required').max(100, 'at most 100 characters'),
  password: z.string().min(10, 'at least 10 characters').max(200, 'at most 200 characters'),
  email: z.string().trim().max(200, 'at most 200 characters').default(''),
  language: zLanguage.default('en'),
});
export type TFirstAdminRequest = z.output<typeof ZFirstAdminRequest>;
