import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The global setup of vitest and Playwright: one temporary folder for the whole run, removed when it ends. Tests make
 * their data folders, secret stores, sandboxes' files and PostgreSQL clusters with `mkdtemp(tmpdir())`; pointing
 * TMPDIR (read by `os.tmpdir()`) into this folder before any worker starts keeps them all in it, so a run leaves
 * nothing behind in /tmp, passing or failing. Set KEEP_TEST_FILES=1 to keep the folder for a look after a failure.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'agency-desk-run-'))
  // Traversable by the `postgres` user that runs initdb on a folder of its own inside (test/support/postgres).
  chmodSync(root, 0o755)
  process.env.TMPDIR = root
  return () => {
    if (process.env.KEEP_TEST_FILES === '1') console.log(`[tests] files kept in ${root}`)
    else rmSync(root, { recursive: true, force: true })
  }
}
