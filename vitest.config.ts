import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The sandbox package's own tests (packages/sandbox/test) run in the same projects, so CI runs them.
          include: ['test/unit/**/*.test.ts', 'packages/sandbox/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The shared display components, rendered in a DOM with the app's theme (npm run test:unit runs both).
        test: {
          name: 'component',
          include: ['test/unit/renderer/ui/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/renderer/ui/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'packages/sandbox/test/integration/**/*.test.ts'],
          environment: 'node',
          // Every answer from a sandbox is checked against its OpenAPI document (test/support/sandbox).
          setupFiles: ['test/support/sandbox/openapi-setup.ts'],
          // Integration tests start real servers on loopback; give slow shared machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
