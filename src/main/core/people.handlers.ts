import type { HandlersOf } from '../../shared/ipc'
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
> {
  const { people } = ctx
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
    'travellers.delete': ({ id, expectedVersion }) => {
      people.deleteTraveller(id, expectedVersion)
      return { deleted: true as const }
    },
  }
}
