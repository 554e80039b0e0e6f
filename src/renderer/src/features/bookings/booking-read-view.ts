import {
  autoRefusalAt,
  isTerminalState,
  isUnanswered,
  reminderDueAt,
  type BookingKind,
  type BookingState,
} from '../../../../shared/domain/booking-states'
import { formatInstantInZone, formatIsoDate } from '../../../../shared/domain/dates'
import { extraLines } from '../../../../shared/domain/experiences'
import { participantsText } from '../../../../shared/i18n/party'
import { formatMoney } from '../../../../shared/domain/money'
import { formatAddress } from '../../../../shared/domain/address'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { stateView } from '../../ui/booking-state'
import type { AgentFormat } from '../../ui/format/agent-format'

/**
 * The booking as the agent reads it: every reference it can be found by, what its state means and what comes next
 * (the spec's state table and its automatic handling), and the experiences of an experience booking.
 */

export interface Reference {
  label: string
  value: string
  testId: string
}

/** Every reference of the booking the service or the desk knows, each once, in the order an agent is asked for them. */
export function bookingReferences(detail: Pick<BookingDetail, 'summary' | 'v1' | 'v3'>): Reference[] {
  const { summary, v1, v3 } = detail
  const candidates: [string, string, string | null | undefined][] = [
    ['Booking id', 'ref-id', summary.id],
    ['Booking reference', 'ref-booking-ref', v1?.bookingRef],
    ['Hotel confirmation number', 'ref-hotel', v3?.hotelConfirmationNumber ?? v1?.hotelConfirmationNumber],
    [
      'Internal reference',
      'ref-internal',
      summary.internalReference ?? v3?.internalReference ?? v1?.customerInternalReference,
    ],
    ['Tour operator reference', 'ref-to', summary.toReference ?? v1?.toReference],
    ['Supplier (DMC) reference', 'ref-dmc', summary.dmcReference ?? v1?.dmcReference],
    ['Customer file', 'ref-file', summary.customerFileId ?? v3?.customer.fileId ?? v1?.customerFileId],
  ]
  const seen = new Set<string>()
  const references: Reference[] = []
  for (const [label, testId, raw] of candidates) {
    const value = raw?.trim() ?? ''
    // The tour operator reference often repeats the internal one: say it once.
    if (value === '' || (testId === 'ref-to' && seen.has(value))) continue
    seen.add(value)
    references.push({ label, value, testId })
  }
  return references
}

const DMC_STATE_WORDS: Record<string, string> = {
  instant_booking: 'Instant booking: confirmed at once when it was made.',
  on_request: 'On request: the hotel or supplier had to answer before it was confirmed.',
  pending: 'On request: waiting for the supplier when it was made.',
}

/** `dmcState` in words: how the booking was taken, which never changes afterwards. */
export function dmcStateWords(dmcState: string | null): string {
  if (dmcState === null) return 'Not known on this desk yet.'
  return DMC_STATE_WORDS[dmcState] ?? `Stated by the service as “${dmcState}”.`
}

export interface StateStory {
  /** What comes next, in plain words. */
  next: string
  /** The automatic refusal of an unanswered request, when it applies: already formatted in the agent's zone. */
  autoRefusal: string | null
  /** The one-time reminder to the hotel, when it is still to come. */
  reminder: string | null
}

