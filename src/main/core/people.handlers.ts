import type { HandlersOf } from '../../shared/ipc'
import {
  checkTable,
  createStagedImports,
  groupByCustomer,
  MAX_IMPORT_BYTES,
  previewOf,
  readCsvTable,
} from '../people/customers-import'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

/** The agency's customers and travellers (agency.db). */
export function peopleHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'customers.list'
  | 'customers.get'
  | 'customers.byFile'
  | 'customers.save'
  | 'customers.delete'
  | 'travellers.save'
  | 'travellers.delete'
  | 'customers.export'
  | 'customers.importPreview'
  | 'customers.import'
> {
  const { people } = ctx
  const staged = createStagedImports(() => ctx.platform.clock.now().getTime())
  return {
    'customers.list': (input) => people.list(input),
    'customers.get': ({ id }) => people.get(id),
    'customers.byFile': ({ fileId }) => people.byFile(fileId),
    'customers.save': (input) => people.saveCustomer(input),
    'customers.delete': ({ id, expectedVersion }) => {
      people.deleteCustomer(id, expectedVersion)
      return { deleted: true as const }
    },
    'travellers.save': (input) => people.saveTraveller(input),
    'customers.export': ({ query }) =>
      handOver(ctx, {
        fileName: `customers-${ctx.platform.clock.now().toISOString().slice(0, 10)}.csv`,
        bytes: new TextEncoder().encode(people.exportCsv(query)),
        source: 'cache',
      }),
    'customers.importPreview': async ({ file }) => {
      const table = readCsvTable(await ctx.files.take(file, MAX_IMPORT_BYTES))
      return previewOf(staged.stage(table), table)
    },
    'customers.import': ({ importId, mapping }) => {
      const { rows, problems } = checkTable(staged.get(importId), mapping)
      if (problems.length > 0) return { imported: false as const, problems }
      const report = people.addMany(groupByCustomer(rows))
      staged.drop(importId)
      return { imported: true as const, ...report }
    },
    'travellers.delete': ({ id, expectedVersion }) => {
      people.deleteTraveller(id, expectedVersion)
      return { deleted: true as const }
    },
  }
}
