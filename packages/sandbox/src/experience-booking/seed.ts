import {
  addDays,
  epochMsToIsoDate,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
} from '../../../../src/shared/domain/dates'
import { readBooking } from '../bookings/bookings.repo'
import type {
  BookingRecord,
  NewExperienceBooking,
  NewTraveler,
  StoredBookingState,
} from '../bookings/bookings.types'
import { cancelBooking } from '../bookings/cancel'
import { autoRefuse, catchUpBooking } from '../bookings/on-request-events'
import { insertExperienceBooking } from '../bookings/experience-bookings.repo'
import { actorFor } from '../bookings/histories.repo'
import { makeParty } from '../bookings/seed-people'
import { applyAnswer } from '../bookings/supplier'
import { stableUuid } from '../bookings/util'
import {
  listExperiences,
  localizedText,
  releaseAllotment,
  takeAllotment,
  type ExperienceRow,
} from '../experiences/experiences.repo'
import type { SandboxContext } from '../platform/context'
import { API_USERS } from '../platform/organizations'
import { createRng, type Rng } from '../platform/random'
import { EXPERIENCE_LADDER } from './book'
import { ownerName } from './names'
import { partySize } from './pricing'
import { quoteExperience, type Quote } from './quote'
import { seedExperienceDocuments, seedExperienceExtras } from './seed.extras'

/**
 * Demo experience bookings of the first tour operator (Demo Voyages), in every booking state, deterministic for a
 * seed and a clock start. As for hotels, each booking plays a story: created in the past at the price of the day,
 * then the live engine (supplier answers, reminder, automatic refusal) replays it up to now; the rarer states are
 * forced. Runs after the experience store is seeded.
 */
type Story =
  | 'free_sale'
  | 'on_request'
  | 'waiting'
  | 'cancel'
  | 'replace'
  | 'refuse'
  | 'auto_refuse'
  | Extract<StoredBookingState, 'draft' | 'failure' | 'sent' | 'pending_source' | 'pre_confirmed'>

const PLAN: ReadonlyArray<[Story, number]> = [
  ['free_sale', 8],
  ['on_request', 8],
  ['waiting', 3],
  ['cancel', 3],
  ['replace', 2],
  ['refuse', 2],
  ['auto_refuse', 1],
  ['draft', 1],
  ['failure', 1],
  ['sent', 1],
  ['pending_source', 1],
  ['pre_confirmed', 1],
]

const ORGANIZATION_ID = 1

function experienceParty(rng: Rng, startAt: string) {
  const party = makeParty(rng, startAt, 1)
  const travelers: NewTraveler[] = (party.rooms[0]?.travelers ?? []).map((traveler) => ({
    ...traveler,
    kind: traveler.kind === 'adult' ? 'adult' : 'child',
  }))
  return {
    customer: party.customer,
    travelers,
    party: {
      adults: travelers.filter((traveler) => traveler.kind === 'adult').length,
      childrenBirthdates: travelers.filter((traveler) => traveler.kind === 'child').map((t) => t.birthdate),
    },
  }
}

/** When the story's booking starts (days from today) and was made (ms before now). */
function timing(rng: Rng, story: Story, nowMs: number): { startOffset: number; createdMs: number } {
  switch (story) {
    case 'waiting':
      return { startOffset: rng.int(20, 90), createdMs: nowMs - rng.int(10, 50) * MS_PER_MINUTE }
    case 'sent':
    case 'pending_source':
    case 'pre_confirmed':
    case 'draft':
      return { startOffset: rng.int(10, 60), createdMs: nowMs - rng.int(5, 50) * MS_PER_MINUTE }
    case 'auto_refuse':
      // Refused 24 hours before the start, which must already be past: a start of tomorrow at the latest.
      return { startOffset: rng.int(-10, 1), createdMs: nowMs - rng.int(20, 25) * MS_PER_DAY }
    default: {
      const startOffset = rng.int(-25, 120)
      const lead = rng.int(3, 45) * MS_PER_DAY + rng.int(0, 23) * MS_PER_HOUR
      const startMs = nowMs + startOffset * MS_PER_DAY
      return { startOffset, createdMs: Math.min(nowMs - MS_PER_HOUR, startMs - lead) }
    }
  }
}

