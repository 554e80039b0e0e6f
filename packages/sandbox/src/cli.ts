/**
 * `npm run sandbox [-- --port 4010 --db FILE --seed 42 --hotels 2400]`: the sandbox as a standalone server on
 * loopback, for exploring the interface with curl or pointing a desk at it. Stops cleanly on SIGINT / SIGTERM.
 * `--seed-cache DIR` keeps the seeded catalog there between starts (scripts/sandbox.mjs passes one per build).
 */
import { parseArgs } from 'node:util'
import { DEFAULT_HOTELS, DEFAULT_SEED } from './app'
import { API_USERS, ORGANIZATIONS } from './platform/organizations'
import { startSandboxServer } from './server'

const USAGE = `Usage: npm run sandbox -- [--port 4010] [--db FILE] [--seed ${DEFAULT_SEED}] [--hotels ${DEFAULT_HOTELS}] [--seed-cache DIR]`

function positiveInt(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isSafeInteger(number) || number < min) {
    console.error(`--${name} must be a whole number >= ${min}, not "${value}".\n${USAGE}`)
    process.exit(2)
  }
  return number
}

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        port: { type: 'string' },
        db: { type: 'string' },
        seed: { type: 'string' },
        hotels: { type: 'string' },
        'seed-cache': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
  if (parsed.help === true) {
    console.log(USAGE)
    return
  }
  const port = positiveInt('port', parsed.port, 4010, 0)
  const seed = positiveInt('seed', parsed.seed, DEFAULT_SEED, 0)
  const hotels = positiveInt('hotels', parsed.hotels, DEFAULT_HOTELS, 1)
  const started = Date.now()
  // An empty value turns the cache off.
  const seedCacheDir =
    parsed['seed-cache'] === undefined || parsed['seed-cache'] === '' ? null : parsed['seed-cache']
  const server = await startSandboxServer({ port, seed, hotels, dbFile: parsed.db ?? null, seedCacheDir })
  const { options } = server.sandbox.ctx

  console.log(`Agency Desk sandbox listening on ${server.url}`)
  console.log(
    `  store: ${parsed.db ?? 'in memory'}; seed ${options.seed}; ${options.hotels} hotels (ready in ${Date.now() - started} ms)`,
  )
  if (seedCacheDir !== null) console.log(`  seed cache (the catalog kept between starts): ${seedCacheDir}`)
  console.log(`  OpenAPI document: ${server.url}/openapi.json`)
  console.log('  API keys (header X-API-Key):')
  for (const organization of ORGANIZATIONS) {
    const group = organization.groupId === null ? '' : `, group ${organization.groupId}`
    console.log(
      `    ${organization.apiKey.padEnd(18)} ${organization.displayName} (scope ${organization.scope}${group})`,
    )
  }
  for (const user of API_USERS) {
    console.log(`  API user (POST /api/v1/oauth/token): ${user.email} / ${user.password}`)
  }
  console.log(`  Control plane: ${server.url}/_sandbox/clock, /_sandbox/faults, /_sandbox/reset`)

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the sandbox...`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('The sandbox could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