/** What comes next for a booking in its state (spec, States and transitions, with rule 2 for unanswered requests). */
export function stateStory(
  facts: {
    kind: BookingKind
    state: BookingState
    dmcState: string | null
    checkIn: string
    createdAt: string
  },
  format: AgentFormat,
  now: number,
): StateStory {
  const who = facts.kind === 'hotel' ? 'hotel' : 'supplier'
  const none: StateStory = { next: '', autoRefusal: null, reminder: null }
  if (isTerminalState(facts.state))
    return { ...none, next: 'Nothing comes next: this state is final and the booking no longer moves.' }
  let next: string
  switch (facts.state) {
    case 'draft':
      next = 'Nothing is booked until it is submitted.'
      break
    case 'confirmed':
      next =
        facts.kind === 'hotel'
          ? 'It stays confirmed unless you cancel it, or change it by booking a replacement.'
          : 'It stays confirmed unless you cancel it.'
      break
    case 'pre_confirmed':
      next = `The ${who} still gives the final answer: confirmed or refused.`
      break
    case 'pending':
      next =
        facts.kind === 'hotel'
          ? 'The supplier accepts or refuses the counter-proposal; it may also go back to the hotel.'
          : 'The supplier answers: confirmed or refused.'
      break
    case 'pending_source':
      next = "The external supplier system's answer comes next: confirmed or refused."
      break
    default:
      next = `The ${who}'s answer comes next: confirmed, refused, or a counter-proposal.`
  }
  const handled = facts.dmcState !== 'instant_booking' && isUnanswered(facts.kind, facts.state)
  if (!handled || !/^\d{4}-\d{2}-\d{2}$/.test(facts.checkIn)) return { ...none, next }
  const refusalAt = autoRefusalAt(facts.checkIn)
  const reminderAt = reminderDueAt(facts.checkIn, facts.createdAt)
  const when = (iso: string) => formatInstantInZone(iso, format)
  const start = facts.kind === 'hotel' ? 'check-in' : 'the experience'
  return {
    next,
    autoRefusal:
      Date.parse(refusalAt) > now
        ? `If nobody answers, it is refused automatically on ${when(refusalAt)}, 24 hours before ${start}.`
        : `${start === 'check-in' ? 'Check-in' : 'The experience'} is less than 24 hours away without an answer: the service refuses it automatically.`,
    reminder:
      reminderAt !== null && Date.parse(reminderAt) > now && facts.kind === 'hotel'
        ? `The hotel is reminded once on ${when(reminderAt)}, 7 days before check-in.`
        : null,
  }
}

/** What the state means for this kind of booking (the shared wording, with an experience's own words). */
export function stateMeaning(state: BookingState, kind: BookingKind): string {
  return stateView(state, kind).meaning
}

export { extraLines }

export interface ExperienceLine {
  id: string
  name: string
  supplier: string
  /** "2 participants (2 adults)". */
  participants: string
  travelers: string[]
  /** One line per extra booked with it ("Skip-the-line tickets · 2 adults · €32.16"). */
  extras: string[]
  price: string
  /** The price before promotions, when a promotion lowered it. */
  priceWithoutPromo: string | null
  promotions: string[]
}

/** The experiences of an experience booking (v1 `experiencesBooked`), with travelers, extras and prices. */
/** `showsNet` false (the client screen): the extras are listed without their net prices. */
export function experienceLines(v1: BookingDetail['v1'], locale: string, showsNet = true): ExperienceLine[] {
  if (v1 === null) return []
  const money = (amount: number) => formatMoney(amount, v1.currency, locale)
  return v1.experiencesBooked.map((booked) => ({
    id: booked.id,
    name: booked.experience.name,
    supplier: booked.experience.organizationName,
    participants: participantsText(booked.travelers.map((t) => t.kind)),
    travelers: booked.travelers.map((t) => `${t.firstName} ${t.lastName} (${t.kind})`),
    extras: extraLines(booked.extras, showsNet ? money : null),
    price: money(booked.price),
    priceWithoutPromo: booked.priceWithoutPromo > booked.price ? money(booked.priceWithoutPromo) : null,
    promotions: booked.promotions,
  }))
}

/** "12 Jun 2027" or "12 Jun 2027 – 14 Jun 2027": an experience's days (the service gives no times of day). */
export function experienceDates(startAt: string, endAt: string, locale: string): string {
  const start = formatIsoDate(startAt, locale)
  return startAt === endAt ? start : `${start} – ${formatIsoDate(endAt, locale)}`
}

/** "Hotel Tejo", "★★★★ · Rua X, Lisbon, Portugal": the hotel as the booking states it. */
export function hotelFacts(detail: Pick<BookingDetail, 'summary' | 'v1' | 'v3'>): {
  name: string | null
  stars: number | null
  address: string | null
} {
  const { summary, v1, v3 } = detail
  const hotel = v1?.hotel ?? null
  const address = formatAddress([hotel?.address, hotel?.cityName, hotel?.regionName, hotel?.countryName])
  return {
    name: summary.hotelName ?? hotel?.displayName ?? v3?.hotel.name ?? null,
    stars: summary.stars ?? hotel?.stars ?? null,
    address: address === '' ? null : address,
  }
}
