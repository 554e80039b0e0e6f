/**
 * Sandbox start with the default 2,400 hotels and with 100,000. First as a user runs it: `npm run sandbox --
 * --port 0 [--hotels 100000]` from the shell until it prints that it listens, wall time, median of 3 runs, with
 * the CPU time of the process tree (the figure that holds on a busy machine). Then in process, `startSandboxServer`
 * alone with each module's seeding. Prints; asserts nothing.
 */
import { type SandboxModule, SANDBOX_MODULES, startSandboxServer } from '@agency-desk/sandbox'
import { commandStart, median } from './sandbox-start.command'
import { benchSize } from './bench-size'

export const title = 'Sandbox start: 2,400 and 100,000 hotels, every module seeded, until the server listens'

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

async function start(hotels: number): Promise<void> {
  const seeding: Array<{ name: string; ms: number; cpu: number }> = []
  // Each module's seed, timed; the modules themselves are unchanged.
  const modules: SandboxModule[] = SANDBOX_MODULES.map((module) =>
    module.seed === undefined
      ? module
      : {
          ...module,
          seed: (ctx) => {
            const begin = performance.now()
            const cpu = process.cpuUsage()
            module.seed?.(ctx)
            seeding.push({ name: module.name, ms: performance.now() - begin, cpu: cpuMs(cpu) })
          },
        },
  )
  const cpu = process.cpuUsage()
  const begin = performance.now()
  const server = await startSandboxServer({ port: 0, hotels, modules, tickIntervalMs: 0 })
  const wall = performance.now() - begin
  const cpuTime = cpuMs(cpu)
  await server.close()
  console.log(
    `  ${hotels.toLocaleString('en').padStart(7)} hotels: ready in ${(wall / 1000).toFixed(2)} s wall, ` +
      `${(cpuTime / 1000).toFixed(2)} s CPU`,
  )
  const parts = seeding.map(
    (entry) => `${entry.name} ${Math.round(entry.ms)} ms (${Math.round(entry.cpu)} CPU)`,
  )
  console.log(`    seeding: ${parts.join(', ')}`)
}

/**
 * The command's starts: npm run sandbox keeps a seed cache per build (the catalog copied at the next starts, see
 * packages/sandbox/README.md), so the 100,000-hotel start is measured with it (the first, unmeasured start fills it) and
 * without it (`--seed-cache=`: the whole catalog generated, as at the first start of a build).
 */
const ALL_COMMAND_CASES = [
  { label: '2,400 hotels', args: [] },
  { label: '100,000 hotels', args: ['--hotels', '100000'] },
  { label: '100,000 hotels without the seed cache', args: ['--hotels', '100000', '--seed-cache='] },
]
const COMMAND_CASES = ALL_COMMAND_CASES.slice(0, benchSize(ALL_COMMAND_CASES.length, 1))
/** Measured starts per case (after one unmeasured start). */
const STARTS = benchSize(3, 1)

export async function run(): Promise<void> {
  console.log(`  npm run sandbox, as a user runs it (median of ${STARTS}):`)
  for (const { label, args } of COMMAND_CASES) {
    // The first run may rebuild the bundle (scripts/sandbox.mjs) and fill the seed cache; it is not measured.
    await commandStart(args)
    const runs = []
    for (let index = 0; index < STARTS; index += 1) runs.push(await commandStart(args))
    console.log(
      `  ${label}: listening after ${(median(runs.map((r) => r.wallMs)) / 1000).toFixed(2)} s wall, ` +
        `${(median(runs.map((r) => r.cpuMs)) / 1000).toFixed(2)} s CPU ` +
        `(npm run sandbox -- --port 0${args.length === 0 ? '' : ` ${args.join(' ')}`}; the sandbox's own start ` +
        `${(median(runs.map((r) => r.ownMs)) / 1000).toFixed(2)} s)`,
    )
  }
  console.log('  startSandboxServer in process (no seed cache):')
  for (const hotels of [2_400, benchSize(100_000, 3_000)]) await start(hotels)
}
