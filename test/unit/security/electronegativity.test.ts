import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const script = resolve(__dirname, '../../../scripts/check-electron-security.cjs')

/** What `npm run lint` runs: Doyensec's Electronegativity over src/, offline; any finding fails the lint. */
async function check(folder?: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, folder === undefined ? [script] : [script, folder])
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, output: failed.stdout }
  }
}

describe('the Electron shell under Electronegativity', () => {
  it('has no finding in the source (accepted ones are disabled next to their code, with the reason)', async () => {
    const { code, output } = await check()
    expect(output).toMatch(/\d+ checks, 0 findings, 0 files not parsed/)
    expect(code).toBe(0)
  }, 60_000)

  it('reports a window without isolation, sandbox or navigation limits, so the lint step can fail', async () => {
    const { code, output } = await check(resolve(__dirname, '../../fixtures/insecure-shell'))
    expect(code).toBe(1)
    expect(output).toContain('HIGH CONTEXT_ISOLATION_JS_CHECK window.js')
    expect(output).toContain('HIGH LIMIT_NAVIGATION_GLOBAL_CHECK')
    expect(output).toContain('SANDBOX_JS_CHECK window.js')
    expect(output).toContain('OPEN_EXTERNAL_JS_CHECK window.js')
  }, 60_000)
})
