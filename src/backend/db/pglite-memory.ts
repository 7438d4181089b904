/**
 * What a new data folder costs. PGlite's WebAssembly declares a 128 MB memory minimum, and creating a
 * cluster (initdb) runs a second PostgreSQL instance beside the one being opened, snapshotting its
 * whole memory to restore it between initdb's steps: two fully written 128 MB blocks. On a folder on
 * disk it then builds the cluster in memory, tars it and untars it into the folder while the rest is
 * still held. An import into an empty data folder peaked at ~580 MB for that alone (the import itself
 * ~290 MB), and so did a server's first start.
 *
 * Here: the minimum is lowered to 16 MB (each instance grows to what it uses, memory.grow, and
 * initdb's copies shrink with it), and a new folder starts from a cluster made in memory whose
 * helpers are collected before it is written to the folder. Measured (PGlite alone, a new folder):
 * peak ~560 → ~310 MB.
 *
 * The minimum is one LEB128 number in the module's import of env.memory: it is lowered in place (same
 * byte length) only for the PGlite version it was checked with; any other version runs as shipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { collectLastResort } from '../collect-garbage.ts';

/** The PGlite release whose module was checked to start, initdb and run the suites from 16 MB. */
export const SMALL_START_PGLITE_VERSION = '0.5.16';
/** Initial WebAssembly memory, in 64 KiB pages: 256 = 16 MB. */
export const SMALL_START_PAGES = 256;

/** The import entry `"env" "memory"` of kind memory (02), then limits with a maximum (01), min 2048 = 80 10. */
const MEMORY_IMPORT = Buffer.from([3, 0x65, 0x6e, 0x76, 6, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 2]);
const STOCK_MIN = [1, 0x80, 0x10];

/** The module's bytes with the memory minimum lowered to `pages` (128 ≤ pages < 16384), or undefined when they are not laid out as expected. */
export function lowerMemoryMinimum(wasm: Buffer, pages: number): Uint8Array<ArrayBuffer> | undefined {
  const at = wasm.indexOf(MEMORY_IMPORT);
  if (at < 0 || wasm.indexOf(MEMORY_IMPORT, at + 1) >= 0) return undefined;
  const limits = at + MEMORY_IMPORT.length;
  if (STOCK_MIN.some((b, i) => wasm[limits + i] !== b)) return undefined;
  if (pages < 128 || pages >= 16384) return undefined;
  const out = new Uint8Array(wasm);
  out[limits + 1] = 0x80 | (pages & 0x7f);
  out[limits + 2] = pages >> 7;
  return out;
}

/**
 * PGlite's options for a small start: its module compiled with the lower minimum and the matching
 * initial memory, or none (as shipped) for another PGlite version or an unexpected module.
 */
export async function smallStartOptions(): Promise<{ pgliteWasmModule: WebAssembly.Module; initialMemory: number } | Record<string, never>> {
  const file = fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm'));
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(file), '..', 'package.json'), 'utf8')) as { version: string };
  if (version !== SMALL_START_PGLITE_VERSION) return {};
  const lowered = lowerMemoryMinimum(fs.readFileSync(file), SMALL_START_PAGES);
  if (!lowered) return {};
  return { pgliteWasmModule: await WebAssembly.compile(lowered), initialMemory: SMALL_START_PAGES * 64 * 1024 };
}

/** initdb's own settings: PostgreSQL's stock 128 MB of shared buffers grew its instance to ~190 MB. */
export const INITDB_PARAMS = ['-c', 'shared_buffers=16MB'];

type SmallStart = Awaited<ReturnType<typeof smallStartOptions>>;

/** True when `dataDir` (PGlite's folder) holds no cluster yet. */
export const isNewDataFolder = (dataDir: string): boolean => !fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * A new cluster as a tarball (PGlite's loadDataDir), made by an instance in memory: what PGlite does
 * itself for a folder, except that initdb's helpers are collected before the tarball is made and
 * the instance is gone before the folder's opens.
 */
export async function newClusterImage(small: SmallStart): Promise<Blob> {
  const maker = await PGlite.create({ ...small, initDbStartParams: INITDB_PARAMS });
  try {
    collectLastResort();
    return await maker.dumpDataDir('none');
  } finally {
    await maker.close();
    collectLastResort();
  }
}
