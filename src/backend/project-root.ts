import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (the one holding package.json), found from this file's own folder up: the
 * same answer whether the server runs from `src/` or from its bundle in the build folder
 * (`dist/server-main/`). A build made elsewhere (`AUBERGE_DIST` outside the repository, as the
 * bench and parallel test builds do) has no package.json above it: then the project is found from
 * the working folder up, which is the project's whenever npm or a test starts the server.
 */
export function projectRoot(from: string = import.meta.dirname, cwd: string = process.cwd()): string {
  const found = packageFolderAbove(from) ?? packageFolderAbove(cwd);
  if (found === undefined) throw new Error(`no package.json above ${from} nor above the working folder ${cwd}`);
  return found;
}

function packageFolderAbove(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
