import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acceleratorOf, SHORTCUTS } from '../../../src/shared/keys/shortcuts'
import { electronBinary } from '../../../scripts/electron-binary'

/**
 * The desktop product on the real Electron binary (issue 30): the app menu and its accelerators, one instance
 * only, secrets sealed with safeStorage, the updater wiring against a feed on 127.0.0.1, and the window kept
 * across restarts. Skipped, with the reason, where the binary is not installed; the same rules are proven
 * against Electron stand-ins in test/unit/main/hosts (electron-menu, single-instance, window-state).
 */
const binary = electronBinary()

const launch = (userData: string, env: Record<string, string> = {}): Promise<ElectronApplication> =>
  electron.launch({
    executablePath: binary.path ?? undefined,
    args: ['.', `--user-data-dir=${userData}`],
    env: { ...process.env, DESK_NATIVE_DIR: join(process.cwd(), '.electron-native'), ...env },
  })

const freshFolder = (): string => mkdtempSync(join(tmpdir(), 'agency-desk-electron-'))

/** The installed menu as plain data: top labels, and each item's label, accelerator and role. */
const installedMenu = (app: ElectronApplication) =>
  app.evaluate(({ Menu }) =>
    (Menu.getApplicationMenu()?.items ?? []).map((top) => ({
      label: top.label,
      items: (top.submenu?.items ?? []).map((item) => ({
        label: item.label,
        accelerator: item.accelerator ?? null,
        role: item.role ?? null,
      })),
    })),
  )

/** Clicks a menu item in main, as the agent would. */
const clickMenu = (app: ElectronApplication, menu: string, label: string) =>
  app.evaluate(
    ({ Menu }, path) => {
      const top = Menu.getApplicationMenu()?.items.find((item) => item.label === path.menu)
      const item = top?.submenu?.items.find((entry) => entry.label === path.label)
      if (item === undefined) throw new Error(`no ${path.label} in ${path.menu}`)
      item.click()
    },
    { menu, label },
  )

