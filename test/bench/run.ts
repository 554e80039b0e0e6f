/**
 * `npm run bench`: runs every test/bench/*.bench.ts in turn (or only those whose name contains an argument) and
 * lets each print its figures. Benchmarks print; they never assert a wall-clock time.
 *
 * `npm run bench:smoke` (BENCH_SMOKE=1, part of `npm test`) runs them all at a tiny size (bench-size.ts) and fails
 * when one throws or prints no figure: the check that every bench still runs, never a check of a time.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SMOKE } from './bench-size'

interface BenchModule {
  title: string
  run(): Promise<void>
}

const here = dirname(fileURLToPath(import.meta.url))
const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort()

/** A printed line that carries a measured figure: a number with a unit or a rate. */
const FIGURE = /\d(?:[\d,.]*)\s*(?:ms|s\b|%|x\b|\/s|MB|KB|kB|rows|hotels|bookings)/

async function runCounting(bench: BenchModule): Promise<number> {
  const log = console.log
  let figures = 0
  console.log = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && FIGURE.test(arg))) figures += 1
    log(...args)
  }
  try {
    await bench.run()
  } finally {
    console.log = log
  }
  return figures
}

const broken: string[] = []
for (const file of files) {
  const bench = (await import(pathToFileURL(join(here, file)).href)) as BenchModule
  console.log(`\n== ${bench.title} (${file})${SMOKE ? ' [smoke size: the figures mean nothing]' : ''}`)
  if (!SMOKE) {
    await bench.run()
    continue
  }
  const started = Date.now()
  try {
    const figures = await runCounting(bench)
    if (figures === 0) broken.push(`${file}: printed no figure`)
    console.log(`   smoke: ${figures} figure lines in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    broken.push(`${file}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  }
}
if (files.length === 0) console.log('No benchmark matched.')
if (broken.length > 0) {
  console.error(`\n${broken.length} bench(es) broken:\n${broken.map((line) => `- ${line}`).join('\n')}`)
  process.exit(1)
}
// Servers or browsers a bench left open must not keep the run alive.
process.exit(0)
