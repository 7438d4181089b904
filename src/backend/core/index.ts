/**
 * What the pages and the middleware may use of core (the back end's modules import core's files
 * directly): loading the signed-in user a session or a token names.
 */
export { findSessionUser, findSessionUserAt } from './session-user.ts';
