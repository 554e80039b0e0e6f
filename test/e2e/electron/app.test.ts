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
    let window = await app.firstWindow()
    await expect(window.getByRole('link', { name: 'Settings' })).toBeVisible()
    const preferences = await app.evaluate(({ BrowserWindow }) => {
      const web = BrowserWindow.getAllWindows()[0]?.webContents.getLastWebPreferences()
      return {
        sandbox: web?.sandbox,
        contextIsolation: web?.contextIsolation,
        nodeIntegration: web?.nodeIntegration,
      }
    })
    expect(preferences).toEqual({ sandbox: true, contextIsolation: true, nodeIntegration: false })
    expect(await window.evaluate(() => Object.keys(window.desk ?? {}).sort())).toEqual(['invoke', 'on'])

    await window.getByRole('link', { name: 'Settings' }).click()
    await window.getByLabel('Check bookings for changes every (seconds)').fill('120')
    await window.getByRole('button', { name: 'Save changes' }).click()
    await expect(window.getByText('Settings saved')).toBeVisible()
    await app.close()

    app = await launch()
    window = await app.firstWindow()
    await window.getByRole('link', { name: 'Settings' }).click()
    await expect(window.getByLabel('Check bookings for changes every (seconds)')).toHaveValue('120')
    await app.close()
  })
})
