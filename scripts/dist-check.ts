/**
 * `npm run dist:check`: packs the app as `npm run dist` does, but offline and for a folder only (`--dir`), then
 * checks the archive (scripts/dist-rules.ts): bundles and resources in, no tests, no source maps, no
 * devDependencies, every package main imports present, better-sqlite3's .node unpacked; prints the sizes.
 *
 * The machines here cannot download Electron, so electron-builder gets a stand-in Electron folder (its
 * `electronDist`): what the Linux packager touches is an `electron` executable (renamed to the product's), a
 * `resources/` folder (app.asar goes there), `locales/` and `LICENSE`. The dependencies' rebuild for Electron's ABI
 * (`npmRebuild`) is turned off: it needs Electron's headers from the internet.
 */
import { listPackage } from '@electron/asar'
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { bareImports, checkPackage } from './dist-rules'
import { licencesText, productionLicences } from './licences'

const root = join(import.meta.dirname, '..')
const started = performance.now()

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

function sizeOf(path: string): number {
  const stat = statSync(path)
  return stat.isDirectory() ? filesUnder(path).reduce((sum, file) => sum + statSync(file).size, 0) : stat.size
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? 'none'})`)
}

const work = mkdtempSync(join(tmpdir(), 'agency-desk-dist-'))
try {
  const electronDist = join(work, 'electron')
  mkdirSync(join(electronDist, 'resources'), { recursive: true })
  mkdirSync(join(electronDist, 'locales'))
  writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\necho "stand-in Electron of dist:check"\n')
  chmodSync(join(electronDist, 'electron'), 0o755)
  writeFileSync(join(electronDist, 'LICENSE'), 'stand-in\n')
  writeFileSync(join(electronDist, 'locales', 'en-US.pak'), '')

  // `--skip-build`: npm test packs the build its e2e step just made rather than building it again.
  const skipBuild = process.argv.includes('--skip-build') || process.env.DIST_CHECK_SKIP_BUILD === '1'
  if (!skipBuild) run('npx', ['electron-vite', 'build'])
  writeFileSync(
    join(root, 'resources', 'licences.txt'),
    licencesText(productionLicences(root), 'Agency Desk'),
  )
  const output = join(work, 'out')
  run('npx', [
    'electron-builder',
    '--linux',
    'dir',
    '--publish',
    'never',
    `-c.electronDist=${electronDist}`,
    '-c.npmRebuild=false',
    `-c.directories.output=${output}`,
  ])

  const resources = join(output, 'linux-unpacked', 'resources')
  const asarPath = join(resources, 'app.asar')
  const unpackedDir = join(resources, 'app.asar.unpacked')
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>
  }
  // The embedded sandbox (bundled into main) loads its fonts by path: every dependency it declares must be packed.
  const sandboxManifest = JSON.parse(
    readFileSync(join(root, 'packages', 'sandbox', 'package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string> }
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>
  }
  const productionPackages = new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path.includes('node_modules/') && entry.dev !== true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  )
  const builtins = new Set(builtinModules)
  const mainImports = [...filesUnder(join(root, 'out', 'main')), ...filesUnder(join(root, 'out', 'preload'))]
    .filter((file) => /\.(c|m)?js$/.test(file))
    .flatMap((file) => bareImports(readFileSync(file, 'utf8')))
    .filter((specifier) => !builtins.has(specifier.split('/')[0] ?? ''))

  const problems = checkPackage({
    asarFiles: listPackage(asarPath, { isPack: false }),
    unpackedFiles: filesUnder(unpackedDir).map((file) => relative(unpackedDir, file)),
    devDependencies: Object.keys(manifest.devDependencies ?? {}),
    productionPackages,
    mainImports,
    runtimePackages: Object.keys(sandboxManifest.dependencies ?? {}),
  })
  const extra = ['licences.txt', 'app-update.yml'].filter((name) => {
    try {
      return statSync(join(resources, name)).isFile() === false
    } catch {
      return true
    }
  })
  for (const name of extra) problems.push(`resources/${name} is missing beside app.asar`)

  console.log(
    `dist:check: app.asar ${mb(sizeOf(asarPath))}, app.asar.unpacked ${mb(sizeOf(unpackedDir))}, ` +
      `app folder ${mb(sizeOf(join(output, 'linux-unpacked')))} (stand-in Electron), ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  if (problems.length > 0) {
    for (const problem of problems) console.error(`dist:check: ${problem}`)
    process.exitCode = 1
  } else {
    console.log('dist:check: the package holds what it should and nothing it should not')
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
