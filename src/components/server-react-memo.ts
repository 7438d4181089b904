import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { KeptLatest } from '../lib/kept-latest.ts';

/** Drawings kept per component, the least recently used dropped first. */
const MAX_PER_COMPONENT = 100;
// Components of any props: the props are checked as plain data when drawn, not by type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const drawn = new WeakMap<ComponentType<any>, KeptLatest<string, string>>();

/** A prop value in the key: plain data only, since a function would drop out of the JSON and two drawings could share a key. */
function plainData(_key: string, value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
    throw new Error('a memoized server component takes plain data props only');
  return value;
}

/**
 * A React component rendered to HTML once per distinct props and kept: for pure drawings (charts)
 * whose props are plain data, the same figures give the same SVG. The dashboard draws three charts
 * on every visit (~1 ms of React and recharts), and their figures change only with the bookings.
 * The reservations list's page of rows is the same while its stays do not change (the desk reloads
 * the day's list far more often than a stay changes): React and tanstack drew its 20 rows in ~3 ms
 * of the server's 10 per page; the key is the rows themselves, so a changed stay draws again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderMemo(component: ComponentType<any>, props: Record<string, unknown>): string {
  const key = JSON.stringify(props, plainData);
  let byProps = drawn.get(component);
  if (!byProps) drawn.set(component, (byProps = new KeptLatest(MAX_PER_COMPONENT)));
  let html = byProps.get(key);
  if (html === undefined) {
    html = renderToString(createElement(component, props));
    byProps.set(key, html);
  }
  return html;
}
