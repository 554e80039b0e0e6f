import { test, expect } from '@playwright/test'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { CONTENT_SECURITY_POLICY } from '../../../src/shared/ipc/security'

/**
 * The shell as it ships: the built main bundle, preload and page (out/, made by `npm run test:e2e`'s build).
 * test/unit/security checks the source; this checks that the build kept every setting (comments and
 * `eng-disable` annotations are gone here, so the accepted findings come back and are matched by name).
 */

const out = resolve('out')
const read = (path: string) => readFileSync(resolve(out, path), 'utf8')
/** Findings accepted in the source, each explained next to its code in src/main/hosts/electron.ts. */
const ACCEPTED = new Set(['CSP_GLOBAL_CHECK', 'PRELOAD_JS_CHECK', 'OPEN_EXTERNAL_JS_CHECK'])

test('every window of the built main process is isolated, sandboxed and without Node', () => {
  const main = read('main/index.js')
  const windows = main.split('new BrowserWindow({').slice(1)
  expect(windows.length).toBeGreaterThanOrEqual(2)
  for (const window of windows) {
    const prefs = window.slice(0, window.indexOf('});'))
    expect(prefs).toContain('contextIsolation: true')
    expect(prefs).toContain('sandbox: true')
    expect(prefs).toContain('nodeIntegration: false')
    expect(prefs).toContain('disableBlinkFeatures: "Auxclick"')
  }
  expect(main).not.toMatch(/nodeIntegration: true|contextIsolation: false|webviewTag: true|@electron\/remote/)
  expect(main).toContain(
    'setPermissionRequestHandler((_webContents, _permission, callback) => callback(false))',
  )
  expect(main).toContain('window.webContents.on("will-navigate", (event) => event.preventDefault())')
  expect(main.match(/openExternal\(/g)).toHaveLength(1)
  expect(main).toContain('if (isHttpsUrl(url)) shell.openExternal(url);')
})

test('the built page carries the strict policy and no inline script; the preload exposes one object', () => {
  const page = read('renderer/index.html')
  const policy = page
    .match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]
    ?.replaceAll('&#39;', "'")
  expect(policy).toBe(CONTENT_SECURITY_POLICY.replace(/; frame-ancestors [^;]*/, ''))
  for (const tag of page.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc="\.\/assets\//)
  const preload = read('preload/index.cjs')
  expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1)
  expect(preload).toMatch(
    /exposeInMainWorld\("desk", \{\s*invoke: \(name, input\) => electron\.ipcRenderer\.invoke\(/,
  )
  // Two members, invoke and on: the page never receives ipcRenderer or the sender event.
  expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*[,}]/)
})

test('Electronegativity finds nothing of high severity in the build, and only the accepted findings', async () => {
  const script = resolve('scripts/check-electron-security.cjs')
  const stdout = await promisify(execFile)(process.execPath, [script, out]).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  )
  const findings = [...stdout.matchAll(/^ {2}(LOW|MEDIUM|HIGH|INFORMATIONAL) (\w+) /gm)].map(
    ([, severity, id]) => ({
      severity,
      id,
    }),
  )
  expect(stdout).toMatch(/0 files not parsed/)
  expect(findings.filter((finding) => finding.severity === 'HIGH')).toEqual([])
  expect(findings.filter((finding) => !ACCEPTED.has(finding.id ?? ''))).toEqual([])
})
