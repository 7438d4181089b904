import { Layer, Rectangle, Surface } from 'recharts';
import ChartGrid from '../islands/dashboard/ChartGrid.tsx';
import { bands, barLabels, countTicks, yScale } from '../islands/dashboard/chart-geometry.ts';
import type { BarSeries } from '../islands/dashboard/BarChartSvg.tsx';

export interface ComparisonDatum {
  label: string;
  /** One title per series (the bar's tooltip, with its figure). */
  titles: string[];
  /** One value per series, drawn side by side. */
  values: number[];
}

const M = { top: 12, right: 12, bottom: 26, left: 48 };

/**
 * Bars side by side (this year beside last year) drawn on the server from recharts' SVG primitives,
 * like BarChartSvg, which stacks: the GM dashboard compares periods instead.
 */
export default function ReportComparisonSvg(props: {
  width: number;
  height: number;
  title: string;
  desc: string;
  series: BarSeries[];
  data: ComparisonDatum[];
}) {
  const plotW = props.width - M.left - M.right;
  const plotH = props.height - M.top - M.bottom;
  const bottom = M.top + plotH;
  const ticks = countTicks(Math.max(0, ...props.data.flatMap((d) => d.values)));
  const y = yScale(ticks.at(-1) ?? 0, bottom, plotH);
  const slots = bands(props.data.length, M.left, plotW, 0.3);
  const labels = barLabels(
    props.data.map((d) => d.label),
    plotW / props.data.length,
  );
  const n = Math.max(1, props.series.length);
  return (
    <figure className="dash-chart">
      <Surface width={props.width} height={props.height} title={props.title} desc={props.desc} role="img" className="dash-chart__svg">
        <ChartGrid ticks={ticks} y={y} left={M.left} width={plotW} />
        <Layer className="dash-chart__bars">
          {props.data.map((d, i) => {
            const slot = slots[i]!;
            const w = slot.width / n;
            return (
              <g key={i}>
                {d.values.map((v, s) =>
                  v > 0 ? (
                    <g key={s}>
                      <title>{d.titles[s] ?? ''}</title>
                      <Rectangle x={slot.x + s * w} y={y(v)} width={w} height={bottom - y(v)} fill={props.series[s]?.color ?? 'currentColor'} />
                    </g>
                  ) : null,
                )}
                {labels[i] && (
                  <text className="dash-chart__label" x={slot.center} y={bottom + 16} textAnchor="middle">
                    {labels[i]}
                  </text>
                )}
              </g>
            );
          })}
        </Layer>
      </Surface>
      <ul className="dash-legend">
        {props.series.map((s) => (
          <li key={s.label}>
            <span className="dash-legend__swatch" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
