import type { ChannelInput, ChannelName, ChannelOutput } from '../../../../shared/ipc'
import { deskKey, useDeskMutation, useDeskQuery, type DeskKeyPrefix } from '../../bridge/desk-query'
import { failureText } from './inventory-errors'

type InventoryChannel = Extract<ChannelName, `inventory.${string}`>

/** The reads of one experience: any write to it may change each of them (the header counts its parts too). */
const EXPERIENCE_READS = [
  'inventory.experience',
  'inventory.checklist',
  'inventory.periods',
  'inventory.programDays',
  'inventory.extras',
  'inventory.images',
  'inventory.promotions',
] as const satisfies readonly InventoryChannel[]

/** What an inventory write makes stale: the experience's own reads and the list (its counts and "last changed"). */
export function staleAfterWrite(experienceId: string | null): DeskKeyPrefix[] {
  const list = deskKey('inventory.experiences')
  if (experienceId === null) return [list]
  return [list, ...EXPERIENCE_READS.map((name) => [name, { experienceId }])]
}

export interface InventoryRead<T> {
  data: T | null
  error: string | null
  loading: boolean
}

/**
 * One read of the service for a panel: its answer and its failure in a sentence (read again when a write says).
 * The last answer stays shown while another input is read (a language switched), as the panels expect.
 */
export function useInventoryRead<N extends InventoryChannel>(
  name: N,
  input: ChannelInput<N>,
): InventoryRead<ChannelOutput<N>> {
  const query = useDeskQuery(name, input, { keepPrevious: true })
  return {
    data: query.data ?? null,
    error: query.error === null ? null : failureText(query.error),
    loading: query.isFetching,
  }
}

/** One write of the inventory; once it succeeds, what it changed is read again where shown. */
export function useInventoryWrite<N extends InventoryChannel>(name: N) {
  return useDeskMutation(name, {
    invalidates: (input) => {
      const experienceId = (input as { experienceId?: unknown }).experienceId
      return staleAfterWrite(typeof experienceId === 'string' ? experienceId : null)
    },
  })
}
