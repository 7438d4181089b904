import { describe, expect, it } from 'vitest';
import { axisMargin, bands, barLabels, countTicks, fitLabel, sliceAngles, yScale } from './chart-geometry.ts';

describe('chart geometry', () => {
  it('splits the plot width into equal bands with centred bars', () => {
    expect(bands(2, 10, 100, 0.5)).toEqual([
      { x: 22.5, width: 25, center: 35 },
      { x: 72.5, width: 25, center: 85 },
    ]);
    expect(bands(0, 0, 100)).toEqual([]);
  });

  it('keeps integer ticks for small counts and rounds big ones', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(287).at(-1)).toBeGreaterThanOrEqual(287);
    expect(countTicks(287).every((t) => Number.isInteger(t))).toBe(true);
  });

  it('maps values upwards from the bottom, and flattens when there is no scale', () => {
    const y = yScale(10, 200, 100);
    expect([y(0), y(5), y(10)]).toEqual([200, 150, 100]);
    expect(yScale(0, 200, 100)(3)).toBe(200);
  });

  it('turns values into clockwise slices from the top', () => {
    expect(sliceAngles([1, 1, 2])).toEqual([
      { start: 90, end: 0 },
      { start: 0, end: -90 },
      { start: -90, end: -270 },
    ]);
    expect(sliceAngles([0, 0])).toEqual([
      { start: 90, end: 90 },
      { start: 90, end: 90 },
    ]);
  });
});

describe('fitLabel', () => {
  it('keeps a label its band can hold, and cuts a longer one with an ellipsis', () => {
    expect(fitLabel('12/03', 63)).toBe('12/03');
    expect(fitLabel('Daan Bianchi', 63.5)).toBe('Daan Bi\u2026');
    expect(fitLabel('Daan Bianchi', 200)).toBe('Daan Bianchi');
    expect(fitLabel('Ab cdefgh', 40)).toBe('Ab c\u2026');
    // No space left before the ellipsis.
    expect(fitLabel('Ab cdefgh', 34)).toBe('Ab\u2026');
  });
});

describe('barLabels', () => {
  it('gives each label the room up to the nearest other label', () => {
    // Fifteen names side by side: a band each.
    expect(barLabels(['Daan Bianchi', 'Ana Ruiz'], 63.5)).toEqual(['Daan Bi\u2026', 'Ana Ruiz']);
    // 90 nights labelled every 8th by the page: 8 bands of 10.5 hold a whole day, not "2…".
    const nights = Array.from({ length: 90 }, (_, i) => (i % 8 === 0 ? `${String((i % 28) + 1).padStart(2, '0')}/11` : ''));
    const drawn = barLabels(nights, 10.5);
    expect(drawn[0]).toBe('01/11');
    expect(drawn[8]).toBe('09/11');
    expect(drawn[88]).toBe('05/11');
    expect(drawn[1]).toBeNull();
    expect(drawn.filter((l) => l !== null)).toHaveLength(12);
    // One label alone has the whole width.
    expect(barLabels(['', 'Whole name here', ''], 40)).toEqual([null, 'Whole name here', null]);
    expect(barLabels([], 10)).toEqual([]);
  });
});

describe('countTicks cache', () => {
  it('gives the same ticks for the same top, and they cannot be changed by a caller', () => {
    const a = countTicks(287);
    expect(countTicks(286.2)).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(countTicks(1000)).not.toBe(a);
  });
});

describe('the axis margin', () => {
  it('holds the longest formatted figure, so 48 000 is not cut to ".8000"', () => {
    expect(axisMargin(['0', '10', '20'], 36)).toBe(36);
    expect(axisMargin(['0', '12 000', '24 000', '36 000', '48 000'], 36)).toBeGreaterThanOrEqual(6 * 7);
    expect(axisMargin(['0', '1,000,000'], 36)).toBe(9 * 7 + 10);
  });
});
