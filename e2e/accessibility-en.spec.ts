import { test } from '@playwright/test';
import { walkMenuRoutes } from './helpers/axe-walk.ts';

/** The administrator's menu routes in English meet WCAG 2.1 AA (the French walk: accessibility.spec.ts). */
test.use({ viewport: { width: 1366, height: 768 } });

walkMenuRoutes('en');
