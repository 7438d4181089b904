import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { parseJsonBytes } from './body-limit.ts';
import { refineText, zodIssueText } from './zod-refusal.ts';

/** The first issue as a 400 naming its field, in the catalogue's words (zod-refusal.ts) and in English. */
function toAppError(error: z.ZodError, where: string, input: unknown): AppError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  return new AppError(
    'invalid_input',
    `${field}: ${issue?.message ?? 'invalid value'}`,
    field,
    issue ? zodIssueText(issue, input) : { key: 'errors.input.invalid' },
  );
}

/**
 * The path of the first text holding a NUL byte: PostgreSQL refuses it in text and jsonb alike.
 * A walk with its own stack, not recursion: however deep the value, no stack overflow; depth
 * first, left to right, so the first one in the document.
 */
function nulBytePath(value: unknown): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        stack.push({ value: child, path: [...path, k] }, { value: k, path: [...path, k] });
      }
    }
  }
  return undefined;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const nul = nulBytePath(value);
  if (nul) {
    const field = nul.length ? nul.join('.') : where;
    throw new AppError('invalid_input', `${field}: a NUL byte (\\u0000) is not allowed in text`, field, { key: 'errors.input.nulByte' });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw toAppError(result.error, where, value);
  return result.data;
}

/** Validates the query string; the 400 names the first bad field. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query(), 'query');
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param(), 'path');
}

/** A JSON body only: any other media type is a 415; the 400s name the first bad field. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new AppError('unsupported_media_type', `body: send JSON with Content-Type: application/json, not '${type || 'none'}'`, 'body', {
      key: 'errors.body.notJsonType',
      params: { type: type || '-' },
    });
  }
  // The body is already bounded by its route's limit (enforce-body-limit.ts): strict UTF-8, depth and size checked before parsing.
  const body = parseJsonBytes(new Uint8Array(await c.req.arrayBuffer()), 'body');
  return parseWith(schema, body, 'body');
}

/** Years a business day may fall in: a year like 9999 is a typing error, and its date arithmetic overflows. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** Business day as YYYY-MM-DD (a real calendar date, years 1900 to 2999). */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine(
    (s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, d));
      return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    },
    refineText('not a real calendar date', 'errors.input.notRealDay'),
  )
  .refine(
    (s) => {
      const y = Number(s.slice(0, 4));
      return y >= MIN_YEAR && y <= MAX_YEAR;
    },
    refineText(`expected a year from ${MIN_YEAR} to ${MAX_YEAR}`, 'errors.input.yearOutOfRange', { min: String(MIN_YEAR), max: String(MAX_YEAR) }),
  );

/**
 * A number from a query string, a path or JSON, without JavaScript's loose coercion: only plain
 * decimal text ('12', '-3', '2.5') becomes a number, so '1e3', '0x10', '', true and [1] are refused
 * instead of becoming 1000, 16, 0 or 1. Wraps a z.number() schema with its checks.
 */
export function zStrictNumber<S extends z.ZodType<number>>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d{1,20}(\.\d{1,20})?\s*$/.test(v) ? Number(v) : v), schema);
}

export const zId = zStrictNumber(
  z.number({ error: 'expected an id' }).int('expected a whole number').positive('expected a positive id').max(2_147_483_647, 'too large for an id'),
);

/** Largest id a PostgreSQL integer column holds: a bigger one is a bad input, not a missing row. */
export const MAX_INT_ID = 2_147_483_647;

/** Free text typed by a person: trimmed, at most `max` characters, no NUL or other control characters. */
export const zPlainText = (max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .refine(
      (s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s),
      refineText('control characters (such as a NUL byte) are not allowed', 'errors.input.controlChars'),
    );

/** Money in integer minor units (cents), strictly positive, below ten billion units. */
export const zMinorAmount = z
  .number({ error: 'expected an amount in minor units (a whole number)' })
  .int('expected whole minor units (cents), not a fraction')
  .positive('must be more than zero')
  .max(1_000_000_000_000, 'too large an amount');
