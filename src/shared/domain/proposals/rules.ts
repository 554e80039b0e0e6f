import { compareIsoDates } from '../dates'
import { fromMinor, toMinor } from '../minor-units'
import type { ProposalInput, ProposalItem, ProposalOption, ProposalState, PartyRoom } from './proposal'

/**
 * The business rules of proposals, pure: totals, validity, state transitions, what may be edited, and how
 * "Add to proposal" and duplicate shape the content. Main enforces them (proposals-service.ts); the screens and
 * the document read the same totals and states from here.
 */

export const MAX_OPTIONS = 6
export const MAX_ITEMS_PER_OPTION = 30

export interface CurrencyTotal {
  currency: string
  sell: number
}

/**
 * What an item sells for, in its currency's minor units: a hotel stay's `sell` (the sum of its rooms); an
 * experience's `sell` (the party's price) plus each extra's `sell` (an extra's line for its quantity).
 */
export function itemSellMinor(item: ProposalItem): number {
  const own = toMinor(item.sell, item.currency)
  if (item.kind === 'hotel') return own
  return item.extras.reduce((total, extra) => total + toMinor(extra.sell, item.currency), own)
}

/**
 * An option's total per currency (there are no exchange rates: a stay in EUR and a tour in GBP make two totals),
 * summed in integer minor units so that 0.1 + 0.2 is 0.3 and a JPY or KWD total keeps its own digits. In the order
 * the currencies first appear; an option without items has none.
 */
export function optionTotals(option: Pick<ProposalOption, 'items'>): CurrencyTotal[] {
  const minorByCurrency = new Map<string, number>()
  for (const item of option.items)
    minorByCurrency.set(item.currency, (minorByCurrency.get(item.currency) ?? 0) + itemSellMinor(item))
  return [...minorByCurrency].map(([currency, minor]) => ({ currency, sell: fromMinor(minor, currency) }))
}

/**
 * The state as the agent reads it: a sent proposal whose last day (`validUntil`, inclusive) is before the desk's
 * `today` is expired. Only a sent one expires: a draft is not promised yet, and an answer given stays given.
 */
export function effectiveState(
  proposal: { state: ProposalState; validUntil: string | null },
  today: string,
): ProposalState {
  if (proposal.state !== 'sent' || proposal.validUntil === null) return proposal.state
  return compareIsoDates(proposal.validUntil, today) < 0 ? 'expired' : 'sent'
}

/** Who asks for a state: the agent (proposals.setState) or accepting an option (proposals.accept). */
export type TransitionBy = 'agent' | 'accept'

/**
 * Why a proposal in effective state `from` may not go to `to`, or null when it may: draft -> sent, sent -> draft
 * (to edit it again), sent -> declined, draft or sent -> accepted by accepting only (a customer may say yes on the
 * phone before the proposal was sent); accepted, declined and expired are final.
 */
export function transitionRefusal(from: ProposalState, to: ProposalState, by: TransitionBy): string | null {
  if (from === 'accepted' || from === 'declined' || from === 'expired')
    return `This proposal is ${from}: its state can no longer change.`
  if (to === 'accepted') {
    if (from !== 'sent' && from !== 'draft') return 'Only a draft or a sent proposal can be accepted.'
    return by === 'accept' ? null : 'A proposal is accepted by accepting one of its options.'
  }
  if (from === 'draft' && to === 'sent') return null
  if (from === 'sent' && (to === 'draft' || to === 'declined')) return null
  if (from === to) return `This proposal is already ${from}.`
  if (to === 'declined') return 'Only a sent proposal can be declined.'
  return `A ${from} proposal cannot become ${to}.`
}

/** Why a proposal in this effective state cannot be edited, or null: only a draft is. */
export function editRefusal(state: ProposalState): string | null {
  if (state === 'draft') return null
  if (state === 'sent') return 'This proposal was sent: set it back to draft to change it.'
  return `This proposal is ${state}: it can no longer be changed.`
}

/** Why content cannot be stored (beyond its schema), on which field, or null: limits, ids, the trip's dates. */
export function contentRefusal(
  content: Pick<ProposalInput, 'options' | 'tripStart' | 'tripEnd'>,
): { path: string; message: string } | null {
  if (content.options.length > MAX_OPTIONS)
    return { path: 'options', message: `A proposal holds at most ${MAX_OPTIONS} options.` }
  if (content.options.some((option) => option.items.length > MAX_ITEMS_PER_OPTION))
    return { path: 'options', message: `An option holds at most ${MAX_ITEMS_PER_OPTION} items.` }
  const ids = content.options.flatMap((option) => [option.id, ...option.items.map((item) => item.id)])
  if (new Set(ids).size !== ids.length)
    return { path: 'options', message: 'Two options or items of this proposal have the same id.' }
  if (
    content.tripStart !== null &&
    content.tripEnd !== null &&
    compareIsoDates(content.tripEnd, content.tripStart) < 0
  )
    return { path: 'tripEnd', message: 'The trip ends before it starts.' }
  return null
}

