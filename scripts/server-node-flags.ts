/**
 * The Node flags the server runs with. V8 sizes its heap for the machine (gigabytes on a big box)
 * and keeps what it once committed: after a busy hour the server held ~800 MB for ~80 MB of live
 * objects. A bounded old space and small young generation keep it near its real needs (measured
 * with `npm run bench`: 802 → 458 MB steady at 100k stays). AUBERGE_HEAP_MB raises the bound for
 * a big property whose exports need more.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env['AUBERGE_HEAP_MB'];
  const heapMb = raw && /^\d+$/.test(raw) && Number(raw) >= 128 ? Number(raw) : 384;
  return [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'];
}
