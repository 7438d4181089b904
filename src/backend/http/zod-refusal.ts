import type { z } from 'zod';
import type { MoneyError } from '../../lib/domain/money.ts';
import { list, type ErrorParams } from '../../lib/domain/error-params.ts';
import type { ErrorKey } from '../../lib/i18n/errors.en.ts';
import { word, type ErrorText } from './errors.ts';

/** The value at a path of the input (undefined when the path leads nowhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

const DAY_PATTERN = String(/^\d{4}-\d{2}-\d{2}$/);

/** The kinds of value zod names in invalid_type ('number', 'int' …) as words of the catalogue. */
const TYPE_TERMS: Readonly<Record<string, ErrorKey>> = {
  number: 'errors.type.number',
  int: 'errors.type.int',
  string: 'errors.type.string',
  boolean: 'errors.type.boolean',
  array: 'errors.type.array',
  object: 'errors.type.object',
  date: 'errors.type.day',
  bigint: 'errors.type.int',
};

const text = (key: ErrorKey, params?: ErrorParams): ErrorText => (params ? { key, params } : { key });

/**
 * A zod issue in the catalogue's words: the issue's kind and its limits (`errors.input.tooSmall`
 * with `{ min }` …). A refinement names its own key in its params (`{ params: { code } }`); one
 * that does not answers the generic key, and the screen shows its English message.
 */
export function zodIssueText(issue: z.core.$ZodIssue, input: unknown): ErrorText {
  const own = (issue as { params?: { code?: unknown; params?: unknown } }).params;
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(input, issue.path) === undefined) return text('errors.input.required');
      const kind = TYPE_TERMS[issue.expected];
      return kind ? text('errors.input.invalidType', { expected: word(kind) }) : text('errors.input.invalid');
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? text('errors.input.required') : text('errors.input.tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return text('errors.input.tooFewItems', { min });
      return text(issue.inclusive === false ? 'errors.input.mustBeAbove' : 'errors.input.tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return text('errors.input.tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return text('errors.input.tooManyItems', { max });
      return text(issue.inclusive === false ? 'errors.input.mustBeBelow' : 'errors.input.tooLarge', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return text('errors.input.notAnEmail');
      if (issue.format === 'regex' && (issue as { pattern?: string }).pattern === DAY_PATTERN) return text('errors.input.notADay');
      return text('errors.input.badFormat');
    case 'invalid_value':
      return text('errors.input.notOneOf', {
        values: list(
          issue.values.map((v) => String(v)),
          'or',
        ),
      });
    case 'unrecognized_keys':
      return text('errors.input.unknownFields', { keys: list(issue.keys) });
    case 'not_multiple_of':
      return text('errors.input.notMultipleOf', { step: Number(issue.divisor) });
    case 'custom':
      if (own && typeof own.code === 'string') return { key: own.code as ErrorKey, params: (own.params ?? {}) as ErrorParams };
      return text('errors.input.invalid');
    default:
      return text('errors.input.invalid');
  }
}

/** A refused amount (parseMoney's codes) in the catalogue's words: `errors.money.<code>` with the text and the decimals allowed. */
export function moneyText(e: MoneyError): ErrorText {
  const key: ErrorKey = e.code === 'tooManyDecimals' && e.decimals === 0 ? 'errors.money.noDecimals' : `errors.money.${e.code}`;
  return { key, params: { text: e.text, decimals: e.decimals } };
}

/** A refinement's own key for zod's `.refine(check, refineText(message, key, params))`. */
export function refineText(message: string, key: ErrorKey, params?: ErrorParams): { message: string; params: { code: ErrorKey; params: ErrorParams } } {
  return { message, params: { code: key, params: params ?? {} } };
}
