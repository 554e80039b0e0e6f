import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Where the Electron binary is, or why it is missing. `npm ci` never downloads it (the machines that build this
 * project reach the npm registry only); `npm start` fetches it on first use where the network allows it.
 */
export function electronBinary(): { path: string; reason: null } | { path: null; reason: string } {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown
    if (typeof path === 'string' && existsSync(path)) return { path, reason: null }
    return { path: null, reason: 'the electron package names a binary that does not exist' }
  } catch {
    return {
      path: null,
      reason:
        'the Electron binary is not installed (npm ci skips its download; `npm start` fetches it where the network allows)',
    }
  }
}
