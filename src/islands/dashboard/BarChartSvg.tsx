import { Layer, Rectangle, Surface } from 'recharts';
import ChartGrid from './ChartGrid.tsx';
import { axisMargin, bands, barLabels, countTicks, yScale } from './chart-geometry.ts';
import { numberFormat } from '../../lib/intl-cache.ts';

export interface BarSeries {
  label: string;
  /** A CSS colour. */
  color: string;
}

export interface BarDatum {
  /** Under the bar (may be '' to skip a crowded label). */
  label: string;
  /** The bar's tooltip, with its figures. */
  title: string;
  /** One value per series, stacked from the bottom. */
  values: number[];
}

const M = { top: 12, right: 12, bottom: 26, left: 36 };

/**
 * A (stacked) bar chart drawn on the server from recharts' SVG primitives, at a fixed size: it
 * ships as SVG without JavaScript. Used in an .astro page without a client directive.
 */
export default function BarChartSvg(props: {
  width: number;
  height: number;
  title: string;
  desc: string;
  series: BarSeries[];
  data: BarDatum[];
  /** A dashed line across the plot (e.g. the rooms available). */
  reference?: { value: number; label: string } | undefined;
  /** The reader's locale: the axis's figures are written in it ("48 000" in French); plain digits without it. */
  locale?: string | undefined;
}) {
  const plotH = props.height - M.top - M.bottom;
  const bottom = M.top + plotH;
  const highest = Math.max(0, props.reference?.value ?? 0, ...props.data.map((d) => d.values.reduce((a, b) => a + b, 0)));
  const ticks = countTicks(highest);
  const figures = props.locale ? numberFormat(props.locale) : undefined;
  const format = (v: number) => (figures ? figures.format(v) : String(v));
  // The axis gets the room its longest figure needs.
  const left = axisMargin(ticks.map(format), M.left);
  const plotW = props.width - left - M.right;
  const top = ticks.at(-1) ?? 0;
  const y = yScale(top, bottom, plotH);
  const slots = bands(props.data.length, left, plotW);
  const labels = barLabels(
    props.data.map((d) => d.label),
    plotW / props.data.length,
  );
  return (
    <figure className="dash-chart">
      <Surface width={props.width} height={props.height} title={props.title} desc={props.desc} role="img" className="dash-chart__svg">
        <ChartGrid ticks={ticks} y={y} left={left} width={plotW} format={format} />
        <Layer className="dash-chart__bars">
          {props.data.map((d, i) => {
            let base = 0;
            const slot = slots[i]!;
            return (
              <g key={i}>
                <title>{d.title}</title>
                {d.values.map((v, s) => {
                  const from = base;
                  base += v;
                  return v > 0 ? (
                    <Rectangle key={s} x={slot.x} y={y(base)} width={slot.width} height={y(from) - y(base)} fill={props.series[s]?.color ?? 'currentColor'} />
                  ) : null;
                })}
                {labels[i] && (
                  <text className="dash-chart__label" x={slot.center} y={bottom + 16} textAnchor="middle">
                    {labels[i]}
                  </text>
                )}
              </g>
            );
          })}
        </Layer>
        {props.reference && props.reference.value > 0 && (
          <Layer className="dash-chart__reference">
            <line x1={left} x2={left + plotW} y1={y(props.reference.value)} y2={y(props.reference.value)} strokeDasharray="5 4" />
            <text x={left + plotW} y={y(props.reference.value) - 4} textAnchor="end">
              {props.reference.label}
            </text>
          </Layer>
        )}
      </Surface>
      {props.series.length > 1 && (
        <ul className="dash-legend">
          {props.series.map((s) => (
            <li key={s.label}>
              <span className="dash-legend__swatch" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
