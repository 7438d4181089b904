/** A back end's refusal, with its HTTP status and the API's message; thrown in the browser and on the server alike. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
