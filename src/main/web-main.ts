/**
 * `npm run web`: the whole app in a browser. Serves the built renderer (out/renderer) and the core through the
 * web host on loopback, with the embedded sandbox, and prints the URL to open.
 *
 *   tsx src/main/web-main.ts [--port N] [--data DIR] [--sandbox-hotels N] [--sandbox-thread worker|main]
 *
 * --sandbox-hotels sizes the embedded sandbox's demo catalog (as `npm run sandbox -- --hotels N`);
 * --sandbox-thread main runs it on main's own event loop, as before it had a thread of its own: only to measure
 * what the thread saves (test/bench/embedded-sandbox.bench.ts).
 */
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createCore } from './core/create-core'
import { createEmbeddedSandbox } from './embedded-sandbox'
import { startWebHost } from './hosts/web'
import { createNodePlatform } from './platform/node/platform'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DESK_WEB_PORT ?? '5173' },
    data: { type: 'string', default: process.env.DESK_DATA_DIR ?? join(homedir(), '.agency-desk', 'web') },
    'sandbox-hotels': { type: 'string' },
    'sandbox-thread': { type: 'string', default: 'worker' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`)
  process.exit(2)
}

const sandboxHotels = values['sandbox-hotels'] === undefined ? undefined : Number(values['sandbox-hotels'])
if (sandboxHotels !== undefined && !(Number.isInteger(sandboxHotels) && sandboxHotels >= 10)) {
  console.error(`--sandbox-hotels must be a whole number of at least 10, not ${values['sandbox-hotels']}`)
  process.exit(2)
}
const sandboxThread = values['sandbox-thread']
if (sandboxThread !== 'worker' && sandboxThread !== 'main') {
  console.error(`--sandbox-thread must be worker or main, not ${sandboxThread}`)
  process.exit(2)
}

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
const dataFolder = resolve(values.data)
const platform = createNodePlatform(dataFolder)
const sandbox = createEmbeddedSandbox(dataFolder, {
  thread: sandboxThread,
  ...(sandboxHotels === undefined ? {} : { hotels: sandboxHotels }),
})
const core = createCore({ platform, app: { name: 'Agency Desk', version, host: 'web' }, sandbox })
// A browser page has no desktop notifications from here: the page shows them in-app instead.
platform.notifications.onShow((notification) => core.events.publish('app.notification', notification))
const host = await startWebHost({ core, rendererDir: join(root, 'out', 'renderer'), port })
core.start()

console.log(`Agency Desk (web host) is running. Open:\n\n  ${host.appUrl}\n`)
console.log(`Data folder: ${dataFolder}`)
console.log("The link carries this run's token; keep it to yourself. Ctrl+C stops.")

let stopping = false
const stop = async (): Promise<void> => {
  if (stopping) return
  stopping = true
  await host.close()
  // The sandbox stops beside the core, not after it: the core's poller and catalog sync may be waiting for the
  // sandbox to finish starting, and would hold Ctrl+C up for as long as that takes.
  await Promise.all([sandbox.stop(), core.stop()])
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
