import { getNiceTickValues } from 'recharts';

/**
 * Geometry of the dashboard's server-rendered charts. Recharts 3's chart containers (BarChart …)
 * lay themselves out in effects, which never run on the server (they render an empty wrapper:
 * recharts issue #5997), so the charts are drawn with its SVG primitives and these scales.
 */

export interface Band {
  x: number;
  width: number;
  center: number;
}

/** n equal bands across [x0, x0 + width], each with its bar of (1 - gap) of the band. */
export function bands(n: number, x0: number, width: number, gap = 0.25): Band[] {
  if (n <= 0) return [];
  const step = width / n;
  const bar = step * (1 - gap);
  return Array.from({ length: n }, (_, i) => {
    const x = x0 + i * step + (step - bar) / 2;
    return { x, width: bar, center: x + bar / 2 };
  });
}

/** About how wide a character of the charts' labels is, in SVG units (their text is the SVG's default size). */
const LABEL_CHAR_WIDTH = 6.8;

/**
 * A bar's label cut to what its band can hold (\`step\`: the distance between two bars' centres),
 * with an ellipsis: fifteen customers' names side by side ran into each other. The bar's title
 * keeps the whole name.
 */
export function fitLabel(label: string, step: number): string {
  const room = Math.max(2, Math.floor((step * 0.9) / LABEL_CHAR_WIDTH));
  const chars = [...label];
  return chars.length <= room
    ? label
    : `${chars
        .slice(0, room - 1)
        .join('')
        .trimEnd()}\u2026`;
}

/**
 * The labels drawn under bars \`step\` apart, each cut (fitLabel) to the room up to the nearest
 * other label: under every bar, a band; where the page labels every k-th bar (90 nights), k
 * bands. Unlabelled bars get null.
 */
export function barLabels(labels: readonly (string | undefined)[], step: number): (string | null)[] {
  const at = labels.flatMap((l, i) => (l ? [i] : []));
  const out: (string | null)[] = labels.map(() => null);
  at.forEach((i, n) => {
    const before = n > 0 ? i - at[n - 1]! : Infinity;
    const after = n + 1 < at.length ? at[n + 1]! - i : Infinity;
    const gap = Math.min(before, after);
    out[i] = fitLabel(labels[i]!, step * (Number.isFinite(gap) ? gap : labels.length));
  });
  return out;
}

const ticksByTop = new Map<number, readonly number[]>();

/**
 * Whole-number ticks from 0 covering `max` (at least 0–4, so small counts keep integer steps).
 * Recharts computes them with arbitrary-precision decimals (~20 µs a chart); a page draws the same
 * few scales again and again, so each top's ticks are kept (bounded).
 */
export function countTicks(max: number): readonly number[] {
  const top = Math.max(4, Math.ceil(max));
  let ticks = ticksByTop.get(top);
  if (!ticks) {
    if (ticksByTop.size >= 1000) ticksByTop.clear();
    ticks = Object.freeze(getNiceTickValues([0, top], 5, false));
    ticksByTop.set(top, ticks);
  }
  return ticks;
}

/** Maps [0, top] onto [bottom, bottom - height] (SVG y grows downwards). */
export function yScale(top: number, bottom: number, height: number): (v: number) => number {
  return (v) => (top <= 0 ? bottom : bottom - (v / top) * height);
}

/** The angles of a donut's slices, clockwise from 12 o'clock, in recharts' degrees (counter-clockwise positive). */
export function sliceAngles(values: readonly number[]): { start: number; end: number }[] {
  const total = values.reduce((a, b) => a + b, 0);
  let at = 90;
  return values.map((v) => {
    const sweep = total > 0 ? (v / total) * 360 : 0;
    const slice = { start: at, end: at - sweep };
    at -= sweep;
    return slice;
  });
}

/** Average width of a digit or separator of the axis's 11 px labels, in SVG units. */
const AXIS_CHAR_WIDTH = 7;

/**
 * The left margin that holds the longest of the axis's labels (formatted, e.g. "48 000"), at least
 * `min`: a fixed margin cut a five-digit count to ".8000".
 */
export function axisMargin(labels: readonly string[], min: number): number {
  const longest = labels.reduce((n, l) => Math.max(n, l.length), 0);
  return Math.max(min, Math.ceil(longest * AXIS_CHAR_WIDTH) + 10);
}
