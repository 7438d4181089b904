/**
 * Messages between the server's thread and the thread that runs the embedded PostgreSQL
 * (pglite-worker.ts). Plain data only: they cross threads by structured clone.
 */

export interface PgliteStartOptions {
  dataDir?: string;
  /** A dumped data folder to start from (tests' migrated template), as bytes. */
  loadDataDir?: ArrayBuffer;
  startParams: string[];
}

export type PgliteRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[]; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'memory' }
  | { id: number; op: 'trim' }
  | { id: number; op: 'close' };

/** What an error of the database says (SQLSTATE code, constraint…), kept across the thread boundary. */
export interface PgliteErrorData {
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PgliteErrorData };

/** The fields of PostgreSQL's error message that callers read (see pg-protocol's DatabaseError). */
export const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'severity',
] as const;

export function errorData(err: unknown): PgliteErrorData {
  const e = err as Record<string, unknown> & { message?: string };
  const fields: Record<string, unknown> = {};
  for (const f of ERROR_FIELDS) if (e?.[f] !== undefined) fields[f] = e[f];
  return { message: typeof e?.message === 'string' ? e.message : String(err), fields };
}

/** The error the caller sees: an Error with the database's message and fields (err.code === '23505' still works). */
export function errorFrom(data: PgliteErrorData): Error {
  return Object.assign(new Error(data.message), data.fields);
}
