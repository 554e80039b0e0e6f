/**
 * Sandbox start: `startSandboxServer` with the default 2,400 hotels and with 100,000 (what `npm run sandbox --
 * --hotels 100000` does), from nothing to a listening server with its demo world seeded. Prints the wall time,
 * the process CPU time (the figure that holds on a busy machine) and each module's seeding; asserts nothing.
 */
import type { SandboxModule } from '../../src/sandbox/platform/module'
import { SANDBOX_MODULES } from '../../src/sandbox/modules'
import { startSandboxServer } from '../../src/sandbox/server'

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

export async function run(): Promise<void> {
  for (const hotels of [2_400, 100_000]) await start(hotels)
}
