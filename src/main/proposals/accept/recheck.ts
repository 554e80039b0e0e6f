import type { Proposal, ProposalItem } from '../../../shared/domain/proposals'
import { DeskError, type IpcError } from '../../../shared/ipc'
import type { ProposalRecheck, RecheckedItem } from '../../../shared/ipc/proposals.contract'
import { recheckExperience, type ExperienceRecheckDeps } from './experience-recheck'
import { proposedTerms, recheckHotel, type HotelRecheckDeps } from './hotel-recheck'
import { DATES_PASSED, datesPassed, type WordingOptions } from './change-words'
import { goneCheck, type ItemCheck } from './item-check'
import type { HeldItem, RecheckStore } from './recheck-store'

/**
 * An option searched again, item by item (one failing does not stop the others): what moved, in today's selling
 * prices, and the fresh offers kept for accepting under the recheck's id.
 */

export interface RecheckDeps {
  hotel: Omit<HotelRecheckDeps, 'words'>
  experience: Omit<ExperienceRecheckDeps, 'words'>
  store: RecheckStore
  nowMs: () => number
  /** Now on the service's clock: a free-cancellation period is over when the service says it is. */
  serviceNow: () => Date
  locale: () => string
  /** The desk's zone, for a deadline whose hotel and customer name none. */
  deskTimeZone: () => string
  /** Any failure as the answer carries it (a DeskError, a ServiceError, a bug). */
  asIpcError: (error: unknown) => IpcError
}

/** How long a recheck is kept when none of its offers says (every item gone): long enough to read and accept. */
const DEFAULT_HOLD_MS = 15 * 60_000

export function optionOf(proposal: Proposal, optionId: string) {
  const option = proposal.options.find((candidate) => candidate.id === optionId)
  if (option === undefined) throw new DeskError('NOT_FOUND', 'This option is not in the proposal any more.')
  if (option.items.length === 0) {
    throw new DeskError('INVALID_INPUT', 'This option has nothing to book.', { field: 'optionId' })
  }
  return option
}

const startOf = (item: ProposalItem): string => (item.kind === 'hotel' ? item.checkIn : item.startAt)
const nameOf = (item: ProposalItem): string =>
  item.kind === 'hotel' ? item.hotel.name : item.experience.name

function previousOf(item: ProposalItem): RecheckedItem['previous'] {
  if (item.kind === 'hotel') return proposedTerms(item)
  return { currency: item.currency, sell: item.sell, cancellation: item.cancellation }
}

/** One item checked; a failure is the item's (failed, or gone when its dates have passed), never the option's. */
async function checkItem(
  deps: RecheckDeps,
  item: ProposalItem,
  words: WordingOptions,
): Promise<{ check: ItemCheck; failure: IpcError | null }> {
  try {
    const check =
      item.kind === 'hotel'
        ? await recheckHotel({ ...deps.hotel, words }, item)
        : await recheckExperience({ ...deps.experience, words }, item)
    return { check, failure: null }
  } catch (error) {
    // A service refusing a search for dates already past (its clock may have moved since its last answer).
    if (datesPassed(startOf(item), { at: deps.serviceNow() })) {
      return { check: goneCheck(previousOf(item), DATES_PASSED), failure: null }
    }
    return { check: goneCheck(previousOf(item), ''), failure: deps.asIpcError(error) }
  }
}

export async function recheckOption(
  deps: RecheckDeps,
  proposal: Proposal,
  optionId: string,
): Promise<ProposalRecheck> {
  const option = optionOf(proposal, optionId)
  const checkedAt = new Date(deps.nowMs())
  const zoneOf = (item: ProposalItem): string =>
    (item.kind === 'hotel' ? item.hotel.timeZone : null) || proposal.customerTimeZone || deps.deskTimeZone()
  const items: RecheckedItem[] = []
  const held = new Map<string, HeldItem>()
  let usableMs: number | null = null
  for (const item of option.items) {
    const words = { locale: deps.locale(), timeZone: zoneOf(item), at: deps.serviceNow() }
    const { check, failure } = await checkItem(deps, item, words)
    if (failure !== null) held.set(item.id, { status: 'failed', message: failure.message })
    else if (check.held === null) held.set(item.id, { status: 'gone' })
    else {
      held.set(item.id, { status: 'bookable', offer: check.held })
      if (check.msLeft !== null) usableMs = Math.min(usableMs ?? Infinity, check.msLeft)
    }
    items.push({
      itemId: item.id,
      kind: item.kind,
      name: nameOf(item),
      status: failure === null ? check.status : 'failed',
      previous: check.previous,
      current: check.current,
      changes: failure === null ? check.changes : [],
      error: failure,
    })
  }
  const kept = deps.store.keep({
    proposalId: proposal.id,
    optionId,
    usableUntilMs: checkedAt.getTime() + (usableMs ?? DEFAULT_HOLD_MS),
    items: held,
  })
  return {
    recheckId: kept.recheckId,
    proposalId: proposal.id,
    optionId,
    checkedAt: checkedAt.toISOString(),
    items,
  }
}
