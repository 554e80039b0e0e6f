/**
 * `npm start`: runs the Electron app from this checkout.
 *
 * 1. The Electron binary is never downloaded at install time (`allowScripts` denies electron's postinstall, so
 *    `npm ci` works on machines that reach the npm registry only). On first start it is fetched once with the
 *    `install-electron` script the electron package ships; where that cannot work (nor the step below), it says
 *    why and starts the same app in the browser instead (web-fallback.ts), trying the desktop app again next time.
 * 2. better-sqlite3 in node_modules is built for Node (tests, web host, sandbox). Electron needs its own ABI, so
 *    an Electron build is made once into .electron-native/ (prebuilt binary if reachable, else compiled with
 *    node-gyp against Electron's headers) and main loads it through better-sqlite3's `nativeBinding` option.
 * 3. Builds with electron-vite and launches the app.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { electronBinary } from './electron-binary'
import { fallbackNotice, runInBrowser } from './web-fallback'

const root = process.cwd()
const nativeDir = join(root, '.electron-native')

function fail(lines: string[]): never {
  console.error(['', ...lines, ''].join('\n'))
  process.exit(1)
}

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
  })
  return result.status === 0
}

type Ready<T> = { ok: true; value: T } | { ok: false; reason: string }

function ensureElectron(): Ready<string> {
  if (process.env.DESK_START_WITHOUT_ELECTRON) {
    return { ok: false, reason: 'the desktop app is turned off for this run (DESK_START_WITHOUT_ELECTRON)' }
  }
  let binary = electronBinary(root)
  if (binary.path !== null) return { ok: true, value: binary.path }
  console.log(
    `The Electron ${binary.version} binary is not installed yet; fetching it once (install-electron)…`,
  )
  const install = spawnSync(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], {
    encoding: 'utf8',
    timeout: 10 * 60_000,
  })
  binary = electronBinary(root)
  if (binary.path !== null) return { ok: true, value: binary.path }
  const cause = `${install.stderr ?? ''}`.split('\n').find((line) => line.trim() !== '') ?? 'no answer'
  return {
    ok: false,
    reason:
      `the Electron ${binary.version} binary is not installed and could not be downloaded ` +
      `(install-electron: ${cause.trim().slice(0, 160)})`,
  }
}

function ensureElectronSqlite(electronVersion: string): Ready<string> {
  const target = join(nativeDir, `electron-${electronVersion}`, 'better_sqlite3.node')
  if (existsSync(target)) return { ok: true, value: target }
  console.log(`Building better-sqlite3 for Electron ${electronVersion} (once)…`)
  const workDir = join(nativeDir, 'better-sqlite3-src')
  rmSync(workDir, { recursive: true, force: true })
  cpSync(join(root, 'node_modules', 'better-sqlite3'), workDir, {
    recursive: true,
    filter: (source) => !source.includes(`${join('better-sqlite3', 'build')}`),
  })
  // npm's `nodedir` (set on these machines for Node builds) would point node-gyp at Node's headers: drop it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_nodedir$/i.test(key)),
  )
  const prebuilt = run(
    process.execPath,
    [
      join(root, 'node_modules', 'prebuild-install', 'bin.js'),
      '--runtime',
      'electron',
      '--target',
      electronVersion,
    ],
    { cwd: workDir, env },
  )
  const nodeGyp = join(
    dirname(process.execPath),
    '..',
    'lib',
    'node_modules',
    'npm',
    'node_modules',
    'node-gyp',
    'bin',
    'node-gyp.js',
  )
  const built =
    prebuilt ||
    run(
      process.execPath,
      [
        nodeGyp,
        'rebuild',
        '--release',
        '--runtime=electron',
        `--target=${electronVersion}`,
        '--dist-url=https://electronjs.org/headers',
      ],
      { cwd: workDir, env },
    )
  const output = join(workDir, 'build', 'Release', 'better_sqlite3.node')
  if (!built || !existsSync(output)) {
    return {
      ok: false,
      reason:
        'the SQLite driver could not be built for Electron (no prebuilt binary reachable and no compiler toolchain)',
    }
  }
  mkdirSync(dirname(target), { recursive: true })
  cpSync(output, target)
  writeFileSync(
    join(nativeDir, 'README.txt'),
    'Electron-ABI native modules made by `npm start`; safe to delete.\n',
  )
  rmSync(workDir, { recursive: true, force: true })
  return { ok: true, value: target }
}

function build(): void {
  const builder = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js')
  if (!run(process.execPath, [builder, 'build'])) fail(['The build failed; see the errors above.'])
}

/** The desktop app's two prerequisites, or why it cannot run here. */
function prepareDesktop(): Ready<{ electronPath: string; sqliteBinding: string }> {
  const electron = ensureElectron()
  if (!electron.ok) return electron
  const sqlite = ensureElectronSqlite(electronBinary(root).version)
  if (!sqlite.ok) return sqlite
  return { ok: true, value: { electronPath: electron.value, sqliteBinding: sqlite.value } }
}

const desktop = prepareDesktop()
if (!desktop.ok) {
  console.log(fallbackNotice(desktop.reason).join('\n'))
  build()
  const code = await runInBrowser({
    root,
    args: process.argv.slice(2),
    env: process.env,
    platform: process.platform,
    log: (line) => console.log(line),
  })
  process.exit(code)
}
build()
const app = spawnSync(desktop.value.electronPath, ['.'], {
  stdio: 'inherit',
  env: { ...process.env, DESK_SQLITE_BINDING: desktop.value.sqliteBinding },
})
process.exit(app.status ?? 0)
