/**
 * What a packed app must hold and must not hold, as plain functions over the archive's file list, so that
 * scripts/dist-check.ts (which packs the app) stays thin and the rules are unit-tested on made-up lists.
 */

export interface PackageFacts {
  /** Every path in app.asar, as @electron/asar's listPackage gives them ("/out/main/index.js"). */
  asarFiles: readonly string[]
  /** Paths under app.asar.unpacked, relative to it ("node_modules/better-sqlite3/build/Release/x.node"). */
  unpackedFiles: readonly string[]
  /** package.json "devDependencies" names. */
  devDependencies: readonly string[]
  /** Names of the packages whose files are also production dependencies (kept even when a dev one too). */
  productionPackages: ReadonlySet<string>
  /** Bare module names the main and preload bundles import ("zod", "hono/body-limit", "@faker-js/faker/x"). */
  mainImports: readonly string[]
  /**
   * Packages the bundles load by path rather than by import (the embedded sandbox's fonts, resolved with
   * require.resolve): the runtime dependencies of packages/sandbox/package.json.
   */
  runtimePackages?: readonly string[]
}

/** The package a bare specifier names: "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

/** The top-level packages present in the archive (node_modules/<name> or node_modules/@scope/<name>). */
export function packagesIn(files: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const file of files) {
    const match = /^\/?node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.replace(/\\/g, '/'))
    if (match?.[1] !== undefined) names.add(match[1])
  }
  return names
}

/** Problems found, one sentence each; empty when the package is as it should be. */
export function checkPackage(facts: PackageFacts): string[] {
  const files = facts.asarFiles.map((file) => file.replace(/\\/g, '/'))
  const problems: string[] = []
  const required = [
    '/package.json',
    '/out/main/index.js',
    '/out/main/embedded-sandbox-worker.js',
    '/out/preload/index.cjs',
    '/out/renderer/index.html',
  ]
  for (const path of required) if (!files.includes(path)) problems.push(`${path} is missing from app.asar`)
  if (!files.some((file) => /^\/out\/renderer\/assets\/.+\.js$/.test(file))) {
    problems.push('the renderer bundle (out/renderer/assets/*.js) is missing from app.asar')
  }
  const maps = files.filter((file) => file.endsWith('.map'))
  if (maps.length > 0) problems.push(`source maps are packed: ${maps.slice(0, 3).join(', ')}`)
  const sources = files.filter((file) => /^\/(src|test|scripts|packages)\//.test(file))
  if (sources.length > 0) problems.push(`sources or tests are packed: ${sources.slice(0, 3).join(', ')}`)
  const testFolders = files.filter((file) => /\/(test|tests|__tests__)\//.test(file))
  if (testFolders.length > 0) problems.push(`test folders are packed: ${testFolders.slice(0, 3).join(', ')}`)

  const packed = packagesIn(files)
  const dev = facts.devDependencies.filter((name) => packed.has(name) && !facts.productionPackages.has(name))
  if (dev.length > 0) problems.push(`devDependencies are packed: ${dev.join(', ')}`)
  const missing = [...new Set(facts.mainImports.map(packageOf))].filter(
    (name) => name !== 'electron' && !packed.has(name),
  )
  if (missing.length > 0) problems.push(`main imports packages the archive lacks: ${missing.join(', ')}`)
  const runtimeMissing = (facts.runtimePackages ?? []).filter((name) => !packed.has(name))
  if (runtimeMissing.length > 0) {
    problems.push(`the embedded sandbox's dependencies are missing: ${runtimeMissing.join(', ')}`)
  }

  const native = facts.unpackedFiles.filter((file) =>
    /node_modules\/better-sqlite3\/build\/Release\/[^/]+\.node$/.test(file.replace(/\\/g, '/')),
  )
  if (native.length === 0) problems.push('better-sqlite3’s .node file is not unpacked beside app.asar')
  return problems
}

const PACKAGE_SPECIFIER = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*(?:\/[A-Za-z0-9._~/-]*)?$/

/** The bare imports of a bundle's text (static, dynamic and require), Node's built-ins left out. */
export function bareImports(source: string): string[] {
  const found = new Set<string>()
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1]
    // Only what reads as a package name: the pattern also meets sentences in string literals ("from ' price").
    if (specifier !== undefined && PACKAGE_SPECIFIER.test(specifier)) found.add(specifier)
  }
  return [...found]
}
