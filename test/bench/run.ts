/**
 * `npm run bench`: runs every test/bench/*.bench.ts in turn (or only those whose name contains an argument) and
 * lets each print its figures. Benchmarks print; they never assert a wall-clock time.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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

for (const file of files) {
  const bench = (await import(pathToFileURL(join(here, file)).href)) as BenchModule
  console.log(`\n== ${bench.title} (${file})`)
  await bench.run()
}
if (files.length === 0) console.log('No benchmark matched.')
