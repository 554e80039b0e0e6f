/**
 * Writes resources/licences.txt: every production dependency (package-lock.json entries not marked dev, which are
 * exactly what electron-builder puts in the app) with its version and licence, read from its own package.json in
 * node_modules. The About box shows this file. Run by `npm run dist` and `npm run dist:check` before packing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface LicenceLine {
  name: string
  version: string
  license: string
}

interface LockEntry {
  version?: string
  dev?: boolean
  license?: string
  link?: boolean
}

/** The production packages of a lockfile with the licence each declares (its package.json, else the lockfile's). */
export function productionLicences(root: string): LicenceLine[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const lines = new Map<string, LicenceLine>()
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev === true || entry.link === true) continue
    // A workspace package of this repository (packages/sandbox) is the product's own code, not a dependency.
    if (!path.includes('node_modules/')) continue
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const manifestPath = join(root, path, 'package.json')
    let license = entry.license
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { license?: unknown }
      if (typeof manifest.license === 'string') license = manifest.license
    }
    const version = entry.version ?? '?'
    lines.set(`${name}@${version}`, { name, version, license: license ?? 'UNKNOWN' })
  }
  return [...lines.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  )
}

export function licencesText(lines: readonly LicenceLine[], product: string): string {
  const header = `${product} is built on these open-source packages (name, version, licence):\n\n`
  return header + lines.map((line) => `${line.name} ${line.version} — ${line.license}`).join('\n') + '\n'
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..')
  const lines = productionLicences(root)
  writeFileSync(join(root, 'resources', 'licences.txt'), licencesText(lines, 'Agency Desk'))
  console.log(`licences: ${lines.length} production packages written to resources/licences.txt`)
}
