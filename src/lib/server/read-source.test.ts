import { describe, expect, it } from 'vitest';
import { asOfText, noteReadSource, pageAsOf } from './read-source.ts';

const answer = (h: Record<string, string>) => new Headers(h);

describe('read-source: where a page read its report figures', () => {
  it('keeps the oldest "as of" of the answers read from the replica, per page', () => {
    const page = {};
    noteReadSource(page, answer({ 'x-auberge-read-from': 'replica', 'x-auberge-as-of': '2026-11-28T13:03:09.000Z' }));
    noteReadSource(page, answer({ 'x-auberge-read-from': 'replica', 'x-auberge-as-of': '2026-11-28T13:03:07.000Z' }));
    noteReadSource(page, answer({ 'x-auberge-read-from': 'replica', 'x-auberge-as-of': '2026-11-28T13:03:08.000Z' }));
    expect(pageAsOf(page)).toBe('2026-11-28T13:03:07.000Z');
    expect(pageAsOf({})).toBeUndefined();
  });

  it('notes nothing for the primary, an answer without a read source, or an instant that is none', () => {
    const page = {};
    noteReadSource(page, answer({ 'x-auberge-read-from': 'primary' }));
    noteReadSource(page, answer({}));
    noteReadSource(page, answer({ 'x-auberge-read-from': 'replica' }));
    noteReadSource(page, answer({ 'x-auberge-read-from': 'replica', 'x-auberge-as-of': 'yesterday' }));
    expect(pageAsOf(page)).toBeUndefined();
  });

  it('writes the instant in the hotel time zone, day then 24-hour time with seconds, in both languages', () => {
    expect(asOfText('2026-11-28T13:03:07.000Z', 'fr', 'Europe/Paris')).toBe('28/11/2026 14:03:07');
    expect(asOfText('2026-11-28T13:03:07.000Z', 'en', 'Europe/Paris')).toBe('28/11/2026 14:03:07');
    // Past midnight in the hotel: the hotel's day, not UTC's.
    expect(asOfText('2026-11-28T23:30:00.000Z', 'fr', 'Europe/Paris')).toBe('29/11/2026 00:30:00');
    expect(asOfText('2026-11-28T15:30:00.000Z', 'en', 'Asia/Tokyo')).toBe('29/11/2026 00:30:00');
  });
});
