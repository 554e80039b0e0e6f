import type { BedChoice, RoomAvailability } from '../../../../src/shared/api/availability'
import { encodedId } from '../rates/encoded-ids'
import type { HotelRateProfile, Occupancy, RateSpec, RoomSpec, SupplierOffer } from '../rates/model'
import { groupOccupancies, roomHasAllotment } from '../rates/offers'
import { priceRate, roomFits, roundPrice, type PricedRate } from '../rates/pricing'
import type { StayContext } from '../rates/stay'
import { FACILITIES, localize, type Locale } from '../rates/texts'
import { bedChoiceWire, roomDescription, roomName, supplierWire } from './bed-choice.view'
import { occupancyKey, type SortSpec } from './query'

/**
 * Builds the rooms availability answer for one hotel: own inventory and supplier_bedbank_b as a flat list (one
 * bed choice per requested room, compatibleRoomCompositions []), supplier_bedbank_a and supplier_channel_c as
 * combinations (the room of the 2nd requested occupancy nested in the 1st room's compatibleRoomCompositions, and
 * so on; one bed choice per room of a branch). Every offered bed choice comes back as a record for the handshake.
 */

/** What the handshake stores of each offered bed choice (booking checks against it). */
export interface BedChoiceRecord {
  id: number
  supplierCode: SupplierOffer['code']
  roomId: number
  rateKey: string
  roomName: string
  instant: boolean
  limited: boolean
  /** Occupancy the bed choice was priced for (occupancyKey). */
  occupancyKey: string
  /** Combination level (request position) or null in a flat list. */
  level: number | null
  /** The previous level's bed choice of the same branch (combinations). */
  parentId: number | null
  /** Supplier, occupancy and room/rate path: finds the same offer in another handshake. */
  pathKey: string
  /** Total the cancellation deductions were computed on; null when the list is empty by rule 5. */
  ladderBasis: number | null
  wire: BedChoice
}

export interface RoomsInput {
  profile: HotelRateProfile
  stay: StayContext
  occupancies: readonly Occupancy[]
  suppliers: ReadonlySet<SupplierOffer['code']> | null
  used: ReadonlyMap<number, number>
  currency: string
  fx: number
  locale: Locale
  nowMs: number
  sort: readonly SortSpec[]
  /** Allocates the next bed choice id. */
  nextId: () => number
}

const COMBINATION_SUPPLIERS = new Set<SupplierOffer['code']>(['supplier_bedbank_a', 'supplier_channel_c'])
/** Branching of nested levels (cheapest first), so that a combination of many rooms stays a bounded tree. */
const NESTED_WIDTH = [Infinity, 3, 2, 1]
const ICON_BASE = 'https://static.sandbox.agency-desk.test/icons/facilities'

export function buildRoomsAvailability(input: RoomsInput): {
  rooms: RoomAvailability[]
  records: BedChoiceRecord[]
} {
  const rooms: RoomAvailability[] = []
  const records: BedChoiceRecord[] = []
  for (const offer of input.profile.suppliers) {
    if (input.suppliers !== null && !input.suppliers.has(offer.code)) continue
    if (COMBINATION_SUPPLIERS.has(offer.code))
      rooms.push(...combinationLevel(input, offer, 0, null, '', 0, new Map(), records))
    else rooms.push(...flatRooms(input, offer, records))
  }
  return { rooms: sortRooms(rooms, input.sort), records }
}

function roomWire(
  input: RoomsInput,
  offer: SupplierOffer,
  room: RoomSpec,
  bedChoices: BedChoice[],
  nested: RoomAvailability[],
  partyNote: string | null,
): RoomAvailability {
  const { locale } = input
  const extra = [room.extraInformation === null ? null : localize(room.extraInformation, locale), partyNote]
    .filter((text) => text !== null)
    .join(' ')
  return {
    id: encodedId('room', room.id),
    name: roomName(room, locale),
    description: roomDescription(room, locale),
    extraInformation: extra === '' ? null : extra,
    instantAvailability: room.instant,
    minCapacity: room.exposesCapacity ? room.minCapacity : null,
    maxCapacity: room.exposesCapacity ? room.maxCapacity : null,
    supplier: supplierWire(offer),
    facilities: room.facilityIndexes.map((index) => {
      const facility = FACILITIES[index] ?? FACILITIES[0]!
      return { name: localize(facility.name, locale), iconUrl: `${ICON_BASE}/${facility.icon}.svg` }
    }),
    images: room.images.map((image) => ({
      id: image.id === null ? null : encodedId('image', image.id),
      url: image.url,
      name: localize(image.name, locale),
    })),
    bedChoices,
    compatibleRoomCompositions: nested,
  }
}

function describeParty(occupancy: Occupancy): string {
  const adults = `${occupancy.adults} adult${occupancy.adults > 1 ? 's' : ''}`
  if (occupancy.childrenAges.length === 0) return `Priced for ${adults}.`
  const ages = occupancy.childrenAges.join(', ')
  return `Priced for ${adults} and ${occupancy.childrenAges.length} child${occupancy.childrenAges.length > 1 ? 'ren' : ''} (age ${ages}).`
}

