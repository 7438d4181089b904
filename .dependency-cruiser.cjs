/**
 * The import rules of the house (ARCHITECTURE: one module per domain with a public door, what every
 * module needs once in core, arrows one way), held by `npm run lint:deps`, part of `npm run check`
 * and of `npm test`:
 *
 * - no import cycle anywhere under src/, between files or between folders (type-only imports
 *   count: a circle of types still ties the files together);
 * - a back-end module reaches another module only through its public door,
 *   `src/backend/modules/<module>/index.ts`; what every module needs lives in `src/backend/core/`
 *   (and `db/`, `http/`), which import no module, and core imports no http either;
 * - the back end does not import the server that hosts it (src/server);
 * - the front (pages, layouts, components, middleware, islands, src/lib) reaches the back end only
 *   through the entry points listed in FRONT_ENTRY_POINTS. `.astro` files are outside
 *   dependency-cruiser's parsers, so scripts/lint-deps.ts checks their imports against this same rule
 *   (read from here, so the list lives once).
 */

/**
 * What the front may import from src/backend: its doors. Each module's index.ts, and core's, http's
 * and export's index.ts, which export only what a page or the middleware needs of them.
 */
const FRONT_ENTRY_POINTS = ['^src/backend/(modules/[^/]+|core|http|export)/index[.]ts$'];
/** The front: everything that renders or runs in a page, and what pages and islands share. */
const FRONT = ['^src/pages/', '^src/layouts/', '^src/components/', '^src/islands/', '^src/lib/', '^src/middleware'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or around a circle, cannot be understood or changed alone: move the shared part to core, or let the arrow point one way.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-between-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'Folders (back-end modules above all) that import each other around a circle: one cannot be changed, tested or understood without the others. Move the shared part to core, or let the arrow point one way.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment: "A module imports another module only through its public index.ts: the inner files are that module's own business.",
      from: { path: '^src/backend/modules/([^/]+)/' },
      to: { path: '^src/backend/modules/[^/]+/', pathNot: ['^src/backend/modules/$1/', '^src/backend/modules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'layers-import-no-module',
      severity: 'error',
      comment:
        'core, http and db are what every module stands on: they may not depend on any module (the API composition, pms-api.ts and crm-api.ts, passes in what a module must add).',
      from: { path: '^src/backend/(core|http|db)/' },
      to: { path: '^src/backend/modules/' },
    },
    {
      name: 'core-below-http',
      severity: 'error',
      comment:
        'core holds plain building blocks (the actor, typed rows, numbering, the business day, the session user): the http layer builds on it, not the other way round.',
      from: { path: '^src/backend/core/' },
      to: { path: '^src/backend/(http|seed|idp|export|pdf|mail)/' },
    },
    {
      name: 'backend-below-server',
      severity: 'error',
      comment: 'src/server hosts the back end (opens the database, mounts the APIs): the back end never imports it.',
      from: { path: '^src/backend/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'front-through-entry-points',
      severity: 'error',
      comment: 'Pages, layouts, components, middleware, islands and src/lib reach the back end only through the entry points in FRONT_ENTRY_POINTS.',
      from: { path: FRONT },
      to: { path: '^src/backend/', pathNot: FRONT_ENTRY_POINTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^dist', '[.]astro/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
