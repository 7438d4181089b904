/** The http door for the pages that answer requests themselves (the housemaid's report form): the body rules and the error type the API uses. */
export { decodeUtf8 } from './body-limit.ts';
export type { AppError } from './errors.ts';
