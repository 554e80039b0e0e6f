// @ts-check
/**
 * The folder layering of ../shared/ARCHITECTURE.md, checked on every `npm run lint` (`npm run lint:imports`).
 * Imports only go down; no import cycle anywhere in src/ (type-only imports count: a cycle of types is still a
 * knot a reader has to untie).
 *
 * LAYERS is the one list: every folder of src/main and of src/renderer/src, top to bottom. A folder imports its
 * own level and the levels below it, never one above; the files at the root of a tree (src/main/index.ts,
 * web-main.ts, the embedded-sandbox starters; src/renderer/src/main.tsx) are the wiring above every folder. A
 * folder that is not on the list fails lint: a new one is placed on purpose, not by whatever it happens to import.
 */
const LAYERS = {
  'src/main': [
    { level: 'hosts', folders: ['hosts'] },
    // The one composition root, dispatch, one handler file per feature.
    { level: 'core', folders: ['core'] },
    // Features do not wire each other; the agency's own data (pricing, proposals, customers, notes, views) joins here.
    {
      level: 'features',
      folders: [
        'bookings',
        'experiences',
        'catalog',
        'inventory',
        'vouchers',
        'notifications',
        'privacy',
        'pricing',
        'people',
        'find',
        'views',
        'booking-notes',
        'reports',
        // Proposals: the agency's own (agency.db), their documents and accepting them.
        'proposals',
        // Backups and restores of agency.db with the settings and logo.
        'backup',
        // The desktop app's update checks (through the platform's updater).
        'updates',
        // The agency's currency rates (agency.db), read by the reports.
        'rates',
        // The agency's records shared through its PostgreSQL (issue 33), offline-first.
        'sharing',
      ],
    },
    // What several features share: the create that is never made twice (hotel and experience), the reads that
    // fall back to the cache (bookings and experiences), the outbox, catalog sync and connectivity.
    { level: 'shared machinery', folders: ['booking-creates', 'read-through', 'sync'] },
    // agency-store: the agency's own data (agency.db), attached to the cache connection; never discarded.
    { level: 'service client and cache', folders: ['api', 'db', 'agency-store'] },
    // Environment, job runner, typed internal bus (see also base-is-the-bottom).
    { level: 'base', folders: ['base'] },
    // The adapters (secrets, settings, notifications, files, pdf, clock), an Electron and a Node one each.
    { level: 'platform', folders: ['platform'] },
  ],
  'src/renderer/src': [
    // The shell: router, layout, theme, the wiring of push events.
    { level: 'app', folders: ['app'] },
    // The screens, apart from each other (see renderer-features-apart).
    { level: 'features', folders: ['features'] },
    // What the whole renderer shares: connectivity, sync, the service clock, settings.
    { level: 'stores', folders: ['stores'] },
    // What several features show (formats, state badges, timelines): it imports no feature, store or shell;
    // what it needs comes through props or a context the shell provides.
    { level: 'ui', folders: ['ui'] },
    { level: 'bridge', folders: ['bridge'] },
  ],
}

/** A regular expression's text matching what is in one of the folders of a tree. */
const inFolders = (tree, folders) => `^${tree}/(${folders.join('|')})/`

/** Per level of a tree, what it may not import: the levels above it and the files at the tree's root. */
function layerRules() {
  return Object.entries(LAYERS).flatMap(([tree, levels]) =>
    levels.map(({ level, folders }, index) => {
      const above = levels.slice(0, index).flatMap((upper) => upper.folders)
      return {
        name: `layers: ${tree} ${level} imports nothing above it`,
        comment: `${tree} imports only go down its layer list (LAYERS in .dependency-cruiser.cjs).`,
        severity: 'error',
        from: { path: inFolders(tree, folders) },
        to: { path: [...(above.length > 0 ? [inFolders(tree, above)] : []), `^${tree}/[^/]+$`] },
      }
    }),
  )
}

/**
 * Per tree, a module in a folder the list does not name: one that imports something, one that something imports,
 * and one that neither imports nor is imported (an orphan), so that no module of such a folder goes unnoticed.
 */
