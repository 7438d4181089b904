/**
 * The browser run in two partitions, side by side on the machine's two cores, each against its own
 * demo server and one spec at a time (a spec's changes to the demo hotels are only seen by the specs
 * of its partition, in file order, as on one server). The second partition holds the specs that
 * start their own servers and those that only read the demo hotels (the two walks of every route,
 * a quarter hour each, are both here: the first partition's specs take about as long); the first,
 * every spec that works through the shared hotels. A spec not listed here runs in the first.
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
  'soak-short.spec.ts',
  'words-pages-en.spec.ts',
  'words-pages.spec.ts',
];

/** The environment variable holding each partition's server URL (set by global-setup.ts). */
export const SERVER_ENV = ['E2E_BASE_URL', 'E2E_BASE_URL_2'] as const;
