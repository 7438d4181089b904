import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (the one holding package.json), found from this file's own folder up: the
 * same answer whether the server runs from `src/` or from its bundle in the build folder
 * (`dist/server-main/`).
 */
export function projectRoot(from: string = import.meta.dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