function findQuote(
  ctx: SandboxContext,
  rng: Rng,
  story: Story,
  candidates: readonly ExperienceRow[],
  startAt: string,
  createdAt: string,
  party: { adults: number; childrenBirthdates: string[] },
): Quote | null {
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const experience = rng.pick(candidates)
    const result = quoteExperience(ctx.db, experience, {
      startAt,
      endAt: null,
      party,
      today: createdAt.slice(0, 10),
      locale: 'en',
    })
    if (!result.ok) continue
    const state = result.quote.period.state
    const wanted =
      story === 'free_sale' ? state === 'free_sale' : story === 'on_request' ? state !== 'free_sale' : true
    if (wanted && (story !== 'free_sale' || result.quote.allotment)) return result.quote
  }
  return null
}

function initialState(story: Story, quote: Quote): StoredBookingState {
  if (story === 'draft' || story === 'failure' || story === 'sent' || story === 'pending_source') return story
  if (story === 'pre_confirmed') return 'pre_confirmed'
  if (story === 'free_sale' || story === 'cancel' || story === 'replace') return 'confirmed'
  return quote.period.state === 'free_sale' && story !== 'refuse' && story !== 'auto_refuse'
    ? 'confirmed'
    : 'pending'
}

function playStory(
  ctx: SandboxContext,
  rng: Rng,
  story: Story,
  index: number,
  nowMs: number,
  candidates: readonly ExperienceRow[],
): BookingRecord | null {
  const { startOffset, createdMs } = timing(rng, story, nowMs)
  const startAt = addDays(epochMsToIsoDate(nowMs), startOffset)
  const createdAt = new Date(createdMs).toISOString()
  const people = experienceParty(rng, startAt)
  if (candidates.length === 0) return null
  const quote = findQuote(ctx, rng, story, candidates, startAt, createdAt, people.party)
  if (quote === null) return null
  const state = initialState(story, quote)
  const held = ['confirmed', 'pending', 'sent', 'pending_source', 'pre_confirmed'].includes(state)
  const input: NewExperienceBooking = {
    organizationId: ORGANIZATION_ID,
    userId: rng.chance(0.4) ? (API_USERS[0]?.id ?? null) : null,
    currency: quote.sheet.currency,
    state,
    dmcState: state === 'confirmed' ? 'instant_booking' : 'pending',
    allotmentAvailable: held && quote.allotment,
    customer: people.customer,
    internalReference: rng.chance(0.8) ? `DV-EXP-${String(index + 1).padStart(4, '0')}` : null,
    tourOperatorName: 'Demo Voyages',
    networkName: null,
    note: null,
    lang: 'en',
    groupUuid: stableUuid('experience-group', ctx.options.seed, index),
    replaceBookingId: null,
    searchedParty: [people.party],
    line: {
      experienceId: quote.experience.id,
      experienceName: localizedText(quote.experience.texts, 'en', 'name') ?? '',
      experienceType: quote.experience.type,
      supplierOrganizationId: quote.experience.organizationId,
      supplierName: ownerName(quote.experience),
      periodId: quote.period.id,
      periodState: quote.period.state,
      startAt: quote.startAt,
      endAt: quote.endAt,
      adults: people.party.adults,
      childrenBirthdates: people.party.childrenBirthdates,
      price: quote.price.price,
      priceWithoutPromo: quote.price.priceWithoutPromo,
      promotions: quote.price.promotions,
      ladder: EXPERIENCE_LADDER,
      selectedHotels: [],
      toReference: rng.chance(0.5) ? `TO-${startAt.slice(0, 4)}-${String(index + 101)}` : null,
      tripId: null,
      priceId: null,
      travelers: people.travelers,
      extras: seedExperienceExtras(rng, quote, people.party),
    },
    createdAt,
  }
  const booking = insertExperienceBooking(ctx.db, input, createdAt)
  if (held && quote.allotment) hold(ctx, booking, quote, createdAt)
  const finished = finishStory(ctx, rng, story, booking, nowMs)
  if (story === 'replace' && finished.state === 'confirmed') {
    replace(ctx, rng, input, quote, finished, nowMs)
    return readBooking(ctx.db, finished.id)
  }
  return finished
}