/** Every file of the data folder (small enough to read), to look for a secret in clear. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return statSync(path).size < 64 * 1024 * 1024 ? [path] : []
  })
}

test.describe('Electron desktop product', () => {
  test.skip(binary.path === null, binary.reason ?? '')

  test('the menu holds File, Edit, View, Go, Window and Help with the keyboard map, and runs it', async () => {
    const app = await launch(freshFolder())
    const page = await app.firstWindow()
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
    const menu = await installedMenu(app)
    expect(menu.map((top) => top.label)).toEqual(
      process.platform === 'darwin'
        ? ['Agency Desk', 'File', 'Edit', 'View', 'Go', 'Window', 'Help']
        : ['File', 'Edit', 'View', 'Go', 'Window', 'Help'],
    )
    const where = { actions: 'File', go: 'Go', help: 'Help' } as const
    for (const shortcut of SHORTCUTS) {
      if (!('menu' in shortcut)) continue
      const item = menu
        .find((top) => top.label === where[shortcut.menu])
        ?.items.find((entry) => entry.label === shortcut.label)
      expect(item?.accelerator, shortcut.label).toBe(acceleratorOf(shortcut.keys[0]))
    }
    const help = menu.find((top) => top.label === 'Help')?.items.map((item) => item.label) ?? []
    expect(help).toContain('Check for updates…')
    expect(menu.find((top) => top.label === 'File')?.items.map((item) => item.label)).toContain(
      'Open data folder',
    )
    // A menu click runs the same action as its keys: Go -> Bookings list.
    await clickMenu(app, 'Go', 'Bookings list')
    await expect(page).toHaveURL(/#\/bookings/)
    await app.close()
  })

  test('a second launch focuses the first window and exits', async () => {
    const userData = freshFolder()
    const app = await launch(userData)
    const page = await app.firstWindow()
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.minimize())
    const second = spawn(binary.path ?? '', ['.', `--user-data-dir=${userData}`], {
      env: { ...process.env, DESK_NATIVE_DIR: join(process.cwd(), '.electron-native') },
      stdio: 'ignore',
    })
    const exitCode = await new Promise<number | null>((resolve) => second.once('exit', resolve))
    expect(exitCode).toBe(0)
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isMinimized()))
      .toBe(false)
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1)
    await app.close()
  })

  test('the API key and the backup passphrase are stored sealed, never in clear', async () => {
    const userData = freshFolder()
    const app = await launch(userData)
    const page = await app.firstWindow()
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
    const available = await app.evaluate(({ safeStorage }) => safeStorage.isEncryptionAvailable())
    const apiKey = 'sk-e2e-3f9a1c7d5b2e8064'
    const passphrase = 'e2e passphrase 7c41d2'
    const answers = await page.evaluate(
      async ({ apiKey, passphrase }) => {
        const desk = (globalThis as unknown as { desk: { invoke(n: string, i: unknown): Promise<unknown> } })
          .desk
        return [
          await desk.invoke('credentials.setApiKey', { environment: 'staging', apiKey }),
          await desk.invoke('backup.setAutomaticPassphrase', { passphrase }),
        ] as { ok: boolean; error?: { code: string } }[]
      },
      { apiKey, passphrase },
    )
    if (available) {
      expect(answers.map((answer) => answer.ok)).toEqual([true, true])
      const secrets = JSON.parse(readFileSync(join(userData, 'secrets.json'), 'utf8')) as Record<
        string,
        string
      >
      expect(Object.keys(secrets)).toEqual(
        expect.arrayContaining(['apiKey.staging', 'backup.automaticPassphrase']),
      )
      // What safeStorage sealed opens again in main, and only there.
      const opened = await app.evaluate(
        ({ safeStorage }, sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
        secrets['apiKey.staging'] ?? '',
      )
      expect(opened).toBe(apiKey)
    } else {
      // No keychain: refused rather than kept in clear.
      expect(answers.map((answer) => answer.error?.code)).toEqual(['CONFLICT', 'CONFLICT'])
    }
    await app.close()
    for (const path of filesUnder(userData)) {
      const bytes = readFileSync(path)
      expect(bytes.includes(apiKey), path).toBe(false)
      expect(bytes.includes(passphrase), path).toBe(false)
    }
  })

  test('"Check for updates…" asks the feed on 127.0.0.1, and Settings -> Updates says a version is available', async () => {
    const requested: string[] = []
    const feed: Server = createServer((request, response) => {
      requested.push(request.url ?? '')
      if (request.url?.endsWith('.yml') === true) {
        response.writeHead(200, { 'content-type': 'text/yaml' })
        response.end(
          [
            'version: 99.0.0',
            'files:',
            '  - url: Agency-Desk-99.0.0.AppImage',
            '    sha512: c2hhNTEyLW9mLXRoZS1maWxl',
            '    size: 123',
            'path: Agency-Desk-99.0.0.AppImage',
            'sha512: c2hhNTEyLW9mLXRoZS1maWxl',
            "releaseDate: '2026-12-01T10:00:00.000Z'",
          ].join('\n'),
        )
        return
      }
      response.writeHead(404)
      response.end()
    })
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve))
    const address = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/desk/`
    const app = await launch(freshFolder(), { DESK_UPDATES_DEV: '1' })
    try {
      const page = await app.firstWindow()
      // The menu's answer comes in a native box: recorded instead, so that nothing waits on it.
      await app.evaluate(({ dialog }) => {
        const boxes: string[] = []
        ;(globalThis as { boxes?: string[] }).boxes = boxes
        dialog.showMessageBox = (async (...args: unknown[]) => {
          boxes.push((args.at(-1) as { message: string }).message)
          return { response: 0, checkboxChecked: false }
        }) as typeof dialog.showMessageBox
      })
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByLabel('Update address').fill(address)
      await page.getByRole('button', { name: 'Save address' }).click()
      await clickMenu(app, 'Help', 'Check for updates…')
      await expect
        .poll(() => app.evaluate(() => (globalThis as { boxes?: string[] }).boxes ?? []))
        .toContainEqual(expect.stringContaining('99.0.0'))
      await expect(page.getByText('Version 99.0.0 is available')).toBeVisible()
      expect(requested.some((url) => url.startsWith('/desk/latest') && url.includes('.yml'))).toBe(true)
    } finally {
      await app.close()
      await new Promise<void>((resolve) => feed.close(() => resolve()))
    }
  })

  test('the window opens where it was closed, at the size it had', async () => {
    const userData = freshFolder()
    let app = await launch(userData)
    await app.firstWindow()
    const wanted = { x: 140, y: 90, width: 1200, height: 780 }
    await app.evaluate(
      ({ BrowserWindow }, bounds) => BrowserWindow.getAllWindows()[0]?.setBounds(bounds),
      wanted,
    )
    await app.close()
    expect(JSON.parse(readFileSync(join(userData, 'window-state.json'), 'utf8'))).toMatchObject({
      width: wanted.width,
      height: wanted.height,
    })

    app = await launch(userData)
    await app.firstWindow()
    const bounds = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getBounds())
    expect(bounds).toMatchObject({ width: wanted.width, height: wanted.height })
    // A window manager may nudge the frame by its decorations; the place is kept within that.
    expect(Math.abs((bounds?.x ?? 0) - wanted.x)).toBeLessThanOrEqual(60)
    expect(Math.abs((bounds?.y ?? 0) - wanted.y)).toBeLessThanOrEqual(60)
    await app.close()
  })
})
