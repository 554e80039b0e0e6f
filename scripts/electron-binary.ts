import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where the Electron binary is, or why it is missing, WITHOUT `require('electron')`: that call downloads the
 * binary when it is absent, which must never happen during tests or `npm ci` (the machines that build this
 * project reach the npm registry only).
 */
export function electronBinary(
  root = process.cwd(),
): { path: string; version: string; reason: null } | { path: null; version: string; reason: string } {
  const packageDir = join(root, 'node_modules', 'electron')
  const version = existsSync(join(packageDir, 'package.json'))
    ? (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
    : 'unknown'
  const pathFile = join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) {
    return {
      path: null,
      version,
      reason:
        'the Electron binary is not installed (npm ci never downloads it; `npm start` fetches it where it can)',
    }
  }
  const path = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  if (!existsSync(path)) return { path: null, version, reason: `the Electron binary ${path} is missing` }
  return { path, version, reason: null }
}
