/**
 * Replays the outbox of a data folder in its own process, for the kill test (outbox-kill.test.ts): the parent
 * kills this process with SIGKILL at a random point of the replay, then starts it again on the same folder.
 *
 *   node --import tsx outbox-kill.child.ts <sandbox url> <data folder>
 *
 * Prints `started` once the core is up, then `done <sent> <failed>` when the replay has nothing left.
 */
import type { SandboxServer } from '@agency-desk/sandbox'
import { testCore } from '../core/fixtures'

const [url, folder] = process.argv.slice(2)
if (url === undefined || folder === undefined) throw new Error('usage: outbox-kill.child.ts <url> <folder>')
// The core only needs the service's address from the sandbox it is given.
const desk = testCore({ url } as SandboxServer, folder)
process.stdout.write('started\n')
// Back online: the connectivity check's return to online starts the replay; this joins it and any that follows.
await desk.call('connectivity.check', undefined)
let sent = 0
let failed = 0
for (;;) {
  const report = await desk.core.bookings.outbox.replay()
  sent += report.sent
  failed += report.failed
  const left = await desk.call('outbox.list', {})
  if (left.writes.length === 0 || report.stopped !== null) break
}
process.stdout.write(`done ${sent} ${failed}\n`)
await desk.core.stop()
