import { expect, test } from '@playwright/test';
import { runSoak } from '../tests/soak/run-soak.ts';

/**
 * The soak of issue 33, short (30 s under attack and 15 s quiet, in alternating spells), with the
 * browser tests since it needs the built server; the 10-minute run is tests/soak/soak.test.ts
 * (SOAK=1). The desk's p95 is held to twice its quiet value, plus 50 ms: over 30 s on a shared
 * 2-core machine, a few slow answers of the quiet spell's own noise move its p95 by that much.
 */
test('soak (30 s): the desk keeps its pace while another client sends oversized, chunked, nested and bomb requests', async () => {
  test.setTimeout(600_000);
  const r = await runSoak({ durationMs: 30_000, quietMs: 15_000, log: (l) => console.log(`[soak] ${l}`) });
  console.log(`[soak] ${JSON.stringify(r)}`);
  expect(r.deskFailures).toEqual([]);
  expect(r.attackProblems).toEqual([]);
  expect(Object.keys(r.attacks).length).toBeGreaterThanOrEqual(5);
  expect(r.healthAfter).toBe(200);
  // The 400 MB holds for each attack case on its own (limits-server.spec.ts). A fresh server
  // seeding the demo hotels, then 45 s of desk traffic and attacks, peaks at ~435 MB on this machine
  // (PGlite's WASM heap grows with the data and is never given back; issue 33 keeps this open): the
  // bound here catches a leak or a body read whole, not that growth.
  expect(r.maxRssMb).toBeLessThan(512);
  expect(r.attacked.p95).toBeLessThanOrEqual(2 * r.quiet.p95 + 50);
});