function unlistedFolderRules() {
  return Object.entries(LAYERS).flatMap(([tree, levels]) => {
    const unlisted = {
      path: `^${tree}/[^/]+/`,
      pathNot: inFolders(
        tree,
        levels.flatMap((level) => level.folders),
      ),
    }
    const rule = (how, from, to) => ({
      name: `layers: every folder of ${tree} is on the layer list (${how})`,
      comment:
        `A folder of ${tree} on no level of LAYERS in .dependency-cruiser.cjs: add it there, at the level of ` +
        'what it may import (ARCHITECTURE.md, "Layers, and which way imports go").',
      severity: 'error',
      from,
      to,
    })
    return [
      rule('importing', unlisted, {}),
      rule('imported', {}, unlisted),
      rule('orphan', { ...unlisted, orphan: true }, {}),
    ]
  })
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle anywhere in src/: move what both sides need down into a file both import.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...layerRules(),
    ...unlistedFolderRules(),
    {
      name: 'base-is-the-bottom',
      comment: 'src/main/base imports only itself, the platform adapter types and src/shared.',
      severity: 'error',
      from: { path: '^src/main/base/' },
      to: { path: '^src/', pathNot: ['^src/main/base/', '^src/main/platform/types\\.ts$', '^src/shared/'] },
    },
    {
      name: 'sandbox-fenced-off',
      comment:
        'The sandbox is a separate program, the workspace package @agency-desk/sandbox (packages/sandbox): only ' +
        'the embedded-sandbox starter (src/main/embedded-sandbox-start.ts, run in its worker thread or on main ' +
        'for the bench) imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/main/embedded-sandbox-start\\.ts$'] },
      to: { path: '^packages/sandbox/' },
    },
    {
      name: 'sandbox-by-its-entry',
      comment:
        "The desk (src/ and its tests) imports the sandbox by package name only, through the package's entries " +
        '(@agency-desk/sandbox: src/index.ts; @agency-desk/sandbox/testing: src/testing.ts for tests), never a ' +
        'file inside packages/sandbox/src.',
      severity: 'error',
      from: { path: '^(src|test)/' },
      to: {
        path: '^packages/sandbox/',
        pathNot: ['^packages/sandbox/src/index\\.ts$', '^packages/sandbox/src/testing\\.ts$'],
      },
    },
    {
      name: 'sandbox-testing-entry-for-tests-only',
      comment:
        'The store-level helpers of @agency-desk/sandbox/testing are for tests and benches, not the app.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^packages/sandbox/src/testing\\.ts$' },
    },
    {
      name: 'sandbox-imports-no-app',
      comment:
        'The sandbox implements the service: it shares the wire schemas and domain rules of src/shared and the ' +
        'reference locations (resources/reference), nothing else of the desk (packages/sandbox/README.md).',
      severity: 'error',
      from: { path: '^packages/sandbox/src/' },
      to: { path: '^(src|test|resources|scripts)/', pathNot: ['^src/shared/', '^resources/reference/'] },
    },
    {
      name: 'sandbox-no-cycle',
      comment: 'No import cycle in the sandbox either (no-cycle covers src/).',
      severity: 'error',
      from: { path: '^packages/sandbox/src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-only-zod-and-sqids',
      comment: 'src/shared runs on every side: no Node, no Electron, no UI, no other src/ folder.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        pathNot: ['^src/shared/', '(^|/)node_modules/(zod|sqids)/'],
      },
    },
    {
      name: 'renderer-through-the-bridge',
      comment: 'The renderer talks to main through the bridge only: no Node, no main, no sandbox.',
      severity: 'error',
      from: { path: '^src/renderer/' },
      to: { path: ['^src/(main|sandbox|preload)/', '^packages/'] },
    },
    {
      name: 'renderer-features-apart',
      comment:
        "A feature does not import another feature's screens or helpers: what two features show moves to ui/, " +
        'what they share of state to stores/.',
      severity: 'error',
      from: { path: '^src/renderer/src/features/([^/]+)/' },
      to: {
        path: '^src/renderer/src/features/([^/]+)/',
        pathNot: '^src/renderer/src/features/$1/',
      },
    },
    {
      name: 'renderer-no-node',
      severity: 'error',
      from: { path: '^src/renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'preload-is-two-functions',
      comment: 'The preload script imports electron and the contract types, nothing else.',
      severity: 'error',
      from: { path: '^src/preload/' },
      to: { path: '^src/', pathNot: ['^src/preload/', '^src/shared/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // The workspace package @agency-desk/sandbox resolves through its package.json exports (to its .ts entries).
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
}
