import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The import rules of `npm run lint:imports` (.dependency-cruiser.cjs), run over small trees made for each case:
 * a folder missing from the layer list and an import that goes up must fail, the same tree without them must not.
 */

const repo = resolve(import.meta.dirname, '../../..')
const config = createRequire(import.meta.url)(join(repo, '.dependency-cruiser.cjs')) as IConfiguration

let tree: string | null = null

afterEach(() => {
  if (tree !== null) rmSync(tree, { recursive: true, force: true })
  tree = null
})

/** A tree of TypeScript files (path -> source) in a temporary folder. */
function makeTree(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'import-layers-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), source)
  }
  return tree
}

/** The violations of the project's rules in the tree, as "rule: from -> to". */
async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], {
    baseDir,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    tsPreCompilationDeps: true,
  })
  if (typeof output === 'string') throw new Error('dependency-cruiser gave a report, not a result')
  return output.summary.violations.map(
    (violation: IViolation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  )
}

/** A tree of main's layers that keeps every rule: the feature imports the machinery below it. */
const lawful = {
  'src/main/index.ts': "import { handle } from './core/dispatch'\nexport const started = handle\n",
  'src/main/core/dispatch.ts': "import { book } from '../experiences/book'\nexport const handle = book\n",
  'src/main/experiences/book.ts':
    "import { holdOf } from '../booking-creates/hold'\nexport const book = holdOf\n",
  'src/main/booking-creates/hold.ts': 'export const holdOf = (ms: number): number => ms\n',
}

describe('the layer list of the import rules', () => {
  it('passes a tree whose folders are all listed and whose imports go down', async () => {
    expect(await violations(makeTree(lawful))).toEqual([])
  })

  it('fails a folder of src/main that is not on the list, even one that imports nothing', async () => {
    const found = await violations(
      makeTree({ ...lawful, 'src/main/pricing-draft/rules.ts': 'export const markup = 0.1\n' }),
    )
    expect(found).toEqual([
      'layers: every folder of src/main is on the layer list (orphan): src/main/pricing-draft/rules.ts -> src/main/pricing-draft/rules.ts',
    ])
  })

  it('fails a folder of src/main that is not on the list when a listed one imports it', async () => {
    const found = await violations(
      makeTree({
        ...lawful,
        'src/main/experiences/book.ts':
          "import { markup } from '../pricing-draft/rules'\nexport const book = (ms: number): number => ms * markup\n",
        'src/main/pricing-draft/rules.ts': 'export const markup = 0.1\n',
      }),
    )
    expect(found).toContain(
      'layers: every folder of src/main is on the layer list (imported): src/main/experiences/book.ts -> src/main/pricing-draft/rules.ts',
    )
  })

  it('fails a folder of src/renderer/src that is not on the list', async () => {
    const found = await violations(
      makeTree({
        'src/renderer/src/main.tsx': "import { shown } from './widgets/shown'\nexport const app = shown\n",
        'src/renderer/src/widgets/shown.ts':
          "import { invoke } from '../bridge/client'\nexport const shown = invoke\n",
        'src/renderer/src/bridge/client.ts': 'export const invoke = (): null => null\n',
      }),
    )
    expect(found).toContain(
      'layers: every folder of src/renderer/src is on the layer list (importing): src/renderer/src/widgets/shown.ts -> src/renderer/src/bridge/client.ts',
    )
  })

  it('fails a feature of main that imports the composition root above it', async () => {
    const found = await violations(
      makeTree({
        ...lawful,
        'src/main/core/offer-hold.ts': 'export const holdOf = (ms: number): number => ms\n',
        'src/main/experiences/book.ts':
          "import { holdOf } from '../core/offer-hold'\nexport const book = holdOf\n",
      }),
    )
    expect(found).toEqual([
      'layers: src/main features imports nothing above it: src/main/experiences/book.ts -> src/main/core/offer-hold.ts',
    ])
  })

  it('fails a renderer feature that imports the shell, and passes it importing a shared store', async () => {
    const renderer = (storeFolder: string) => ({
      'src/renderer/src/main.tsx':
        "import { Screen } from './features/hotels/Screen'\nexport const app = Screen\n",
      'src/renderer/src/features/hotels/Screen.ts': `import { online } from '../../${storeFolder}/connectivity.store'\nexport const Screen = online\n`,
      [`src/renderer/src/${storeFolder}/connectivity.store.ts`]: 'export const online = true\n',
    })
    expect(await violations(makeTree(renderer('app')))).toEqual([
      'layers: src/renderer/src features imports nothing above it: src/renderer/src/features/hotels/Screen.ts -> src/renderer/src/app/connectivity.store.ts',
    ])
    rmSync(tree ?? '', { recursive: true, force: true })
    expect(await violations(makeTree(renderer('stores')))).toEqual([])
  })

  it('names every folder that src/main and src/renderer/src have today', async () => {
    // The real folders in a tree of their own (one empty module each): none is reported as missing from the list.
    const files: Record<string, string> = {}
    for (const root of ['src/main', 'src/renderer/src']) {
      for (const entry of readdirSync(join(repo, root), { withFileTypes: true })) {
        if (entry.isDirectory()) files[`${root}/${entry.name}/module.ts`] = 'export {}\n'
      }
    }
    expect(Object.keys(files).length).toBeGreaterThan(10)
    expect(await violations(makeTree(files))).toEqual([])
  })
})
