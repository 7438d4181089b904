/**
 * Who does a write: the signed-in user's id and name, as audit events, order events, folio lines
 * and cash movements record them. Every module that writes on someone's behalf takes one.
 */
export interface Actor {
  userId: number;
  name: string;
  /** The user's role codes when the caller has them (the session does): rules that ask them then need no query. */
  roles?: readonly string[];
}
