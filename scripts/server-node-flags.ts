/**
 * How the server process is started: its Node flags and the environment its memory allocator reads.
 *
 * - V8 sizes its heap for the machine (gigabytes on a big box) and keeps what it once committed: a
 *   bounded old space and a small young generation keep it near its real needs. AUBERGE_HEAP_MB
 *   raises the bound for a big property whose exports need more.
 * - The embedded database is PostgreSQL compiled to WebAssembly. V8's optimizing compiler spends
 *   ~600 MB for a few seconds on one of its functions (measured: the server's peak went from ~400 to
 *   ~820 MB at 100k stays), and keeps the optimized code. On PGlite the baseline compiler only, unless
 *   PGLITE_OPTIMIZE=true trades that memory for ~25% faster SQL on a box that has it.
 * - glibc gives every thread its own malloc arena of up to 64 MB; the server's few busy threads
 *   (the database thread, libuv's pool) need two (MALLOC_ARENA_MAX, measured 538 → 469 MB steady).
 */
const DEFAULT_HEAP_MB = 256;

export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env['AUBERGE_HEAP_MB'];
  const heapMb = raw && /^\d+$/.test(raw) && Number(raw) >= 128 ? Number(raw) : DEFAULT_HEAP_MB;
  const embedded = !env['DATABASE_URL'];
  const optimize = env['PGLITE_OPTIMIZE'] === 'true';
  return [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4', ...(embedded && !optimize ? ['--liftoff-only'] : [])];
}

/** The server's environment: the caller's, with two malloc arenas unless the operator chose otherwise. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
