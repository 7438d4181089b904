import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { parseWith, zDay, zId, zPlainText } from './validate.ts';

const refusalOf = (schema: z.ZodType, value: unknown) => {
  try {
    parseWith(schema, value, 'body');
  } catch (err) {
    if (err instanceof AppError) return err.toJSON();
    throw err;
  }
  throw new Error('accepted');
};

describe('zod’s issues as codes with their limits', () => {
  const lines = z.object({ lines: z.array(z.object({ quantity: z.number().positive('must be greater than zero'), note: zPlainText(5).optional() })).max(2) });

  it('names the field, the kind of check and its limit', () => {
    expect(refusalOf(lines, { lines: [{ quantity: 0 }] })).toMatchObject({
      field: 'lines.0.quantity',
      code: 'errors.input.mustBeAbove',
      params: { min: 0 },
      message: 'lines.0.quantity: must be greater than zero',
    });
    expect(refusalOf(lines, { lines: [{ quantity: 1, note: 'too long' }] })).toMatchObject({
      field: 'lines.0.note',
      code: 'errors.input.tooLong',
      params: { max: 5 },
    });
    expect(refusalOf(lines, { lines: [{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }] })).toMatchObject({
      field: 'lines',
      code: 'errors.input.tooManyItems',
      params: { max: 2 },
    });
    expect(refusalOf(lines, { lines: [{}] })).toMatchObject({ field: 'lines.0.quantity', code: 'errors.input.required' });
    expect(refusalOf(lines, { lines: [{ quantity: 'two' }] })).toMatchObject({
      code: 'errors.input.invalidType',
      params: { expected: { term: 'errors.type.number' } },
    });
    expect(refusalOf(z.object({ id: zId }), { id: 1.5 })).toMatchObject({
      code: 'errors.input.invalidType',
      params: { expected: { term: 'errors.type.int' } },
    });
    expect(refusalOf(z.object({ mode: z.enum(['percent', 'amount']) }), { mode: 'x' })).toMatchObject({
      code: 'errors.input.notOneOf',
      params: { values: { list: ['percent', 'amount'], join: 'or' } },
    });
  });

  it('the shared checks name their own codes: dates, years, control characters, NUL bytes', () => {
    expect(refusalOf(z.object({ day: zDay }), { day: '26/11/2026' })).toMatchObject({ code: 'errors.input.notADay' });
    expect(refusalOf(z.object({ day: zDay }), { day: '2026-02-30' })).toMatchObject({ code: 'errors.input.notRealDay' });
    expect(refusalOf(z.object({ day: zDay }), { day: '9999-01-01' })).toMatchObject({
      code: 'errors.input.yearOutOfRange',
      params: { min: '1900', max: '2999' },
    });
    expect(refusalOf(z.object({ note: zPlainText(50) }), { note: 'a\u0007b' })).toMatchObject({ code: 'errors.input.controlChars' });
    expect(refusalOf(z.object({ note: zPlainText(50) }), { note: 'a\u0000b' })).toMatchObject({ field: 'note', code: 'errors.input.nulByte' });
    // A refinement without a code of its own: the generic code, the screen shows its English message.
    expect(refusalOf(z.object({ n: z.number().refine((n) => n !== 3, 'not three') }), { n: 3 })).toMatchObject({
      code: 'errors.input.invalid',
      message: 'n: not three',
    });
  });
});
