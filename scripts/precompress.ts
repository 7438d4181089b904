import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|html)$/i;

/** Writes file.br and file.gz beside every text asset of the client build above 1 KB (served by src/server/static-files.ts). */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Astro integration: precompress the client assets once the build is done. */
export function precompress(): AstroIntegration {
  return {
    name: 'auberge-precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const client = path.join(fileURLToPath(dir), '..', 'client');
        const root = fs.existsSync(client) ? client : fileURLToPath(dir);
        logger.info(`precompressed ${precompressDir(root)} assets (brotli and gzip)`);
      },
    },
  };
}
