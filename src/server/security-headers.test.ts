import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { ASTRO_SCRIPT_HASHES, inlineScriptHashes, pageCsp } from './security-headers.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inline script hashes of a page', () => {
  it('allows each inline script by its hash, not the scripts loaded by src nor the JSON data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/json" id="data">{"n":1}</script><script type='application/json'>[2]</script><script> </script>`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')]);
    const csp = pageCsp(html, { publicUrl: 'http://localhost:4321' });
    expect(csp).toContain(hash('a()'));
    expect(csp).not.toContain(hash('{"n":1}'));
  });

  it('reads the bytes of the page as the browser hashes them: accents, a > in the code, attributes, and no script in text or other tags', () => {
    const html = `<p>&lt;script&gt;</p><scripts>no()</scripts><script\tdata-x="1">alert("é ✓ > <b>")</script>\n<noscript>x</noscript><script async src=/y.js></script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([hash('alert("é ✓ > <b>")')]);
    expect(inlineScriptHashes(html)).toEqual([hash('alert("é ✓ > <b>")')]);
    expect(inlineScriptHashes('<script>never closed')).toEqual([]);
  });
  it("allows Astro's island loader and directive scripts from the first page on, so a page swapped in by the router may hydrate", () => {
    const csp = pageCsp('<html><body>no island here</body></html>', { publicUrl: 'http://localhost:4321' });
    const page = `<script>${loadDirective}</script><script>${islandScript}</script>`;
    for (const h of inlineScriptHashes(page)) expect(csp).toContain(h);
    expect(ASTRO_SCRIPT_HASHES).toHaveLength(6);
  });
});
