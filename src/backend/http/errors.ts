/** The one error type of the back end, with a closed list of codes mapped to HTTP statuses. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unknown_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal the screens render in the reader's language: a key of their refusal texts and its values. */
export interface ErrorText {
  key: string;
  params: Record<string, string | number>;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly text: ErrorText | undefined;
  constructor(code: ErrorCode, message: string, field?: string, text?: ErrorText) {
    super(message);
    this.code = code;
    this.field = field;
    this.text = text;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const invalid = (field: string, message: string) => new AppError('invalid_input', `${field}: ${message}`, field);
export const notFound = (message: string) => new AppError('not_found', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string, text?: ErrorText) => new AppError('conflict', message, undefined, text);

/** PostgreSQL's exclusion (23P01), unique (23505), check (23514) and FK (23503) violations. */
/** The database's own sentence for a refused statement (drizzle wraps it in 'Failed query: <the SQL>'). */
export function pgErrorMessage(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } };
  if (typeof e?.cause?.message === 'string') return e.cause.message;
  return typeof e?.message === 'string' ? e.message : String(err);
}

export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
}
