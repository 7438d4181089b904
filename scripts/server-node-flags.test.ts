import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from './server-node-flags.ts';

describe('server node flags', () => {
  it('bounds the heap by default and lets AUBERGE_HEAP_MB raise it', () => {
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://x' })).toEqual([
      '--max-old-space-size=256',
      '--max-semi-space-size=4',
      '--heap-growing-percent=100',
      '--expose-gc',
    ]);
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '1024' })[0]).toBe('--max-old-space-size=1024');
  });
  it('ignores a value that is not a size in MB of at least 128', () => {
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '64' })[0]).toBe('--max-old-space-size=256');
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '1e9' })[0]).toBe('--max-old-space-size=256');
  });
  it("compiles the embedded database's WebAssembly with the baseline compiler only, unless PGLITE_OPTIMIZE=true", () => {
    expect(serverNodeFlags({})).toContain('--liftoff-only');
    expect(serverNodeFlags({ PGLITE_OPTIMIZE: 'true' })).not.toContain('--liftoff-only');
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://x' })).not.toContain('--liftoff-only');
  });
  it('lets the old space grow 2x between full collections on PostgreSQL only, not beside the embedded database', () => {
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://x' })).toContain('--heap-growing-percent=100');
    expect(serverNodeFlags({})).not.toContain('--heap-growing-percent=100');
  });
  it('keeps two malloc arenas and returns large blocks to the system unless the operator chose otherwise', () => {
    expect(serverEnv({ PORT: '1' })).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288', MALLOC_TRIM_THRESHOLD_: '1048576', PORT: '1' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' })['MALLOC_ARENA_MAX']).toBe('8');
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '0' })['MALLOC_MMAP_THRESHOLD_']).toBe('0');
  });
});
