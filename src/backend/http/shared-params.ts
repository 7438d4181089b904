import { z } from 'zod';

/** Request fields that several modules' schemas take alike: one definition each, one message. */

/** A hotel id in a query ('-1': all hotels); checked against the caller's hotels by resolveGroup. */
export const zGroupParam = z
  .string()
  .trim()
  .regex(/^(-1|\d{1,9})?$/, 'expected a hotel id')
  .optional();

/** An amount in minor units: a whole number, within what a folio can hold (no float, no huge integer). */
export const MAX_MINOR = 10_000_000_000;
export const zMinor = z
  .number({ error: 'expected an amount in minor units (a whole number)' })
  .int('expected a whole number of minor units (cents), not a fraction')
  .min(-MAX_MINOR, 'amount too large')
  .max(MAX_MINOR, 'amount too large');

/** The language of an export's headers and values. */
export const ZExportLang = z
  .enum(['en', 'fr'], { error: "expected 'en' or 'fr'" })
  .optional()
  .describe("Language of the headers and values (default: the user's)");
/** An export's file format and language. */
export const ZExportFormat = z.object({ format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv'), lang: ZExportLang });
