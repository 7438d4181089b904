import { describe, expect, it } from 'vitest';
import { importsOf, inlineScripts, scriptUrls } from './js-weight.ts';

describe('scriptUrls', () => {
  it('finds script sources, module preloads and island modules', () => {
    const html = `<script type="module" src="/_astro/page.js"></script>
      <link rel="modulepreload" href="/_astro/chunk.js"><link rel="stylesheet" href="/a.css">
      <astro-island component-url="/_astro/Grid.js" renderer-url="/_astro/client.js"></astro-island>`;
    expect(scriptUrls(html).sort()).toEqual(['/_astro/Grid.js', '/_astro/chunk.js', '/_astro/client.js', '/_astro/page.js']);
  });
  it('keeps inline JavaScript and skips JSON', () => {
    expect(inlineScripts('<script>a()</script><script type="application/json">{}</script><script src="x.js"></script>')).toEqual(['a()']);
  });
});

describe('importsOf', () => {
  it('reads minified and spaced imports', () => {
    const js = 'import"./a.js";import{b as c}from"./b.js";import d,{e}from"./d.js";export*from"./e.js";const f=()=>import("./f.js");import g from \'./g.js\';';
    expect(importsOf(js).sort()).toEqual(['./a.js', './b.js', './d.js', './e.js', './f.js', './g.js']);
  });
  it('ignores strings that only look like imports', () => {
    expect(importsOf('const s = "import"; x.import("y"); export const z = "w";')).toEqual([]);
  });
});
