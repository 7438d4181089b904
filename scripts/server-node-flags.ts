/**
 * How the server process is started: its Node flags and the environment its memory allocator reads.
 *
 * - V8 sizes its heap for the machine (gigabytes on a big box) and keeps what it once committed: a
 *   bounded old space and a small young generation keep it near its real needs. AUBERGE_HEAP_MB
 *   raises the bound for a big property whose exports need more.
 * - Under a bound that small, V8 lets the old space grow only ~1.3× its live size before a full
 *   collection. A page's large strings (the tape chart's stays, the page itself) go straight to the
 *   old space, so a full collection (30–40 ms) came every ~13 tape charts. Growing 2× between
 *   collections (`--heap-growing-percent=100`): one every ~30, server CPU per tape chart 8.3 / 8.9 →
 *   7.1 / 7.0 ms (PostgreSQL, one worker, 100k stays); the idle trim still gives the pages back.
 *   On PostgreSQL only: a worker stays well under its 200 MB (155–160 steady after the bench), where
 *   the embedded server's 250 MB also holds the database's WebAssembly memory and has no such room.
 * - The embedded database is PostgreSQL compiled to WebAssembly. V8's optimizing compiler spends
 *   ~600 MB for a few seconds on one of its functions (measured: the server's peak went from ~400 to
 *   ~820 MB at 100k stays), and keeps the optimized code. On PGlite the baseline compiler only, unless
 *   PGLITE_OPTIMIZE=true trades that memory for ~25% faster SQL on a box that has it.
 * - --expose-gc lets the server give its free heap pages back once it is quiet (src/server/idle-trim.ts).
 * - glibc gives every thread its own malloc arena of up to 64 MB; the server's few busy threads
 *   (the database thread, libuv's pool) need two (MALLOC_ARENA_MAX, measured 538 → 469 MB steady).
 * - glibc also raises its threshold for giving large blocks their own mapping each time one is freed,
 *   after which a page's buffers and their like stay in the heap for good. A fixed 512 KB
 *   threshold returns them to the system when freed, and the heap's top is trimmed above 1 MB
 *   (measured on PGlite at 100k stays, three pages under load: 344 and 358 → 313 and 325 MB
 *   steady, pages per second unchanged; 128 KB gave the same memory and 3–5% fewer pages).
 */
import path from 'node:path';

const DEFAULT_HEAP_MB = 256;

/** The server's entry inside a build folder: `<dist>/server-main/main.mjs`, bundled by scripts/build-server-entry.ts. */
export function builtServerEntry(dist: string): string {
  return path.join(dist, 'server-main', 'main.mjs');
}

export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env['AUBERGE_HEAP_MB'];
  const heapMb = raw && /^\d+$/.test(raw) && Number(raw) >= 128 ? Number(raw) : DEFAULT_HEAP_MB;
  const embedded = !env['DATABASE_URL'];
  const optimize = env['PGLITE_OPTIMIZE'] === 'true';
  return [
    `--max-old-space-size=${heapMb}`,
    '--max-semi-space-size=4',
    ...(embedded ? [] : ['--heap-growing-percent=100']),
    '--expose-gc',
    ...(embedded && !optimize ? ['--liftoff-only'] : []),
  ];
}

/** The server's environment: the caller's, with glibc's allocator set as above unless the operator chose otherwise. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288', MALLOC_TRIM_THRESHOLD_: '1048576', ...env };
}
