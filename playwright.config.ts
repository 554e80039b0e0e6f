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

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
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
