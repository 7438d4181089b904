import fs from 'node:fs';

/** Debian's Chromium (Playwright's own browser download cannot work offline). */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/snap/bin/chromium'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env['CHROMIUM_PATH'];
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}

/** The launch arguments of a closed-network, root, headless machine. */
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
