import { dmcStateForInitialState } from '../../../../src/shared/domain/booking-states'
import {
  addDays,
  epochMsToIsoDate,
  isoDateToEpochMs,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
} from '../../../../src/shared/domain/dates'
import { findHotelIds, getHotelsByIds, type HotelRow } from '../catalog/hotels.repo'
import type { SandboxContext } from '../platform/context'
import { API_USERS, organizationById } from '../platform/organizations'
import { createRng, type Rng } from '../platform/random'
import { buildHotelProfile } from '../rates/profile'
import { insertHotelBooking, readBooking } from './bookings.repo'
import type { BookingRecord, NewHotelBooking, StoredBookingState } from './bookings.types'
import { cancelBooking } from './cancel'
import { catchUpBooking } from './on-request-events'
import { actorFor } from './histories.repo'
import { seedDocuments, seedMessages } from './seed-extras'
import { makeParty } from './seed-people'
import { pickRooms } from './seed-rooms'
import { applyAnswer } from './supplier'
import { stableUuid } from './util'

/**
 * Demo bookings, deterministic from the seed (dates relative to the simulated now). Each booking plays a story:
 * it is created in the past and the same engine that runs live (supplier answers, reminder, automatic refusal)
 * replays it up to now, so states, histories and messages always agree. A few stories force the rarer states.
 */
const STORIES = [
  'normal',
  'on_request',
  'cancel',
  'replace',
  'failure',
  'draft',
  'pending_source',
  'pre_confirmed',
  'proposed',
] as const
type Story = (typeof STORIES)[number]
const STORY_WEIGHTS = [33, 36, 13, 4, 2, 2, 3, 3, 4]

const CANCEL_REASONS = [
  'Customer request: change of travel plans.',
  'The customer fell ill.',
  'Flight cancelled by the airline.',
  'Duplicate booking.',
  'Customer found a cheaper offer.',
]
const NOTES = [
  'Honeymoon couple: a quiet room would be appreciated.',
  'Frequent customer of the agency.',
  'Arrival by car, parking needed.',
  'Group leader of a school trip.',
]
const NETWORKS = ['Demo Voyages Lyon Bellecour', 'Demo Voyages Paris Opéra', 'Demo Voyages Online']

export const SEEDED_BOOKINGS = { firstOperator: 330, secondOperator: 45 }

interface Draft {
  input: NewHotelBooking
  story: Story
}

function leadDays(rng: Rng): number {
  const band = rng.weighted([0, 1, 2, 3], [10, 30, 35, 25])
  return band === 0
    ? rng.int(0, 3)
    : band === 1
      ? rng.int(4, 20)
      : band === 2
        ? rng.int(21, 60)
        : rng.int(61, 180)
}

function draftBooking(
  rng: Rng,
  seed: number,
  hotels: readonly HotelRow[],
  organizationId: number,
  index: number,
  nowMs: number,
): Draft | null {
  const story = rng.weighted(STORIES, STORY_WEIGHTS)
  const today = epochMsToIsoDate(nowMs)
  const waiting =
    story === 'draft' || story === 'pending_source' || story === 'pre_confirmed' || story === 'proposed'
  const checkIn = addDays(today, waiting ? rng.int(12, 90) : rng.int(-150, 200))
  const nights = rng.weighted([1, 2, 3, 4, 5, 7, 10, 14], [10, 18, 20, 15, 12, 15, 6, 4])
  let createdMs = isoDateToEpochMs(checkIn) - leadDays(rng) * MS_PER_DAY - rng.int(0, 23) * MS_PER_HOUR
  if (story === 'pending_source') createdMs = nowMs - rng.int(1, 4) * MS_PER_MINUTE
  else if (story === 'pre_confirmed') createdMs = nowMs - rng.int(1, 5) * MS_PER_HOUR
  else if (story === 'proposed') createdMs = nowMs - rng.int(2, 6) * MS_PER_DAY
  else if (createdMs > nowMs - 10 * MS_PER_MINUTE) createdMs = nowMs - rng.int(10, 72 * 60) * MS_PER_MINUTE
  const createdAt = new Date(createdMs).toISOString()
  const party = makeParty(rng, checkIn, rng.weighted([1, 2, 3], [82, 15, 3]))
  // On-request stories look for an on-request offer in a few hotels; other stories take what the hotel sells.
  let picked = null
  let hotel: HotelRow | null = null
  for (let attempt = 0; attempt < 12 && picked === null; attempt += 1) {
    hotel = rng.pick(hotels)
    const offer = pickRooms(
      rng,
      buildHotelProfile(seed, hotel),
      party.rooms.map((room) => room.searched),
      checkIn,
      nights,
      createdAt,
    )
    const wantsRequest = story === 'on_request' || story === 'proposed'
    if (offer !== null && (!wantsRequest || !offer.instant || attempt === 11)) picked = offer
  }
  if (picked === null || hotel === null) return null
  const state: StoredBookingState =
    story === 'failure' || story === 'draft' || story === 'pending_source' || story === 'pre_confirmed'
      ? story
      : story === 'replace'
        ? 'confirmed'
        : picked.instant
          ? 'confirmed'
          : 'sent'
  const organization = organizationById(organizationId)
  const prefix = organizationId === 1 ? 'DV' : 'DVN'
  return {
    story,
    input: {
      organizationId,
      userId: organizationId === 1 && rng.chance(0.4) ? (API_USERS[0]?.id ?? null) : null,
      hotelId: hotel.id,
      checkIn,
      checkOut: addDays(checkIn, nights),
      currency: 'EUR',
      totalPrice: picked.totalPrice,
      totalPriceWithoutPromo: picked.totalPriceWithoutPromo,
      state,
      dmcState: dmcStateForInitialState(state),
      allotmentAvailable: state === 'confirmed',
      supplierCode: picked.supplierCode,
      customer: party.customer,
      internalReference: rng.chance(0.85)
        ? `${prefix}-${checkIn.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`
        : null,
      tourOperatorName: rng.chance(0.7) ? (organization?.displayName ?? null) : null,
      networkName: rng.chance(0.5) ? rng.pick(NETWORKS) : null,
      note: rng.chance(0.25) ? rng.pick(NOTES) : null,
      lang: rng.pick(['en', 'fr', 'fr', 'de', 'es']),
      requestId: stableUuid('seed-handshake', seed, organizationId, index),
      searchedParty: party.rooms.map((room) => room.searched),
      replaceBookingId: null,
      rooms: picked.rooms.map((room, roomIndex) => ({
        ...room,
        travelers: party.rooms[roomIndex]?.travelers ?? [],
      })),
      createdAt,
    },
  }
}

