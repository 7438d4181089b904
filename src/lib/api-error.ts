import { errorParamsOf, type ErrorParams } from './domain/error-params.ts';

/**
 * A back end's refusal as the API answered it: `{ error, code, params, field, message }` (STYLE
 * rule 14). The screen says it with errorText (src/lib/i18n/error-text.ts): `code` and `params` in
 * the reader's language, `message` (English) when the code has no words. Thrown in the browser
 * and on the server alike.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The class of the refusal ('conflict', 'invalid_input' …). */
  readonly error: string | undefined;
  /** The refusal's key in the error catalogue (src/lib/i18n/errors.en.ts). */
  readonly code: string | undefined;
  readonly params: ErrorParams;
  /** The input field it names ('lines.0.quantity'). */
  readonly field: string | undefined;
  constructor(
    status: number,
    message: string,
    refusal: { error?: string | undefined; code?: string | undefined; params?: ErrorParams | undefined; field?: string | undefined } = {},
  ) {
    super(message);
    this.status = status;
    this.error = refusal.error;
    this.code = refusal.code;
    this.params = refusal.params ?? {};
    this.field = refusal.field;
  }
}

/** The ApiError of an answer's status and body (its JSON text or parsed value); `fallback` when it carries no message. */
export function apiErrorOf(status: number, body: unknown, fallback: string): ApiError {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return new ApiError(status, fallback);
    }
  }
  if (typeof value !== 'object' || value === null) return new ApiError(status, fallback);
  const b = value as { message?: unknown; error?: unknown; code?: unknown; params?: unknown; field?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return new ApiError(status, text(b.message) ?? fallback, { error: text(b.error), code: text(b.code), params: errorParamsOf(b.params), field: text(b.field) });
}
