import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Workers: vitest's default is one fewer than the cores, so a 2-core CI machine ran every file one after the other.
 * The unit files keep a core busy each: as many workers as cores. The integration files mostly wait on loopback HTTP
 * and their sandboxes' SQLite, so more files than cores overlap their waits (measured on 2 cores: issue 32). Both
 * can be overridden from the command line (--maxWorkers) or the environment, e.g. on a machine with more cores.
 */
const cores = availableParallelism()
const unitWorkers = Number(process.env.DESK_UNIT_WORKERS ?? cores)
const integrationWorkers = Number(process.env.DESK_INTEGRATION_WORKERS ?? Math.max(3, cores + 1))

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The sandbox package's own tests (packages/sandbox/test) run in the same projects, so CI runs them.
          include: ['test/unit/**/*.test.ts', 'packages/sandbox/test/unit/**/*.test.ts'],
          environment: 'node',
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
          globalSetup: ['test/support/sandbox/seed-cache-run.ts'],
          // Integration tests start real servers on loopback; give slow shared machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: integrationWorkers,
          // Its own worker count needs a group of its own (vitest refuses two counts in one group); it runs last.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