/** An item's first and last day (a hotel stay's check-out, an experience's end). */
export function itemDates(item: ProposalItem): { start: string; end: string } {
  return item.kind === 'hotel'
    ? { start: item.checkIn, end: item.checkOut }
    : { start: item.startAt, end: item.endAt }
}

/** The name an item is known by: the hotel's or the experience's. */
export function itemName(item: ProposalItem): string {
  return item.kind === 'hotel' ? item.hotel.name : item.experience.name
}

/** The title of a draft "Add to proposal" makes from its first item: "Lisbon, 2027-03-12 to 2027-03-15". */
export function titleFromItem(item: ProposalItem): string {
  const place = item.kind === 'hotel' ? item.hotel.cityName : item.experience.cityName
  const { start, end } = itemDates(item)
  const dates = start === end ? start : `${start} to ${end}`
  return `${place !== '' ? place : itemName(item)}, ${dates}`.slice(0, 200)
}

/** The trip's party a hotel stay's rooms tell (an experience tells no rooms: none). */
function partyOf(item: ProposalItem): PartyRoom[] {
  return item.kind === 'hotel' ? item.rooms.map((room) => room.requested) : []
}

/** A new draft's content from its first item: titled from it, its dates and party the trip's. */
export function draftFromItem(item: ProposalItem, optionId: string): ProposalInput {
  const { start, end } = itemDates(item)
  return {
    title: titleFromItem(item),
    customerId: null,
    customerName: '',
    customerEmail: '',
    customerTimeZone: '',
    tripStart: start,
    tripEnd: end,
    party: partyOf(item),
    validUntil: null,
    introduction: '',
    layout: 'sideBySide',
    showSuppliers: false,
    options: [{ id: optionId, title: '', description: '', items: [item] }],
  }
}

export type AddItemResult = { ok: true; content: ProposalInput } | { ok: false; reason: string }

/**
 * The content with the item added: into the option named, or into a new option (`newOptionId`) when none is; the
 * trip's dates widen to hold it and an empty party takes the stay's rooms. Refused past the limits or for an
 * option the proposal does not have.
 */
export function addItemTo(
  content: ProposalInput,
  item: ProposalItem,
  optionId: string | undefined,
  newOptionId: string,
): AddItemResult {
  let options: ProposalOption[]
  if (optionId === undefined) {
    if (content.options.length >= MAX_OPTIONS)
      return { ok: false, reason: `A proposal holds at most ${MAX_OPTIONS} options.` }
    options = [...content.options, { id: newOptionId, title: '', description: '', items: [item] }]
  } else {
    const target = content.options.find((option) => option.id === optionId)
    if (target === undefined) return { ok: false, reason: 'This proposal has no such option.' }
    if (target.items.length >= MAX_ITEMS_PER_OPTION)
      return { ok: false, reason: `An option holds at most ${MAX_ITEMS_PER_OPTION} items.` }
    options = content.options.map((option) =>
      option.id === optionId ? { ...option, items: [...option.items, item] } : option,
    )
  }
  const { start, end } = itemDates(item)
  const earliest = (a: string | null, b: string): string => (a === null || compareIsoDates(b, a) < 0 ? b : a)
  const latest = (a: string | null, b: string): string => (a === null || compareIsoDates(b, a) > 0 ? b : a)
  return {
    ok: true,
    content: {
      ...content,
      tripStart: earliest(content.tripStart, start),
      tripEnd: latest(content.tripEnd, end),
      party: content.party.length > 0 ? content.party : partyOf(item),
      options,
    },
  }
}

/**
 * The content of a duplicate: every option and item with a new id (links and accepting go by id, so none is shared
 * with the original), valid-until cleared (the copy is a new promise), the title marked as a copy.
 */
export function duplicateContent(content: ProposalInput, newId: () => string): ProposalInput {
  return {
    ...content,
    title: `${content.title} (copy)`.slice(0, 200),
    validUntil: null,
    options: content.options.map((option) => ({
      ...option,
      id: newId(),
      items: option.items.map((item) => ({ ...item, id: newId() })),
    })),
  }
}
