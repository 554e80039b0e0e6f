import type { HandlersOf } from '../../shared/ipc'
import type { FindHit } from '../../shared/ipc/find.contract'
import { localDestinations } from '../catalog/local-destinations'
import type { Db } from '../db/statements'
import { customersProvider } from '../find/customers-provider'
import { proposalsProvider } from '../find/proposals-provider'
import { bookingsProvider, findEverywhere, type FindProvider } from '../find/find-providers'
import type { CoreContext } from './core-context'

/** Hotels and places of the local catalog, as the destination box finds them offline. */
function catalogProvider(db: Db): FindProvider {
  return {
    name: 'catalog',
    search: (text, limit) =>
      localDestinations(db, text, limit).map((hit): FindHit => ({
        kind: hit.kind,
        id: hit.id,
        title: hit.name,
        detail: hit.detail,
      })),
  }
}

/** The command box: every provider over the cache, in one call (offline too). */
export function findHandlers(ctx: CoreContext): HandlersOf<'find.search'> {
  return {
    'find.search': (input) =>
      findEverywhere(
        [
          bookingsProvider(ctx.db, (text, limit) => ctx.notes.search(text, limit)),
          customersProvider(ctx.db),
          proposalsProvider((text) => ctx.proposals.list({ search: text, states: [] })),
          catalogProvider(ctx.db),
        ],
        input,
      ),
  }
}
