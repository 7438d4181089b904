import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Times the product's own history import (`npm run import -- <file>`, scripts/import-history.ts)
 * of a bookings file into an empty embedded database, as a hotel arriving with its history would.
 */
export async function timeHistoryImport(o: { root: string; file: string; tmp: string }): Promise<{ ok: boolean; ms: number; summary: string; output: string }> {
  const dataDir = path.join(o.tmp, 'import-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const out: Buffer[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [path.join(o.root, 'scripts/import-history.ts'), o.file], {
      cwd: o.root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    child.on('close', (c) => resolve(c ?? 1));
  });
  const ms = Math.round(performance.now() - started);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const output = Buffer.concat(out).toString('utf8');
  const summary =
    output
      .split('\n')
      .filter((l) => /rows imported|^hotel |failed/.test(l))
      .join('; ') || output.slice(-200);
  return { ok: code === 0, ms, summary, output };
}
