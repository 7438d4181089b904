import type { SessionUser } from '../domain/session-user.ts';

/**
 * Where a built-in API hands a GET's answer over as the object itself, to a page rendering in this
 * process (see src/backend/http/hand-over.ts): `given` says it did, and the response then has no body.
 */
export interface HandOver {
  given?: boolean;
  value?: unknown;
}

/** A back end served in this process: a fetch handler that also takes the signed-in user (the built-in PMS and CRM APIs). */
export interface InProcessApi {
  fetch(
    request: Request,
    env: { sessionUser: SessionUser | undefined; handOver?: HandOver | undefined; sessionId?: string | undefined },
  ): Response | Promise<Response>;
}
export type InProcessApis = Record<'pms' | 'crm', InProcessApi>;

// On globalThis, not in a module variable: the server entry and Astro's bundle load this module separately.
const KEY = Symbol.for('auberge.builtinApis');
type Holder = { [KEY]?: InProcessApis | undefined };

/** The server entry registers the built-in back ends once it has opened them (src/server/main.ts). */
export function setBuiltinApis(apis: InProcessApis | undefined): void {
  (globalThis as Holder)[KEY] = apis;
}

export function builtinApi(name: keyof InProcessApis): InProcessApi {
  const apis = (globalThis as Holder)[KEY];
  if (!apis) throw new Error('Built-in back ends not registered: start the app through src/server/main.ts.');
  return apis[name];
}
