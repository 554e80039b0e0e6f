// @ts-check
/**
 * The folder layering of ../shared/ARCHITECTURE.md, checked on every `npm run lint` (scripts/check-imports.ts).
 * Imports only go down; no import cycle anywhere in src/ (type-only imports count: a cycle of types is still a
 * knot a reader has to untie).
 *
 * Main, top to bottom:
 *   index.ts, web-main.ts, hosts/, embedded-sandbox.ts   wiring
 *   core/                                                 createCore, dispatch, one handler file per feature
 *   bookings/, catalog/, vouchers/, inventory/            features
 *   sync/                                                 background mechanisms: connectivity, catalog sync, outbox
 *   api/, db/                                             the service's client, the SQLite cache
 *   base/, platform/                                      environment, event bus, settings, job runner; adapters
 */

/** A folder of src/main, as a path pattern. */
const main = (...folders) => `^src/main/(${folders.join('|')})/`

/** Each folder of main and what it may not import: everything above it. */
const MAIN_LAYERS = [
  { name: 'core', above: ['hosts'], aboveFiles: ['index', 'web-main'] },
  { name: '(bookings|catalog|vouchers|inventory)', above: ['core', 'hosts'] },
  { name: 'sync', above: ['bookings', 'catalog', 'vouchers', 'inventory', 'core', 'hosts'] },
  { name: '(api|db)', above: ['sync', 'bookings', 'catalog', 'vouchers', 'inventory', 'core', 'hosts'] },
  {
    name: '(base|platform)',
    above: ['api', 'db', 'sync', 'bookings', 'catalog', 'vouchers', 'inventory', 'core', 'hosts'],
  },
]

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
    ...MAIN_LAYERS.map(({ name, above, aboveFiles = [] }) => ({
      name: `main-layers: ${name.replace(/[()]/g, '')} imports nothing above it`,
      comment: 'Main imports only go down: wiring -> core -> features -> sync -> api, db -> base, platform.',
      severity: 'error',
      from: { path: `^src/main/${name}/` },
      to: {
        path: [
          main(...above),
          ...aboveFiles.map((file) => `^src/main/${file}\\.ts$`),
          '^src/main/embedded-sandbox\\.ts$',
        ],
      },
    })),
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
        'The sandbox is a separate program that happens to live in src/: only the embedded-sandbox starter ' +
        '(src/main/embedded-sandbox-start.ts, run in its worker thread or on main for the bench) imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/sandbox/', '^src/main/embedded-sandbox-start\\.ts$'] },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'sandbox-imports-no-app',
      comment:
        'The sandbox implements the service: it may share the wire schemas of src/shared, nothing of the app.',
      severity: 'error',
      from: { path: '^src/sandbox/' },
      to: { path: '^src/(main|renderer|preload)/' },
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
      to: { path: ['^src/(main|sandbox|preload)/'] },
    },
    {
      name: 'renderer-ui-is-shared',
      comment:
        'src/renderer/src/ui holds what every screen shows (formats, state badges, timelines): it imports no ' +
        'feature and not the shell; what it needs from them comes through props or a context the shell provides.',
      severity: 'error',
      from: { path: '^src/renderer/src/ui/' },
      to: { path: '^src/renderer/src/(features|app)/' },
    },
    {
      name: 'renderer-features-apart',
      comment:
        "A feature does not import another feature's screens or helpers (settings, which every screen reads, " +
        'excepted); what two features share moves to ui/.',
      severity: 'error',
      from: { path: '^src/renderer/src/features/([^/]+)/' },
      to: {
        path: '^src/renderer/src/features/([^/]+)/',
        pathNot: [
          '^src/renderer/src/features/$1/',
          '^src/renderer/src/features/settings/settings[.]store[.]ts$',
        ],
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
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
