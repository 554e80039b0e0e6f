import type { BoardSpec, HotelRateProfile, LadderSpec, RateSpec, RoomSpec, SupplierOffer } from './model'
import { createRng, type Rng } from '../platform/random'
import { cityMarket, STAR_BASE_NIGHT } from './markets'
import { checkInInstructionsOf } from './check-in'
import { buildRates, type RoomSeed } from './profile-rates'
import { BEDBANK_A_FLUXES, FACILITIES, ROOM_TYPES, type SupplierCode, type Text } from './texts'

/** What the engine needs of a catalog hotel (the catalog's HotelRow is structurally compatible). */
export interface RateHotel {
  id: number
  /** Kept with the profile so that a search page needs no catalog read for its hotels' names. */
  name?: string
  stars: number
  currency?: string | null
  /** The city prices the hotel (rates/markets.ts); absent = an average city, a season drawn from the seed. */
  cityId?: number
  /** Catalog kinds (catalog/seed.ts KIND): hostels and guesthouses cost less than hotels of their stars. */
  kindIds?: readonly number[]
}

/** Hostel (6): a budget room; guesthouse (5) and B&B (8) below a hotel; resort (3) and villa (7) above. */
const KIND_PRICE_FACTOR: Record<number, number> = { 3: 1.2, 5: 0.8, 6: 0.45, 7: 1.3, 8: 0.85 }

function kindFactor(kindIds: readonly number[] = []): number {
  const factors = kindIds.map((kind) => KIND_PRICE_FACTOR[kind] ?? 1)
  if (factors.length === 0) return 1
  // A budget kind wins (a riad that is a guesthouse prices as one); otherwise the dearest kind.
  return factors.some((factor) => factor < 1) ? Math.min(...factors) : Math.max(...factors)
}

const SUPPLIER_ORDER: readonly SupplierCode[] = [
  'supplier_own',
  'supplier_bedbank_a',
  'supplier_bedbank_b',
  'supplier_channel_c',
]
/** Share of hotels each supplier sells: every code is well represented in a catalog of a few thousand hotels. */
const SUPPLIER_SHARE: Record<SupplierCode, number> = {
  supplier_own: 0.55,
  supplier_bedbank_a: 0.5,
  supplier_bedbank_b: 0.35,
  supplier_channel_c: 0.3,
}
/** Relative price of each room type against the hotel's base (single room cheapest, apartment dearest). */
const ROOM_PRICE_FACTOR = [0.75, 1, 1, 1.25, 1.3, 1.55, 1.7, 2.2, 1.9]
const EXTRA_INFORMATION: readonly Text[] = [
  { en: 'Non-smoking room.', fr: 'Chambre non-fumeur.', es: 'Habitación para no fumadores.' },
  { en: 'Connecting rooms on request.', fr: 'Chambres communicantes sur demande.' },
  { en: 'Cot available free of charge for infants.', fr: 'Lit bébé gratuit sur demande.' },
]

/**
 * Builds the rate profile of one hotel from the seed and the hotel id alone (plus its stars, which the catalog
 * derives from the same seed). Deterministic: same inputs, same profile.
 */
export function buildHotelProfile(seed: number, hotel: RateHotel): HotelRateProfile {
  const rng = createRng(seed, `rates:${hotel.id}`)
  const stars = Math.min(5, Math.max(1, Math.round(hotel.stars) || 3))
  const drawnSeason = rng.int(0, 2) as 0 | 1 | 2
  const market = cityMarket(hotel.cityId)
  const season = hotel.cityId === undefined ? drawnSeason : market.season
  // Stars, city and kind set the level; each hotel sits within about 15% of it.
  const spread = 0.85 + rng.next() * 0.3
  const hotelBase = (STAR_BASE_NIGHT[stars] ?? 105) * market.priceIndex * kindFactor(hotel.kindIds) * spread
  const pool = roomTypePool(rng, stars)

  const checkIn = checkInInstructionsOf(seed, hotel.id, hotel.cityId)

  let codes = SUPPLIER_ORDER.filter((code) => rng.chance(SUPPLIER_SHARE[code]))
  if (codes.length === 0) codes = [rng.chance(0.5) ? 'supplier_own' : 'supplier_bedbank_a']

  const suppliers: SupplierOffer[] = codes.map((code) => {
    const supplierIndex = SUPPLIER_ORDER.indexOf(code)
    const supplierRng = createRng(seed, `rates:${hotel.id}:${code}`)
    const count = Math.min(pool.length, supplierRng.int(2, 4))
    const typeIndexes = pool.slice(0, count)
    const rooms = typeIndexes.map((typeIndex, roomIndex) =>
      buildRoom(supplierRng, {
        hotelId: hotel.id,
        checkIn,
        supplier: code,
        supplierIndex,
        roomIndex,
        typeIndex,
        nightBase: hotelBase * (ROOM_PRICE_FACTOR[typeIndex] ?? 1),
        cheaperTypeIndex: roomIndex > 0 ? (typeIndexes[0] ?? null) : null,
        upgradeRatio:
          roomIndex > 0
            ? (ROOM_PRICE_FACTOR[typeIndexes[0] ?? 1] ?? 1) / (ROOM_PRICE_FACTOR[typeIndex] ?? 1)
            : null,
      }),
    )
    return {
      code,
      flux: code === 'supplier_bedbank_a' ? supplierRng.pick(BEDBANK_A_FLUXES) : null,
      rooms,
    }
  })
  return {
    hotelId: hotel.id,
    hotelName: hotel.name ?? '',
    season,
    feesCurrency: hotel.currency ?? 'EUR',
    suppliers,
    promotedRates: suppliers.flatMap((offer, supplierIndex) =>
      offer.rooms.flatMap((room) =>
        room.rates.filter((rate) => rate.hasPromotions).map((rate) => ({ rate, supplierIndex })),
      ),
    ),
    partyTables: new Map(),
  }
}

