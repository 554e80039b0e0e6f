import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

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
    'travellers.delete': ({ id, expectedVersion }) => {
      people.deleteTraveller(id, expectedVersion)
      return { deleted: true as const }
    },
  }
}
