import { Layer } from 'recharts';

/** The horizontal grid lines of a bar chart with their values on the left axis (server-drawn SVG charts), written by `format` (the reader's locale) when given. */
export default function ChartGrid(props: {
  ticks: readonly number[];
  y: (v: number) => number;
  left: number;
  width: number;
  format?: ((v: number) => string) | undefined;
}) {
  return (
    <Layer className="dash-chart__grid">
      {props.ticks.map((t) => (
        <g key={t}>
          <line x1={props.left} x2={props.left + props.width} y1={props.y(t)} y2={props.y(t)} />
          <text x={props.left - 6} y={props.y(t)} dy="0.32em" textAnchor="end">
            {props.format ? props.format(t) : t}
          </text>
        </g>
      ))}
    </Layer>
  );
}
