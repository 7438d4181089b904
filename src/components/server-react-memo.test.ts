import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import BarChartSvg from '../islands/dashboard/BarChartSvg.tsx';
import { renderMemo } from './server-react-memo.ts';

const props = (n: number) => ({
  width: 420, height: 240, title: 'Week', desc: 'Check-ins', series: [{ label: 'In', color: '#15803d' }],
  data: Array.from({ length: 7 }, (_, i) => ({ label: `D${i}`, title: `Day ${i}`, values: [i * n] })),
});

describe('renderMemo', () => {
  it('draws what React draws, and the same props give the kept drawing', () => {
    const a = renderMemo(BarChartSvg, props(1));
    expect(a).toBe(renderToString(createElement(BarChartSvg, props(1))));
    expect(renderMemo(BarChartSvg, props(1))).toBe(a);
  });

  it('other figures draw another chart', () => {
    expect(renderMemo(BarChartSvg, props(2))).not.toBe(renderMemo(BarChartSvg, props(1)));
  });

  it('refuses props that are not plain data', () => {
    expect(() => renderMemo(BarChartSvg, { ...props(1), onClick: () => 1 })).toThrow('a memoized server component takes plain data props only');
  });
});