function between(rng: Rng, fromMs: number, toMs: number): number {
  return fromMs + Math.floor(rng.next() * Math.max(0, toMs - fromMs))
}

function playStory(ctx: SandboxContext, rng: Rng, draft: Draft, nowMs: number): BookingRecord[] {
  const { db } = ctx
  const seed = ctx.options.seed
  const created = insertHotelBooking(db, draft.input, draft.input.createdAt as string)
  const createdMs = Date.parse(created.createdAt)
  const actor = actorFor(created.organizationId, created.userId)
  const records = [created]
  if (draft.story === 'cancel') {
    const cancelMs = between(
      rng,
      createdMs + MS_PER_HOUR,
      Math.min(nowMs, isoDateToEpochMs(created.checkOut)),
    )
    // A booking made less than an hour before now has no time left for its story: never a future event.
    if (cancelMs > createdMs && cancelMs <= nowMs) {
      catchUpBooking(db, seed, created.id, cancelMs)
      const current = readBooking(db, created.id) as BookingRecord
      if (current.state === 'confirmed')
        cancelBooking(db, current, rng.pick(CANCEL_REASONS), actor, new Date(cancelMs))
    }
  } else if (draft.story === 'replace') {
    const replaceMs = between(
      rng,
      createdMs + MS_PER_HOUR,
      Math.min(nowMs, isoDateToEpochMs(created.checkIn) - MS_PER_DAY),
    )
    if (replaceMs > createdMs && replaceMs <= nowMs) {
      const shift = rng.int(-2, 2) || 1
      const replacement = insertHotelBooking(
        db,
        {
          ...draft.input,
          checkIn: addDays(created.checkIn, shift),
          checkOut: addDays(created.checkOut, shift),
          customer: { ...draft.input.customer, fileId: created.customer.fileId },
          replaceBookingId: created.id,
          note: 'Replacement booking: dates changed at the customer request.',
          createdAt: new Date(replaceMs).toISOString(),
        },
        new Date(replaceMs).toISOString(),
      )
      records.push(replacement)
    }
  } else if (draft.story === 'proposed') {
    const proposeMs = nowMs - rng.int(60, 100) * MS_PER_MINUTE
    catchUpBooking(db, seed, created.id, proposeMs)
    const current = readBooking(db, created.id) as BookingRecord
    if (current.state === 'sent') applyAnswer(db, current, 'propose', new Date(proposeMs).toISOString())
  }
  for (const record of records) catchUpBooking(db, seed, record.id, nowMs)
  return records.map((record) => readBooking(db, record.id) as BookingRecord)
}

export function seedBookings(ctx: SandboxContext): void {
  const nowMs = ctx.clock.nowMs()
  const rng = createRng(ctx.options.seed, 'bookings')
  // Popular hotels first: demo bookings concentrate on a few hundred hotels, as an agency's do.
  const hotelIds = findHotelIds(ctx.db, {}, undefined, 300)
  const hotels = [...getHotelsByIds(ctx.db, hotelIds).values()]
  if (hotels.length === 0) return
  const plan = [
    ...Array.from({ length: SEEDED_BOOKINGS.firstOperator }, () => 1),
    ...Array.from({ length: SEEDED_BOOKINGS.secondOperator }, () => 2),
  ]
  plan.forEach((organizationId, index) => {
    const draft = draftBooking(rng, ctx.options.seed, hotels, organizationId, index, nowMs)
    if (draft === null) return
    for (const booking of playStory(ctx, rng, draft, nowMs)) {
      seedMessages(ctx.db, rng, booking, nowMs)
      seedDocuments(ctx.db, rng, booking, nowMs)
    }
  })
}
