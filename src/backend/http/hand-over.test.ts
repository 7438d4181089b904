import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { answerKeptJson, answerText, deepFreeze } from './hand-over.ts';
import type { ApiEnv } from './api-env.ts';

describe('deepFreeze', () => {
  it('freezes the value and everything in it, and gives it back', () => {
    const tree = { a: [{ b: { c: 1 } }], d: 'x' };
    expect(deepFreeze(tree)).toBe(tree);
    expect(Object.isFrozen(tree) && Object.isFrozen(tree.a) && Object.isFrozen(tree.a[0]) && Object.isFrozen(tree.a[0]!.b)).toBe(true);
    expect(() => {
      'use strict';
      (tree.a[0]!.b as { c: number }).c = 2;
    }).toThrow(TypeError);
    expect(deepFreeze(null)).toBeNull();
  });
});

describe('answerKeptJson', () => {
  const app = (body: object) => {
    const a = new Hono<ApiEnv>();
    a.get('/', (c) => answerKeptJson(c, body));
    a.onError((err, c) => c.text(err.message, 500));
    return a;
  };

  it('answers a frozen value as JSON over HTTP', async () => {
    const res = await app(deepFreeze({ menu: [{ url: '/a' }] })).request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ menu: [{ url: '/a' }] });
  });

  it('hands the kept object itself to a page in this process', async () => {
    const kept = deepFreeze([{ url: '/a' }]);
    const handOver: { given?: boolean; value?: unknown } = {};
    const res = await app(kept).request('/', {}, { handOver } as never);
    expect(res.status).toBe(200);
    expect(handOver.given).toBe(true);
    expect(handOver.value).toBe(kept);
  });

  it('refuses a value that is not frozen: a page could change what the next one is handed', async () => {
    const res = await app([{ url: '/a' }]).request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('answerKeptJson needs a deep-frozen value (deepFreeze)');
  });
});

describe('answerText', () => {
  const app = new Hono<ApiEnv>();
  app.get('/', (c) => answerText(c, '2026-11-26', { 'cache-control': 'no-store' }));

  it('answers the text with its headers over HTTP', async () => {
    const res = await app.request('/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('2026-11-26');
  });

  it('hands the string itself to a page in this process, with no body to read', async () => {
    const handOver: { given?: boolean; value?: unknown } = {};
    const res = await app.request('/', {}, { handOver } as never);
    expect([res.status, handOver.given, handOver.value]).toEqual([200, true, '2026-11-26']);
    expect(await res.text()).toBe('');
  });
});
