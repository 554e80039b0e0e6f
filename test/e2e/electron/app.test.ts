import { _electron as electron, expect, test } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { electronBinary } from '../../../scripts/electron-binary'

const binary = electronBinary()

test.describe('Electron app', () => {
  test.skip(binary.path === null, binary.reason ?? '')

  test('opens the window with the shell, locked down, and keeps a setting across a relaunch', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'agency-desk-electron-'))
    const launch = () =>
      electron.launch({
        executablePath: binary.path ?? undefined,
        args: ['.', `--user-data-dir=${userData}`],
        env: { ...process.env, DESK_NATIVE_DIR: join(process.cwd(), '.electron-native') },
      })
    let app = await launch()
    let page = await app.firstWindow()
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
    // Context isolation, sandbox and no Node integration, seen from the page: nothing but window.desk.
    const exposed = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
    }))
    expect(exposed).toEqual({ require: 'undefined', process: 'undefined' })
    expect(
      await page.evaluate(() => Object.keys((globalThis as { desk?: object }).desk ?? {}).sort()),
    ).toEqual(['invoke', 'on'])

    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByLabel('Check bookings for changes every (seconds)').fill('120')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await app.close()

    app = await launch()
    page = await app.firstWindow()
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByLabel('Check bookings for changes every (seconds)')).toHaveValue('120')
    await app.close()
  })
})
