import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Checklist items that hold for the whole source, not one window: searched in every file of src/. */

const root = resolve(__dirname, '../../..')
function sources(folder: string): { path: string; text: string }[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sources(path)
    if (!/\.(ts|tsx|html|cjs|js)$/.test(name)) return []
    return [{ path: relative(root, path), text: readFileSync(path, 'utf8') }]
  })
}
const files = sources(join(root, 'src'))
const matching = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path)

describe('the shell, across the source', () => {
  it('never uses the remote module or turns Node on in a page', () => {
    expect(matching(/@electron\/remote|enableRemoteModule|\bremote\s*\.\s*require/)).toEqual([])
    expect(matching(/nodeIntegration\s*:\s*true|contextIsolation\s*:\s*false|sandbox\s*:\s*false/)).toEqual(
      [],
    )
    expect(matching(/webviewTag\s*:\s*true|<webview/i)).toEqual([])
    expect(matching(/allowRunningInsecureContent\s*:\s*true|webSecurity\s*:\s*false/)).toEqual([])
  })

  it('opens external links in one place, behind the https check', () => {
    expect(matching(/openExternal\s*\(/)).toEqual(['src/main/hosts/electron.ts'])
    const host = files.find((file) => file.path === 'src/main/hosts/electron.ts')?.text ?? ''
    const calls = host.split('\n').filter((line) => /openExternal\s*\(/.test(line))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatch(/if \(isHttpsUrl\(url\)\) void shell\.openExternal\(url\)/)
  })

  it('registers IPC in the host only, through one handler that checks its sender', () => {
    expect(matching(/ipcMain\s*\.\s*(handle|on)\s*\(/)).toEqual(['src/main/hosts/electron.ts'])
    const host = files.find((file) => file.path === 'src/main/hosts/electron.ts')?.text ?? ''
    expect(host).toMatch(
      /ipcMain\.handle\(INVOKE_CHANNEL, async \(event[^)]*\) => \{\s*if \(!isTrustedSender\(event\.senderFrame\)\)/,
    )
  })

  it('exposes two functions to the page and no Electron object', () => {
    const preload = files.find((file) => file.path === 'src/preload/index.ts')?.text ?? ''
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1)
    expect(preload).toMatch(/exposeInMainWorld\('desk', desk\)/)
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer/)
  })

  it('keeps inline scripts out of the page', () => {
    const page = files.find((file) => file.path === 'src/renderer/index.html')?.text ?? ''
    const scripts = page.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/)
    expect(matching(/\beval\s*\(|new Function\s*\(/)).toEqual([])
  })
})
