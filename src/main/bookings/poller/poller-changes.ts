/**
 * What a poll cycle does with a fresh list of booking states (pure, unit-tested):
 *
 * - `refetch`: bookings worth a detail and history fetch: those the cache knew in another state, and those the
 *   agent is about to be told about. A booking new to the cache is not fetched: its list item is enough until
 *   the agent opens it, so the first cycle over 1,000 bookings costs the list pages only.
 * - `announce`: changes the agent has not been told about, against the persisted seen states, so that a change
 *   made while the app was closed is announced at the next start, and one already announced never is again.
 *   Nothing is announced on the first run (no seen states yet): the states are recorded as they are.
 * - `record`: the seen states to write, in the same transaction as the cache update.
 */

export interface ListedState {
  id: string
  state: string
}

export interface ChangeDetectionInput {
  listed: readonly ListedState[]
  /** State of each booking in the cache (bookings table). */
  cached: ReadonlyMap<string, string>
  /** State the agent was last told about, per booking. */
  seen: ReadonlyMap<string, string>
  firstRun: boolean
}

export interface DetectedChange {
  bookingId: string
  previousState: string
  state: string
}

export interface ChangeDetection {
  refetch: string[]
  announce: DetectedChange[]
  record: ListedState[]
}

export function detectChanges(input: ChangeDetectionInput): ChangeDetection {
  const refetch: string[] = []
  const announce: DetectedChange[] = []
  const record: ListedState[] = []
  for (const { id, state } of input.listed) {
    const cached = input.cached.get(id)
    const seen = input.seen.get(id)
    const announced = !input.firstRun && seen !== undefined && seen !== state
    if (announced) announce.push({ bookingId: id, previousState: seen, state })
    if (announced || (cached !== undefined && cached !== state)) refetch.push(id)
    // A booking never seen (new to this desk) is recorded silently: the agent did not ask about it yet.
    if (seen !== state) record.push({ id, state })
  }
  return { refetch, announce, record }
}
