import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lowerMemoryMinimum, smallStartOptions, SMALL_START_PAGES, SMALL_START_PGLITE_VERSION } from './pglite-memory.ts';

const stock = () => fs.readFileSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm')));
/** The module's declared memory import: [minimum, maximum] in pages. */
function declared(wasm: Buffer): [number, number] {
  const at = wasm.indexOf(Buffer.from([3, 0x65, 0x6e, 0x76, 6, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 2])) + 13;
  const leb = (i: number): [number, number] => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = wasm[i++]!;
      v |= (b & 0x7f) << shift;
      shift += 7;
      if (!(b & 0x80)) return [v, i];
    }
  };
  const [min, next] = leb(at);
  return [min, leb(next)[0]];
}

describe('PGlite from a small memory', () => {
  it('lowers the declared memory minimum in place, keeping the maximum and the module valid', () => {
    const wasm = stock();
    expect(declared(wasm)).toEqual([2048, 32768]);
    const lowered = lowerMemoryMinimum(wasm, SMALL_START_PAGES)!;
    expect(lowered.length).toBe(wasm.length);
    expect(declared(Buffer.from(lowered))).toEqual([SMALL_START_PAGES, 32768]);
    expect(WebAssembly.Module.imports(new WebAssembly.Module(lowered))).toContainEqual({ module: 'env', name: 'memory', kind: 'memory' });
    // Only those two bytes differ.
    expect(lowered.reduce((n, b, i) => n + (b === wasm[i] ? 0 : 1), 0)).toBeLessThanOrEqual(2);
  });

  it('leaves a module of another layout alone', () => {
    expect(lowerMemoryMinimum(Buffer.from('not a module'), SMALL_START_PAGES)).toBeUndefined();
    const wasm = stock();
    const other = Buffer.from(wasm);
    other[other.indexOf(Buffer.from([3, 0x65, 0x6e, 0x76, 6, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 2])) + 13] = 0x81; // another minimum
    expect(lowerMemoryMinimum(other, SMALL_START_PAGES)).toBeUndefined();
    expect(lowerMemoryMinimum(wasm, 100)).toBeUndefined();
  });

  it(`is in force for the installed PGlite (${SMALL_START_PGLITE_VERSION}); after an upgrade, check a new data folder's peak and set the version again`, async () => {
    const options = await smallStartOptions();
    expect(Object.keys(options).sort()).toEqual(['initialMemory', 'pgliteWasmModule']);
    expect('initialMemory' in options && options.initialMemory).toBe(SMALL_START_PAGES * 65536);
  });
});
