import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A system Chromium, when the machine has one (Playwright's own browser download cannot work offline).
 * The headless shell first (Debian's chromium-headless-shell, which .ci/run installs): the browser
 * Playwright itself runs headless tests in. The full browser's headless mode also runs its window's
 * own pages and composits for them: six specs took 188 s with it and 158 s with the shell, one
 * after the other on one machine (user CPU 104 and 89 s).
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
];

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else a system Chromium, else the
 * one shipped inside the `@sparticuz/chromium` npm package (extracted once into the temp folder),
 * so a fresh machine needs nothing beyond `npm install`.
 */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const configured = env['CHROMIUM_PATH'];
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  const system = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
  if (system) return system;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const binary = await packaged.executablePath();
    useBundledFontsIfNone(env);
    return binary;
  } catch (err) {
    console.error(`[chromium] the packaged Chromium could not be extracted: ${(err as Error).message}`);
    return undefined;
  }
}

/** A machine without fonts renders blank text: point fontconfig at the fonts the package ships. */
function useBundledFontsIfNone(env: NodeJS.ProcessEnv): void {
  if (env['FONTCONFIG_FILE'] || env['FONTCONFIG_PATH']) return;
  const listed = spawnSync('fc-list', [], { encoding: 'utf8' });
  if (listed.status === 0 && listed.stdout.trim()) return;
  const conf = path.join(os.tmpdir(), 'fonts', 'fonts.conf');
  if (fs.existsSync(conf)) env['FONTCONFIG_FILE'] = conf;
}

/** The launch arguments of a closed-network, root, headless machine (not the package's own: its --single-process kills a second context). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
