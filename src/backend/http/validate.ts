import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from './errors.ts';

function toAppError(error: z.ZodError, where: string): AppError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  return new AppError('invalid_input', `${field}: ${issue?.message ?? 'invalid value'}`, field);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toAppError(result.error, where);
  return result.data;
}

/** Validates the query string; the 400 names the first bad field. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query(), 'query');
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param(), 'path');
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid_input', 'body: expected a JSON document', 'body');
  }
  return parseWith(schema, body, 'body');
}

/** Business day as YYYY-MM-DD (a real calendar date). */
export const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD').refine((s) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}, 'not a real calendar date');

export const zId = z.coerce.number({ error: 'expected an id' }).int('expected a whole number').positive('expected a positive id').max(2_147_483_647, 'too large for an id');

/** Largest id a PostgreSQL integer column holds: a bigger one is a bad input, not a missing row. */
export const MAX_INT_ID = 2_147_483_647;

/** Free text typed by a person: trimmed, at most `max` characters, no NUL or other control characters. */
export const zPlainText = (max: number) =>
  z.string({ error: 'expected text' }).trim().max(max, `at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'control characters (such as a NUL byte) are not allowed');

/** Money in integer minor units (cents), strictly positive, below ten billion units. */
export const zMinorAmount = z.number({ error: 'expected an amount in minor units (a whole number)' })
  .int('expected whole minor units (cents), not a fraction').positive('must be more than zero').max(1_000_000_000_000, 'too large an amount');