function hold(ctx: SandboxContext, booking: BookingRecord, quote: Quote, at: string): void {
  takeAllotment(ctx.db, {
    periodId: quote.period.id,
    bookingId: booking.id,
    date: quote.startAt,
    pax: partySize({
      adults: booking.experiences[0]?.adults ?? 1,
      childrenBirthdates: booking.experiences[0]?.childrenBirthdates ?? [],
    }),
    now: at,
  })
}

/** A replacement booking for the same customer file (a traveller's name corrected); the old one gives its spots back. */
function replace(
  ctx: SandboxContext,
  rng: Rng,
  input: NewExperienceBooking,
  quote: Quote,
  booking: BookingRecord,
  nowMs: number,
): void {
  const replaceMs = Math.min(
    nowMs - MS_PER_MINUTE,
    Date.parse(booking.createdAt) + rng.int(1, 48) * MS_PER_HOUR,
  )
  if (replaceMs <= Date.parse(booking.createdAt)) return
  const at = new Date(replaceMs).toISOString()
  const replacement = insertExperienceBooking(
    ctx.db,
    {
      ...input,
      customer: { ...input.customer, fileId: booking.customer.fileId },
      replaceBookingId: booking.id,
      note: "Replacement booking: a traveller's name corrected.",
      createdAt: at,
    },
    at,
  )
  releaseAllotment(ctx.db, booking.id)
  if (replacement.allotmentAvailable) hold(ctx, replacement, quote, at)
}

function finishStory(
  ctx: SandboxContext,
  rng: Rng,
  story: Story,
  booking: BookingRecord,
  nowMs: number,
): BookingRecord {
  const db = ctx.db
  const createdMs = Date.parse(booking.createdAt)
  const actor = actorFor(booking.organizationId, booking.userId)
  if (story === 'refuse') {
    // Never in the simulated future: the history is the timeline up to now.
    const refuseMs = Math.min(nowMs - MS_PER_MINUTE, createdMs + rng.int(2, 30) * MS_PER_HOUR)
    applyAnswer(db, booking, 'refuse', new Date(refuseMs).toISOString())
  } else if (story === 'auto_refuse') {
    autoRefuse(
      db,
      booking,
      new Date(
        Math.max(createdMs + MS_PER_HOUR, Date.parse(`${booking.checkIn}T00:00:00Z`) - MS_PER_DAY),
      ).toISOString(),
    )
  } else if (story === 'cancel') {
    const cancelMs = Math.min(nowMs - MS_PER_MINUTE, createdMs + rng.int(1, 72) * MS_PER_HOUR)
    if (cancelMs > createdMs) {
      cancelBooking(
        db,
        booking,
        rng.pick(['Customer request: change of plans.', 'The customer fell ill.']),
        actor,
        new Date(cancelMs),
      )
    }
  }
  if (story !== 'failure' && story !== 'draft') catchUpBooking(db, ctx.options.seed, booking.id, nowMs)
  return readBooking(db, booking.id) as BookingRecord
}

export function seedExperienceBookings(ctx: SandboxContext): void {
  const nowMs = ctx.clock.nowMs()
  const rng = createRng(ctx.options.seed, 'experience-bookings')
  // The bookable experiences, listed once: the stories change bookings and spots, never the experiences.
  const candidates = listExperiences(ctx.db, { viewer: null, types: ['activity', 'transfer'] }).rows
  let index = 0
  for (const [story, count] of PLAN) {
    for (let n = 0; n < count; n += 1) {
      const booking = playStory(ctx, rng, story, index, nowMs, candidates)
      if (booking !== null) seedExperienceDocuments(ctx.db, rng, booking, nowMs)
      index += 1
    }
  }
}
