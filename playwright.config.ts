import { defineConfig } from '@playwright/test'
import { electronBinary } from './scripts/electron-binary'

/**
 * E2E: the renderer through the web host in Debian's Chromium (never a downloaded browser), and the Electron app
 * through Playwright's _electron where the Electron binary is installed (reported as skipped, with the reason,
 * where it is not). Build first: `npm run test:e2e` does.
 */
const chromiumPath = process.env.DESK_CHROMIUM_PATH ?? '/usr/bin/chromium'
const electron = electronBinary()
// Workers load this file again; say it once, from the runner.
if (electron.path === null && process.env.TEST_WORKER_INDEX === undefined)
  console.log(`[e2e] Electron project skipped: ${electron.reason}`)

/**
 * Two workers: each starts its own web host with its own data folder and embedded sandbox (fixtures.ts, once per
 * worker), and a spec file runs whole in one worker (fullyParallel off), so two files never share a host at the same
 * time; on 2 cores one worker left the other core idle while a spec waited on the host. DESK_E2E_WORKERS overrides.
 */
const workers = Number(process.env.DESK_E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  // One temporary folder for the run's hosts and browsers, removed at its end (test/support/run-temp-folder.ts).
  globalSetup: './test/support/run-temp-folder.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'web',
      testDir: 'test/e2e/web',
      use: {
        browserName: 'chromium',
        viewport: { width: 1360, height: 860 },
        launchOptions: {
          executablePath: chromiumPath,
          args: ['--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
        },
      },
    },
    {
      // The built shell (out/): no browser, files and the security checker only.
      name: 'shell',
      testDir: 'test/e2e/shell',
    },
    {
      name: 'electron',
      testDir: 'test/e2e/electron',
    },
  ],
})
