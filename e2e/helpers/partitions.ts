/**
 * The browser run in two partitions, side by side on the machine's two cores, each against its own
 * demo server and one spec at a time (a spec's changes to the demo hotels are only seen by the specs
 * of its partition, in file order, as on one server). The second partition holds the specs that
 * start their own servers and those that only read the demo hotels (the two walks of every route,
 * Financial Reports, the exports, the vanilla shell); the first, every spec that works through the
 * shared hotels, and those whose data the walks would read as the other language's words (the
 * activity report spec's French note). A spec not listed here runs in the first. On two idle cores
 * the first took 15.5 min and the second 10.0 before Financial Reports, the exports and the vanilla
 * shell (about a minute) moved here.
 */
export const SECOND_PARTITION = [
  'accessibility.spec.ts',
  'booking-site.spec.ts',
  'build-output.spec.ts',
  'cluster.spec.ts',
  'first-admin.spec.ts',
  'health.spec.ts',
  'history-screens.spec.ts',
  'limits-server.spec.ts',
  'reports-financial.spec.ts',
  'shell-vanilla.spec.ts',
  'soak-short.spec.ts',
  'words-exports.spec.ts',
  'words-pages-en.spec.ts',
  'words-pages.spec.ts',
];

/** The environment variable holding each partition's server URL (set by global-setup.ts). */
export const SERVER_ENV = ['E2E_BASE_URL', 'E2E_BASE_URL_2'] as const;
