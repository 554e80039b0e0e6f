/**
 * `npm run sandbox`: the sandbox server from a prebuilt bundle (out/sandbox/cli.mjs) run by plain node. Compiling
 * the TypeScript sources with tsx on every start took longer than the sandbox's own start; the bundle loads in a
 * fraction of that. It is (re)built with esbuild when missing or older than any file it was made from (esbuild's
 * list of inputs is kept beside it), so an edited source is always what runs.
 *
 * package.json runs it with a larger young generation (--max-semi-space-size): seeding 100,000 hotels allocates
 * many short-lived rows, and fewer, larger scavenges cost less. Source maps are written beside the bundle but not
 * loaded at start (a few MB to parse); add NODE_OPTIONS=--enable-source-maps to read stack traces in sources.
 *
 * It also gives the sandbox a seed cache of its own build (`--seed-cache out/sandbox/seed-cache/<build>`): the
 * catalog seeded at the first start with a seed and hotel count is copied at the next ones instead of generated
 * again (100,000 hotels: seconds saved). A rebuilt bundle starts a new cache and the old one is deleted.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'out', 'sandbox')
const bundle = join(outDir, 'cli.mjs')
const inputsFile = join(outDir, 'inputs.json')
const self = fileURLToPath(import.meta.url)

function isStale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true
  const builtAt = statSync(bundle).mtimeMs
  const inputs = [self, ...JSON.parse(readFileSync(inputsFile, 'utf8')).map((input) => join(root, input))]
  return inputs.some((input) => !existsSync(input) || statSync(input).mtimeMs > builtAt)
}

async function rebuild() {
  const started = Date.now()
  const { build } = await import('esbuild')
  mkdirSync(outDir, { recursive: true })
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['packages/sandbox/src/cli.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too (fewer files to resolve and read at start), except the native better-sqlite3
    // and the export writers: pdfkit and exceljs are CommonJS that load modules and data files (fonts, AFM
    // metrics) by path at run time, which a bundle cannot carry. They are loaded only when a quote is exported.
    external: ['better-sqlite3', 'pdfkit', 'exceljs', 'dejavu-fonts-ttf'],
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs), null, 1))
  console.log(`(sandbox bundle rebuilt in ${Date.now() - started} ms: out/sandbox/cli.mjs)`)
}

if (isStale()) await rebuild()
const userArgs = process.argv.slice(2)
if (
  !userArgs.some(
    (arg) => arg === '--seed-cache' || arg.startsWith('--seed-cache=') || arg === '--help' || arg === '-h',
  )
) {
  const seedCaches = join(outDir, 'seed-cache')
  const build = String(Math.round(statSync(bundle).mtimeMs))
  // Caches of other builds are of no use any more (their catalog may differ).
  if (existsSync(seedCaches))
    for (const entry of readdirSync(seedCaches))
      if (entry !== build) rmSync(join(seedCaches, entry), { recursive: true, force: true })
  process.argv.push('--seed-cache', join(seedCaches, build))
}
await import(pathToFileURL(bundle).href)
