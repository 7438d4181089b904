import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startIdleTrim } from './idle-trim.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const response = () => new EventEmitter() as ServerResponse;
const request = {} as IncomingMessage;
/** One request served from start to end (its response finishing or its connection closing). */
const serve = (t: ReturnType<typeof startIdleTrim>, end: 'finish' | 'close' = 'finish') => {
  const res = response();
  t.track(request, res);
  res.emit(end);
};

/** A trim watching a process whose RSS the test sets, counting the trims; it has trimmed once after its start by the time this resolves. */
async function watched(startRss: number) {
  const state = { trims: 0, rss: startRss };
  const t = startIdleTrim({ quietMs: 60, trim: async () => void (state.trims += 1), rss: () => state.rss, regrowthBytes: 10 });
  await wait(200);
  return { state, t };
}

describe('the idle memory trim', () => {
  it('trims once after the start and after each quiet spell in which the process grew, never during a request', async () => {
    const { state, t } = await watched(100);
    try {
      expect(state.trims).toBe(1); // the start grew the heaps
      await wait(150);
      expect(state.trims).toBe(1); // once per quiet spell
      state.rss = 130;
      const res = response();
      t.track(request, res);
      await wait(200);
      expect(state.trims).toBe(1); // a request in flight
      res.emit('finish');
      res.emit('close');
      await wait(200);
      expect(state.trims).toBe(2);
      serve(t);
      await wait(200);
      expect(state.trims).toBe(2); // busy again, but the process did not grow
      state.rss = 150;
      serve(t, 'close');
      await wait(200);
      expect(state.trims).toBe(3);
    } finally {
      t.stop();
    }
  });

  it('measures growth from the lowest point since the last trim, so memory given back in between lowers the bar', async () => {
    const { state, t } = await watched(200);
    try {
      expect(state.trims).toBe(1); // after the start, at 200 (a thread holding memory)
      state.rss = 160; // the thread stops: 40 given back
      await wait(100);
      state.rss = 175; // the next burst grows the process by 15 from there, still below 200
      serve(t);
      await wait(200);
      expect(state.trims).toBe(2);
    } finally {
      t.stop();
    }
  });

  it('trims under load once the process is above the pressure bound, at most once per interval', async () => {
    const state = { trims: 0, rss: 100 };
    const t = startIdleTrim({ quietMs: 60_000, trim: async () => void (state.trims += 1), rss: () => state.rss, pressureBytes: 300, pressureEveryMs: 1500 });
    const until = async (ok: () => boolean, ms: number) => {
      for (const end = performance.now() + ms; !ok() && performance.now() < end;) await wait(20);
    };
    try {
      const res = response();
      t.track(request, res); // a request that never ends: the desk is never quiet
      await wait(1700);
      expect(state.trims).toBe(0); // busy, under the bound
      state.rss = 350;
      await until(() => state.trims > 0, 5000);
      expect(state.trims).toBe(1); // above it: trimmed though busy
      await wait(300);
      expect(state.trims).toBe(1); // not again within the interval
      await until(() => state.trims > 1, 5000);
      expect(state.trims).toBe(2); // and again once it has passed
      res.emit('finish');
    } finally {
      t.stop();
    }
  });
});
