/** A back end's refusal, with its HTTP status and the API's message; thrown in the browser and on the server alike. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The refusal's key and values when the API gives them, for the screen to say it in the reader's language. */
  readonly key: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  constructor(status: number, message: string, text?: { key: string; params: Record<string, string | number> }) {
    super(message);
    this.status = status;
    this.key = text?.key;
    this.params = text?.params;
  }
}
