import { test } from '@playwright/test';
import { walkRoutes } from './helpers/words-walk.ts';

/** Every menu route in English, as each demo role: no French word, and WCAG 2.1 AA for the administrator (the French walk: words-pages.spec.ts). */
test.use({ viewport: { width: 1366, height: 768 } });

walkRoutes('en');
