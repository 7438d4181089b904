import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.ts';

describe('server node flags', () => {
  it('bounds the heap by default and lets AUBERGE_HEAP_MB raise it', () => {
    expect(serverNodeFlags({})).toEqual(['--max-old-space-size=384', '--max-semi-space-size=4']);
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '1024' })[0]).toBe('--max-old-space-size=1024');
  });
  it('ignores a value that is not a size in MB of at least 128', () => {
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '64' })[0]).toBe('--max-old-space-size=384');
    expect(serverNodeFlags({ AUBERGE_HEAP_MB: '1e9' })[0]).toBe('--max-old-space-size=384');
  });
});
