import zlib from 'node:zlib';

/** Script URLs a page makes the browser load: <script src>, modulepreload links, Astro islands' component and renderer modules. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  const patterns = [
    /<script\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/gi,
    /<link\b(?=[^>]*\brel\s*=\s*["']?modulepreload)[^>]*\shref\s*=\s*["']([^"']+)["']/gi,
    /\s(?:component-url|renderer-url|before-hydration-url)\s*=\s*["']([^"']+)["']/gi,
  ];
  for (const re of patterns) for (const m of html.matchAll(re)) if (m[1]) urls.add(m[1].replace(/&amp;/g, '&'));
  return [...urls];
}

/** Inline scripts that run as JavaScript (not JSON or templates), their text. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    if (m[2]?.trim()) out.push(m[2]);
  }
  return out;
}

/** Module specifiers a script imports, statically (import/export … from "x", import "x") or dynamically (import("x")). */
export function importsOf(js: string): string[] {
  const out = new Set<string>();
  for (const m of js.matchAll(/(?:^|[^\w$.'"`])(?:import|export)\s*(?:\*\s*from\s*|[\w$*{][^'"`;()]*?[\s}*]from\s*|)\s*["'`]([^"'`\s;]+)["'`]/g))
    out.add(m[1]!);
  for (const m of js.matchAll(/(?:^|[^\w$.])import\s*\(\s*["']([^"']+)["']\s*\)/g)) out.add(m[1]!);
  return [...out];
}

export interface JsWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const gzipSize = (text: string): number => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * What a first visit of the page downloads in JavaScript, gzipped: every script it references and,
 * recursively, the same-origin modules they import, each counted once; inline scripts too.
 */
export async function measureJsWeight(pageUrl: string, html: string, headers: Record<string, string> = {}): Promise<JsWeight> {
  const origin = new URL(pageUrl).origin;
  const seen = new Set<string>();
  const queue = scriptUrls(html).map((u) => new URL(u, pageUrl).toString());
  const weight: JsWeight = { files: 0, rawBytes: 0, gzipBytes: 0 };
  for (const text of inlineScripts(html)) {
    weight.rawBytes += Buffer.byteLength(text);
    weight.gzipBytes += gzipSize(text);
    for (const spec of importsOf(text)) if (/^[./]/.test(spec)) queue.push(new URL(spec, pageUrl).toString());
  }
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url) || new URL(url).origin !== origin) continue;
    seen.add(url);
    const res = await fetch(url, { headers });
    if (!res.ok) {
      await res.body?.cancel();
      continue;
    }
    const js = await res.text();
    weight.files += 1;
    weight.rawBytes += Buffer.byteLength(js);
    weight.gzipBytes += gzipSize(js);
    for (const spec of importsOf(js)) if (/^[./]/.test(spec)) queue.push(new URL(spec, url).toString());
  }
  return weight;
}