/** Room types a hotel has: a double-type room always, suites mostly in upper categories. */
function roomTypePool(rng: Rng, stars: number): number[] {
  const candidates = [0, 2, 3, 4, 5, 8]
  if (stars >= 3) candidates.push(6)
  if (stars >= 4) candidates.push(7)
  const pool = [1]
  while (pool.length < 5 && candidates.length > 0) {
    const index = rng.int(0, candidates.length - 1)
    pool.push(candidates.splice(index, 1)[0] as number)
  }
  return pool
}

function buildRoom(rng: Rng, seed: RoomSeed): RoomSpec {
  const type = ROOM_TYPES[seed.typeIndex] ?? (ROOM_TYPES[1] as (typeof ROOM_TYPES)[number])
  const id = seed.hotelId * 64 + seed.supplierIndex * 16 + seed.roomIndex
  const suite = seed.typeIndex >= 6
  const instant =
    seed.supplier === 'supplier_channel_c'
      ? true
      : seed.supplier === 'supplier_own'
        ? rng.chance(suite ? 0.6 : 0.85)
        : rng.chance(seed.supplier === 'supplier_bedbank_a' ? 0.9 : 0.7)
  // Limited allotments exist on contracted inventory (own and channel manager), for instantly bookable rooms.
  const limited =
    instant &&
    ((seed.supplier === 'supplier_own' && rng.chance(0.3)) ||
      (seed.supplier === 'supplier_channel_c' && rng.chance(0.2)))
  const facilityCount = rng.int(3, 5)
  const facilityIndexes: number[] = []
  while (facilityIndexes.length < facilityCount) {
    const index = rng.int(0, FACILITIES.length - 1)
    if (!facilityIndexes.includes(index)) facilityIndexes.push(index)
  }
  const ownImages = seed.supplier === 'supplier_own'
  const imageCount = rng.int(1, 2)
  const images = Array.from({ length: imageCount }, (_, index) => ({
    // Bed banks send image URLs without an attachment id (spec: images[].id nullable).
    id: ownImages ? id * 4 + index : null,
    url: `https://images.sandbox.agency-desk.test/hotels/${seed.hotelId}/rooms/${seed.typeIndex}-${index + 1}.jpg`,
    name: {
      en: `${type.name.en}, view ${index + 1}`,
      fr: `${type.name.fr ?? type.name.en}, vue ${index + 1}`,
    },
  }))
  const room: RoomSpec = {
    id,
    supplier: seed.supplier,
    typeIndex: seed.typeIndex,
    standardCapacity: type.standardCapacity,
    minCapacity: type.minCapacity,
    maxCapacity: type.maxCapacity,
    exposesCapacity:
      seed.supplier === 'supplier_bedbank_b'
        ? false
        : seed.supplier === 'supplier_channel_c'
          ? rng.chance(0.5)
          : true,
    extraBedPerNight: 18 + rng.int(0, 22),
    instant,
    allotment: limited ? rng.int(1, 2) : null,
    facilityIndexes,
    images,
    extraInformation: rng.chance(0.4) ? rng.pick(EXTRA_INFORMATION) : null,
    rates: [],
  }
  room.rates = buildRates(rng, seed, room)
  return room
}

export type { BoardSpec, LadderSpec, RateSpec }