export function bedChoiceRecord(
  input: RoomsInput,
  offer: SupplierOffer,
  room: RoomSpec,
  rate: RateSpec,
  priced: PricedRate,
  occupancy: Occupancy,
  place: { level: number | null; parentId: number | null; pathKey: string; ladderBasis: number | null },
): BedChoiceRecord {
  const id = input.nextId()
  const wire = bedChoiceWire({
    id: encodedId('bedChoice', id),
    profile: input.profile,
    offer,
    room,
    rate,
    priced,
    stay: input.stay,
    occupancy,
    currency: input.currency,
    locale: input.locale,
    nowMs: input.nowMs,
    ladderBasis: place.ladderBasis,
  })
  return {
    id,
    supplierCode: offer.code,
    roomId: room.id,
    rateKey: rate.key,
    roomName: roomName(room, input.locale),
    instant: room.instant,
    limited: room.allotment !== null,
    occupancyKey: occupancyKey(occupancy),
    ...place,
    wire,
  }
}

function flatRooms(input: RoomsInput, offer: SupplierOffer, records: BedChoiceRecord[]): RoomAvailability[] {
  const groups = groupOccupancies(input.occupancies)
  const rooms: RoomAvailability[] = []
  for (const { occupancy } of groups) {
    const note = groups.length > 1 ? describeParty(occupancy) : null
    for (const room of offer.rooms) {
      if (!roomFits(room, occupancy) || !roomHasAllotment(room, input.used)) continue
      const bedChoices: BedChoice[] = []
      for (const rate of room.rates) {
        const priced = priceRate(
          input.profile,
          room,
          rate,
          input.stay,
          occupancy,
          input.occupancies.length,
          input.fx,
        )
        if (priced === null) continue
        const pathKey = `${offer.code}|${occupancyKey(occupancy)}|${room.id}:${rate.key}`
        const entry = bedChoiceRecord(input, offer, room, rate, priced, occupancy, {
          level: null,
          parentId: null,
          pathKey,
          ladderBasis: priced.totalPriceWithPromo,
        })
        records.push(entry)
        bedChoices.push(entry.wire)
      }
      if (bedChoices.length > 0) rooms.push(roomWire(input, offer, room, bedChoices, [], note))
    }
  }
  return rooms
}

/**
 * One level of a combination: every sellable (room, rate) for the level's occupancy, each as a room with that one
 * bed choice and the next level nested below. A branch that cannot reach the last level is dropped; limited
 * rooms count the units the branch already uses.
 */
function combinationLevel(
  input: RoomsInput,
  offer: SupplierOffer,
  level: number,
  parentId: number | null,
  path: string,
  branchTotal: number,
  branchUnits: Map<number, number>,
  records: BedChoiceRecord[],
): RoomAvailability[] {
  const occupancy = input.occupancies[level] as Occupancy
  const last = level === input.occupancies.length - 1
  const candidates: { room: RoomSpec; rate: RateSpec; priced: PricedRate }[] = []
  for (const room of offer.rooms) {
    if (
      !roomFits(room, occupancy) ||
      !roomHasAllotment(room, input.used, (branchUnits.get(room.id) ?? 0) + 1)
    )
      continue
    for (const rate of room.rates) {
      const priced = priceRate(
        input.profile,
        room,
        rate,
        input.stay,
        occupancy,
        input.occupancies.length,
        input.fx,
      )
      if (priced !== null) candidates.push({ room, rate, priced })
    }
  }
  candidates.sort((a, b) => a.priced.totalPriceWithPromo - b.priced.totalPriceWithPromo)
  const width = NESTED_WIDTH[Math.min(level, NESTED_WIDTH.length - 1)] ?? 2
  const rooms: RoomAvailability[] = []
  for (const { room, rate, priced } of candidates) {
    // `width` options that can reach the last level (a cheaper one whose branch dies is skipped, not counted).
    if (rooms.length >= width) break
    const pathKey = `${path}${path === '' ? `${offer.code}|` : '/'}${room.id}:${rate.key}`
    const total = branchTotal + priced.totalPriceWithPromo
    const children: BedChoiceRecord[] = []
    let nested: RoomAvailability[] = []
    // The id is taken before the children's so that a branch reads in increasing ids.
    const entry = bedChoiceRecord(input, offer, room, rate, priced, occupancy, {
      level,
      parentId,
      pathKey,
      ladderBasis: last ? roundPrice(total) : null,
    })
    if (!last) {
      branchUnits.set(room.id, (branchUnits.get(room.id) ?? 0) + 1)
      nested = combinationLevel(input, offer, level + 1, entry.id, pathKey, total, branchUnits, children)
      branchUnits.set(room.id, (branchUnits.get(room.id) ?? 1) - 1)
      if (nested.length === 0) continue
    }
    records.push(entry, ...children)
    rooms.push(roomWire(input, offer, room, [entry.wire], nested, null))
  }
  return rooms
}

/** Rooms sort on their cheapest bed choice; omitted sort = instantly bookable rooms first, then price. */
function sortRooms(rooms: RoomAvailability[], sort: readonly SortSpec[]): RoomAvailability[] {
  const keys: readonly SortSpec[] =
    sort.length > 0
      ? sort
      : [
          { key: 'instantAvailability', descending: true },
          { key: 'price', descending: false },
        ]
  const price = (room: RoomAvailability): number =>
    Math.min(...room.bedChoices.map((choice) => choice.totalPriceWithPromo))
  const promotions = (room: RoomAvailability): number =>
    Math.max(0, ...room.bedChoices.map((choice) => choice.promotions.length))
  const value = (room: RoomAvailability, key: SortSpec['key']): number =>
    key === 'price'
      ? price(room)
      : key === 'promotionsCount'
        ? promotions(room)
        : room.instantAvailability
          ? 1
          : 0
  return rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => {
      for (const { key, descending } of keys) {
        const difference = value(a.room, key) - value(b.room, key)
        if (difference !== 0) return descending ? -difference : difference
      }
      return a.index - b.index
    })
    .map(({ room }) => room)
}
