import { Sector, Surface } from 'recharts';
import { sliceAngles } from './chart-geometry.ts';

export interface DonutSlice {
  label: string;
  value: number;
  color: string;
}

/** A donut drawn on the server from recharts' Sector, at a fixed size, its total in the middle and a legend with the figures. */
export default function DonutChartSvg(props: { size: number; title: string; desc: string; slices: DonutSlice[]; centerLabel: string }) {
  const c = props.size / 2;
  const total = props.slices.reduce((a, s) => a + s.value, 0);
  const angles = sliceAngles(props.slices.map((s) => s.value));
  return (
    <figure className="dash-chart dash-chart--donut">
      <Surface width={props.size} height={props.size} title={props.title} desc={props.desc} role="img" className="dash-chart__svg">
        {total === 0 && <circle cx={c} cy={c} r={c * 0.78} className="dash-chart__empty" />}
        {props.slices.map(
          (s, i) =>
            s.value > 0 && (
              <g key={s.label}>
                <title>{`${s.label}: ${s.value}`}</title>
                <Sector cx={c} cy={c} innerRadius={c * 0.6} outerRadius={c * 0.95} startAngle={angles[i]!.start} endAngle={angles[i]!.end} fill={s.color} />
              </g>
            ),
        )}
        <text x={c} y={c - 4} textAnchor="middle" className="dash-chart__total">
          {total}
        </text>
        <text x={c} y={c + 16} textAnchor="middle" className="dash-chart__label">
          {props.centerLabel}
        </text>
      </Surface>
      <ul className="dash-legend dash-legend--column">
        {props.slices.map((s) => (
          <li key={s.label}>
            <span className="dash-legend__swatch" style={{ background: s.color }} />
            {s.label}
            <strong>{s.value}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
