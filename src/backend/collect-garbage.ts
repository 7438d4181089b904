/**
 * A last-resort collection of the calling thread's heap: it compacts the heap and returns its free
 * pages to the system. Only when the process was started with --expose-gc (serverNodeFlags);
 * otherwise nothing. The server's idle trim (src/server/idle-trim.ts) runs it on the server's
 * thread and, through the database thread's 'trim' request, on PGlite's.
 */
export function collectLastResort(): void {
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
