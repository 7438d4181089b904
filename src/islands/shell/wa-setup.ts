import '@awesome.me/webawesome/dist/styles/themes/default.css';
import { registerIconLibrary } from '@awesome.me/webawesome/dist/components/icon/library.js';
import { iconOf } from '../../lib/icons.ts';

// Web Awesome's default icons come from a CDN: the local SVGs of public/icons replace them.
registerIconLibrary('default', {
  resolver: (name) => `/icons/${iconOf(name)}.svg`,
  mutator: (svg) => svg.setAttribute('fill', 'none'),
});
