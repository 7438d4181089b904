import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * A React component that never runs in the browser (no client directive), rendered to HTML in one
 * synchronous pass. Astro renders such a component through React's streaming renderer and web
 * streams, built for islands that suspend: several times the work for a table of plain rows.
 */
export function serverOnly<P extends object>(component: ComponentType<P>, props: P): string {
  return renderToString(createElement(component, props));
}
