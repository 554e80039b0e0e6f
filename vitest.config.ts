import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Workers: vitest's default is one fewer than the cores, so a 2-core CI machine ran every file one after the other
 * with a core idle. As many workers as cores, for both kinds: the integration files looked like waiting on I/O, but
 * their sandboxes serve in the same process, so the suite is CPU-bound (about 10.5 min of CPU for its 11 min at one
 * worker, issue 32); a third worker on 2 cores gained nothing and starved the tests that bound a wait (1.5 s
 * suggestions, PostgreSQL's connect). DESK_UNIT_WORKERS and DESK_INTEGRATION_WORKERS override, to measure.
 */
const cores = availableParallelism()
const unitWorkers = Number(process.env.DESK_UNIT_WORKERS ?? cores)
const integrationWorkers = Number(process.env.DESK_INTEGRATION_WORKERS ?? cores)

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The sandbox package's own tests (packages/sandbox/test) run in the same projects, so CI runs them.
          include: ['test/unit/**/*.test.ts', 'packages/sandbox/test/unit/**/*.test.ts'],
          environment: 'node',
          // One temporary folder for the run, removed at its end: tests leave nothing in /tmp.
          globalSetup: ['test/support/run-temp-folder.ts'],
          maxWorkers: unitWorkers,
        },
      },
      {
        // The shared display components, rendered in a DOM with the app's theme (npm run test:unit runs both).
        test: {
          name: 'component',
          include: ['test/unit/renderer/ui/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/renderer/ui/setup.ts'],
          globalSetup: ['test/support/run-temp-folder.ts'],
          maxWorkers: unitWorkers,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'packages/sandbox/test/integration/**/*.test.ts'],
          environment: 'node',
          // Every answer from a sandbox is checked against its OpenAPI document (test/support/sandbox).
          setupFiles: ['test/support/sandbox/openapi-setup.ts'],
          // One seed cache for the run's sandboxes: the catalog is generated once per seed and size, then copied.
          // The run's temporary folder first, so that the seed cache is made inside it.
          globalSetup: ['test/support/run-temp-folder.ts', 'test/support/sandbox/seed-cache-run.ts'],
          // Integration tests start real servers on loopback; give slow shared machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: integrationWorkers,
          // A worker count of its own needs a group of its own (vitest refuses two counts in one group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
