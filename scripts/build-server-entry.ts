import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { AstroIntegration } from 'astro';
import { builtServerEntry } from './server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Bundles the server entry, the embedded database's thread and the PDF thread into plain JavaScript. Run from
 * `.ts` files, Node loads its TypeScript stripper in each thread that reads one: ~17 MB in the
 * server's thread and ~9 MB in the database's. Packages stay imports of node_modules, and the back
 * end's lazy imports (the Astro handler, pdfmake's users, the drivers) stay lazy as chunks.
 */
export async function buildServerEntry(dist: string): Promise<void> {
  const outdir = path.dirname(builtServerEntry(dist));
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts'), path.join(root, 'src/backend/db/pglite-worker.ts'), path.join(root, 'src/backend/pdf/pdf-worker.ts')],
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Astro integration: build the server entry beside the pages (`astro build`, hence `npm start` and the test builds). */
export function serverEntry(): AstroIntegration {
  let outDir = '';
  return {
    name: 'auberge-server-entry',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        await buildServerEntry(outDir);
        logger.info(`server entry built: ${path.relative(root, builtServerEntry(outDir))}`);
      },
    },
  };
}
