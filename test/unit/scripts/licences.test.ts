import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { licencesText, productionLicences } from '../../../scripts/licences'

describe('the licences file of the production dependencies', () => {
  it('lists production packages with their own licence, never dev ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'licences-'))
    const manifest = (path: string, body: object) => {
      mkdirSync(join(root, path), { recursive: true })
      writeFileSync(join(root, path, 'package.json'), JSON.stringify(body))
    }
    manifest('node_modules/zod', { license: 'MIT' })
    manifest('node_modules/@scope/lib', { license: 'Apache-2.0' })
    manifest('node_modules/vitest', { license: 'MIT' })
    writeFileSync(
      join(root, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': { version: '0.1.0' },
          'node_modules/zod': { version: '4.1.0', license: 'ISC' },
          'node_modules/@scope/lib': { version: '1.0.0' },
          'node_modules/vitest': { version: '4.0.0', dev: true },
          'node_modules/@scope/lib/node_modules/tiny': { version: '2.0.0', license: 'BSD-3-Clause' },
          // A workspace package (the sandbox) and its link: the product's own code, not listed.
          'node_modules/@agency-desk/sandbox': { resolved: 'packages/sandbox', link: true },
          'packages/sandbox': { name: '@agency-desk/sandbox', version: '0.1.0' },
        },
      }),
    )
    const lines = productionLicences(root)
    expect(lines).toEqual([
      { name: '@scope/lib', version: '1.0.0', license: 'Apache-2.0' },
      { name: 'tiny', version: '2.0.0', license: 'BSD-3-Clause' },
      { name: 'zod', version: '4.1.0', license: 'MIT' },
    ])
    expect(licencesText(lines, 'Agency Desk')).toContain('zod 4.1.0 — MIT\n')
  })
})
