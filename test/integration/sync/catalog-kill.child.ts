/**
 * Runs a catalog sync in its own process, for the kill test (catalog-kill.test.ts): the parent kills this process
 * with SIGKILL in the middle of the sync, then resumes on the same database file.
 *
 *   node --import tsx catalog-kill.child.ts <sandbox url> <database file>
 *
 * Prints `progress <done> <total>` after each stored page.
 */
import { openDatabase } from '../../../src/main/db/connection'
import { systemClock } from '../../../src/main/platform/clock'
import { createCatalogSync } from '../../../src/main/sync/catalog-sync'
import { catalogApi } from './catalog-fixtures'

const [url, file] = process.argv.slice(2)
if (url === undefined || file === undefined) throw new Error('usage: catalog-kill.child.ts <url> <file>')
const { db } = openDatabase({ file })
const sync = createCatalogSync({
  db,
  api: catalogApi(url),
  clock: systemClock,
  events: {
    publish(event, payload) {
      if (event === 'sync.progress' && 'done' in payload)
        process.stdout.write(`progress ${payload.done} ${payload.total}\n`)
    },
  },
  source: async () => ({ ok: true, id: 'sandbox' }),
  locale: () => 'en',
})
const result = await sync.syncNow()
process.stdout.write(`done ${JSON.stringify(result)}\n`)
