import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { pickEncoding } from './security-headers.ts';

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the build's client folder (hashed bundles under /_astro, public/ files). Astro's Node
 * adapter leaves static files to the host server in middleware mode, so our entry does it.
 * Answers false when the request is not for a file, so the caller hands it to Astro.
 */
export function createStaticFiles(clientDir: string) {
  const root = path.resolve(clientDir);
  return (req: IncomingMessage, res: ServerResponse, urlPath: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return false;
    }
    const file = path.resolve(root, `.${decoded}`);
    // Never outside the client folder, and never a folder (pages are Astro's).
    if (!file.startsWith(root + path.sep)) return false;
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) return false;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    // Text assets were compressed at build time (scripts/precompress.ts): send the smaller twin.
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const twin = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : null;
    const twinStat = twin ? statOrNull(twin) : null;
    const served = twinStat && twin ? twin : file;
    res.writeHead(200, {
      'content-type': type,
      'content-length': (twinStat ?? stat).size,
      vary: 'Accept-Encoding',
      ...(twinStat ? { 'content-encoding': encoding! } : {}),
      // Bundles under /_astro carry a content hash in their name: cache them for good.
      'cache-control': decoded.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') res.end();
    // pipeline listens for the file's errors (a file replaced by a new build between stat and read):
    // the answer is cut, where a plain pipe left the error unheard and the process stopped.
    else pipeline(fs.createReadStream(served), res, () => undefined);
    return true;
  };
}
