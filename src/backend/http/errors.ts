import { term, type ErrorParams, type TermParam } from '../../lib/domain/error-params.ts';
import type { ErrorKey } from '../../lib/i18n/errors.en.ts';

/** The one error type of the back end, with a closed list of classes mapped to HTTP statuses. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unknown_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What the screen says for a refusal (STYLE rule 14): a key of the error catalogue
 * (src/lib/i18n/errors.en.ts, French in errors.fr.ts) and the values it names. The API answers it
 * as `code` and `params`, beside the class (`error`), the field and the English `message`.
 */
export interface ErrorText {
  key: ErrorKey;
  params?: ErrorParams;
}

/** A word of the catalogue (or a role's name) as a param, its key checked against the catalogue. */
export const word = (key: ErrorKey | `role.${string}`): TermParam => term(key);

/** The catalogue's generic sentence of a class: what a refusal without its own key answers (the screen shows its English message). */
export const genericKey = (code: ErrorCode): ErrorKey => `errors.generic.${code}`;

export class AppError extends Error {
  override name = 'AppError';
  /** The class of the refusal, answered as `error` (and mapped to the HTTP status). */
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** The refusal in the catalogue's words: its key (answered as `code`) and params. */
  readonly text: ErrorText;
  constructor(code: ErrorCode, message: string, field?: string, text?: ErrorText) {
    super(message);
    this.code = code;
    this.field = field;
    this.text = text ?? { key: genericKey(code) };
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  /** The answer's body: `{ error, code, params, field, message }`. */
  toJSON(): { error: ErrorCode; code: ErrorKey; params: ErrorParams; field: string | undefined; message: string } {
    return { error: this.code, code: this.text.key, params: this.text.params ?? {}, field: this.field, message: this.message };
  }
}

export const invalid = (field: string, message: string, text?: ErrorText) => new AppError('invalid_input', `${field}: ${message}`, field, text);
export const notFound = (message: string, text?: ErrorText) => new AppError('not_found', message, undefined, text);
export const forbidden = (message: string, text?: ErrorText) => new AppError('forbidden', message, undefined, text);
export const conflict = (message: string, text?: ErrorText) => new AppError('conflict', message, undefined, text);

/** The database's own sentence for a refused statement (drizzle wraps it in 'Failed query: <the SQL>'). */
export function pgErrorMessage(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } };
  if (typeof e?.cause?.message === 'string') return e.cause.message;
  return typeof e?.message === 'string' ? e.message : String(err);
}

/** PostgreSQL's SQLSTATE of a refused statement: exclusion (23P01), unique (23505), check (23514), FK (23503)… */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
}
