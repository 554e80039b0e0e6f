import type { BoardSpec, LadderSpec, OwnPromotion, RateSpec, RoomSpec } from './model'
import { MEAL_COST } from './pricing'
import type { Rng } from '../platform/random'
import {
  CHECK_IN_INSTRUCTIONS,
  CONTRACTING_CONDITIONS,
  HOTEL_FEES,
  MANDATORY_SUPPLEMENTS,
  MEAL_CODES,
  OPTIONAL_SUPPLEMENTS,
  PROMOTION_NAMES,
  RATE_NAMES,
  ROOM_TYPES,
  UNCLASSIFIED_BOARDS,
  type MealCode,
  type SupplierCode,
  type Text,
} from './texts'

/** Where a room sits in its hotel and what it costs: what profile.ts hands over to build the room's rates. */
export interface RoomSeed {
  hotelId: number
  /** The hotel's own check-in instructions (rates/check-in.ts), standing in for CHECK_IN_INSTRUCTIONS. */
  checkIn: readonly [Text, Text] | null
  supplier: SupplierCode
  supplierIndex: number
  roomIndex: number
  typeIndex: number
  nightBase: number
  cheaperTypeIndex: number | null
  /** Price of the cheaper room type relative to this one (upgrade_room promotions charge that). */
  upgradeRatio: number | null
}

/** Weights of MEAL_CODES for a fixed board: breakfast and room only are common, lunch-only and dinner-only rare. */
const MEAL_WEIGHTS = [25, 35, 4, 5, 15, 8, 10]
type LadderKind = 'flexible' | 'semiFlexible' | 'lateCancel' | 'nonRefundable' | 'unknown'
/** Which cancellation policies each supplier sells, with weights. */
const LADDERS: Record<RoomSpec['supplier'], [LadderKind, number][]> = {
  supplier_own: [
    ['flexible', 4],
    ['semiFlexible', 3],
    ['nonRefundable', 3],
  ],
  supplier_bedbank_a: [
    ['flexible', 5],
    ['nonRefundable', 4],
    ['unknown', 1],
  ],
  supplier_bedbank_b: [
    ['unknown', 4],
    ['lateCancel', 3],
    ['nonRefundable', 3],
  ],
  supplier_channel_c: [
    ['lateCancel', 4],
    ['nonRefundable', 3],
    ['flexible', 3],
  ],
}
const SUPPLIER_PRICE_FACTOR: Record<RoomSpec['supplier'], number> = {
  supplier_own: 1,
  supplier_bedbank_a: 0.97,
  supplier_bedbank_b: 1.04,
  supplier_channel_c: 1.01,
}

/** One to three rates of a room; the first is always refundable-or-unknown, later ones vary. */
export function buildRates(rng: Rng, seed: RoomSeed, room: RoomSpec): RateSpec[] {
  const count = rng.int(1, 3)
  const rates: RateSpec[] = []
  const used = new Set<LadderKind>()
  for (let index = 0; index < count; index++) {
    const choices = LADDERS[room.supplier].filter(([kind]) => !used.has(kind))
    if (choices.length === 0) break
    const ladderKind = rng.weighted(
      choices.map(([kind]) => kind),
      choices.map(([, weight]) => weight),
    )
    used.add(ladderKind)
    rates.push(buildRate(rng, seed, room, index, ladderKind))
  }
  return rates
}

function buildRate(
  rng: Rng,
  seed: RoomSeed,
  room: RoomSpec,
  index: number,
  ladderKind: LadderKind,
): RateSpec {
  const own = room.supplier === 'supplier_own'
  const bedBank = room.supplier === 'supplier_bedbank_a' || room.supplier === 'supplier_bedbank_b'
  const board = buildBoard(rng, room.supplier)
  const discount = ladderKind === 'nonRefundable' ? 0.88 : 1
  const baseNight =
    Math.round(
      seed.nightBase * SUPPLIER_PRICE_FACTOR[room.supplier] * discount * (0.95 + rng.next() * 0.1) * 100,
    ) / 100
  const promotionId = (n: number): number => room.id * 8 + index * 2 + n
  const mandatory: RateSpec['mandatorySupplements'] = []
  if (rng.chance(0.15))
    mandatory.push({ name: MANDATORY_SUPPLEMENTS[0] as Text, perNight: 12, newYearsEveOnly: false })
  if (rng.chance(0.1))
    mandatory.push({ name: MANDATORY_SUPPLEMENTS[2] as Text, perNight: 8, newYearsEveOnly: false })
  if (own && rng.chance(0.5))
    mandatory.push({ name: MANDATORY_SUPPLEMENTS[1] as Text, perNight: 95, newYearsEveOnly: true })
  const optional = OPTIONAL_SUPPLEMENTS.filter(() => rng.chance(0.3))
  // Draws happen in a fixed order (determinism), then one object literal builds the rate: every rate then shares
  // one hidden class, which keeps the search's property reads monomorphic (spreads gave each rate its own map
  // and made the search ten times slower).
  const ladder = buildLadder(rng, ladderKind)
  const promotion = own && rng.chance(0.5) ? buildPromotion(rng, seed, promotionId(0)) : null
  const perks =
    own && rng.chance(0.3)
      ? [{ id: promotionId(1), name: rng.pick([PROMOTION_NAMES.perk_drink, PROMOTION_NAMES.perk_checkout]) }]
      : []
  const supplierDeal = bedBank && rng.chance(0.3) ? PROMOTION_NAMES.bedbank_deal : null
  const minimumStay = rng.weighted([1, 2, 3, 5], [75, 15, 7, 3])
  // Some bed banks leave out the taxes payable at the hotel.
  const hotelFees =
    room.supplier !== 'supplier_bedbank_b' && rng.chance(0.55)
      ? [{ label: rng.pick(HOTEL_FEES), perPersonNight: 1 + rng.int(1, 6) / 2 }]
      : []
  const contractingConditions = rng.chance(own ? 0.5 : 0.25) ? rng.pick(CONTRACTING_CONDITIONS) : null
  // The generic pick keeps the stream's draws; the hotel's own text of the same kind replaces it.
  const generic = rng.chance(0.6) ? rng.pick(CHECK_IN_INSTRUCTIONS) : null
  const checkInInstructions =
    generic === null ? null : (seed.checkIn?.[CHECK_IN_INSTRUCTIONS.indexOf(generic)] ?? generic)
  const figures = pricingFigures(board, mandatory)
  return {
    key: `r${index}`,
    name: RATE_NAMES[ladderKind],
    baseNight,
    board,
    ladder,
    promotion,
    perks,
    supplierDeal,
    hasPromotions: promotion !== null || perks.length > 0 || supplierDeal !== null,
    minimumStay,
    mealNight: figures.mealNight,
    supplementNight: figures.supplementNight,
    supplementNyeEater: figures.supplementNyeEater,
    mandatorySupplements: mandatory,
    optionalSupplements: optional,
    hotelFees,
    contractingConditions,
    checkInInstructions,
  }
}

/** The numbers the availability search's inner loop multiplies, precomputed once per rate. */
function pricingFigures(
  board: BoardSpec,
  mandatory: RateSpec['mandatorySupplements'],
): Pick<RateSpec, 'mealNight' | 'supplementNight' | 'supplementNyeEater'> {
  const mealNight: [number, number] =
    board.kind === 'fixed'
      ? [MEAL_COST[board.code], MEAL_COST[board.code]]
      : board.kind === 'periodic'
        ? [MEAL_COST[board.codes[0]], MEAL_COST[board.codes[1]]]
        : board.kind === 'unclassified'
          ? [board.perPersonNight, board.perPersonNight]
          : [0, 0]
  let supplementNight = 0
  let supplementNyeEater = 0
  for (const supplement of mandatory) {
    if (supplement.newYearsEveOnly) supplementNyeEater += supplement.perNight
    else supplementNight += supplement.perNight
  }
  return { mealNight, supplementNight, supplementNyeEater }
}

/** Meal-plan rule 3: channel and bed-bank rates carry exactly one entry; only own inventory changes by period. */
function buildBoard(rng: Rng, supplier: RoomSpec['supplier']): BoardSpec {
  const fixed = (): BoardSpec => ({ kind: 'fixed', code: rng.weighted(MEAL_CODES, MEAL_WEIGHTS) })
  const unclassified = (): BoardSpec => ({
    kind: 'unclassified',
    label: rng.pick(UNCLASSIFIED_BOARDS),
    perPersonNight: 10 + rng.int(0, 10),
  })
  const roll = rng.next()
  switch (supplier) {
    case 'supplier_own':
      if (roll < 0.25) {
        const pair = rng.pick<readonly [MealCode, MealCode]>([
          ['breakfast', 'half_board'],
          ['half_board', 'full_board'],
          ['room_only', 'breakfast'],
          ['full_board', 'all_inclusive'],
        ])
        return { kind: 'periodic', codes: pair }
      }
      return roll < 0.3 ? { kind: 'none' } : fixed()
    case 'supplier_bedbank_a':
    case 'supplier_channel_c':
      return roll < 0.22 ? unclassified() : fixed()
    case 'supplier_bedbank_b':
      return roll < 0.2 ? unclassified() : fixed()
  }
}

function buildLadder(rng: Rng, kind: LadderKind): LadderSpec {
  switch (kind) {
    case 'flexible': {
      const freeUntil = rng.int(3, 14)
      return {
        kind: 'windows',
        windows: [
          {
            fromDaysBefore: freeUntil,
            toDaysBefore: 2,
            charge: { kind: 'percent', value: rng.pick([20, 25, 30]) },
          },
          { fromDaysBefore: 2, toDaysBefore: null, charge: { kind: 'full' } },
        ],
      }
    }
    case 'semiFlexible':
      return {
        kind: 'windows',
        windows: [
          { fromDaysBefore: 21, toDaysBefore: 7, charge: { kind: 'nights', value: 1 } },
          { fromDaysBefore: 7, toDaysBefore: 0, charge: { kind: 'percent', value: 50 } },
          { fromDaysBefore: 0, toDaysBefore: null, charge: { kind: 'full' } },
        ],
      }
    case 'lateCancel':
      return {
        kind: 'windows',
        windows: [
          { fromDaysBefore: rng.int(1, 3), toDaysBefore: null, charge: { kind: 'nights', value: 1 } },
        ],
      }
    case 'nonRefundable':
      return { kind: 'non_refundable' }
    case 'unknown':
      return { kind: 'unknown' }
  }
}

function buildPromotion(rng: Rng, seed: RoomSeed, id: number): OwnPromotion {
  const kinds = ['percent', 'amount', 'free_night', 'multi_room', 'upgrade_room'] as const
  // An upgrade needs a cheaper room type to upgrade from.
  const kind = rng.pick(seed.upgradeRatio === null ? kinds.slice(0, 4) : kinds)
  // One literal shape for every promotion (one hidden class: the search reads these in its inner loop).
  const promotion = (
    promotionKind: OwnPromotion['kind'],
    value: number,
    name: Text,
    numberOfNights: number,
    minNumberOfRooms: number,
    upgradedFromTypeIndex: number | null,
  ): OwnPromotion => ({
    id,
    kind: promotionKind,
    value,
    name,
    numberOfNights,
    minNumberOfRooms,
    upgradedFromTypeIndex,
  })
  switch (kind) {
    case 'percent': {
      const value = rng.pick([10, 15, 20])
      return promotion(kind, value, fill(PROMOTION_NAMES.percent, { n: value }), 1, 1, null)
    }
    case 'amount': {
      const value = rng.pick([30, 50, 80])
      return promotion(kind, value, fill(PROMOTION_NAMES.amount, { n: value }), 3, 1, null)
    }
    case 'free_night': {
      const nights = rng.pick([3, 4, 7])
      return promotion(
        kind,
        nights,
        fill(PROMOTION_NAMES.free_night, { n: nights, m: nights - 1 }),
        nights,
        1,
        null,
      )
    }
    case 'multi_room': {
      const value = rng.pick([8, 12])
      return promotion('percent', value, fill(PROMOTION_NAMES.multi_room, { n: value }), 1, 2, null)
    }
    case 'upgrade_room': {
      const from = ROOM_TYPES[seed.cheaperTypeIndex ?? 1] ?? (ROOM_TYPES[1] as (typeof ROOM_TYPES)[number])
      const name: Text = {
        en: PROMOTION_NAMES.upgrade_room.en.replace('{from}', from.name.en),
        fr: PROMOTION_NAMES.upgrade_room.fr.replace('{from}', from.name.fr ?? from.name.en),
      }
      return promotion(kind, Math.min(0.9, seed.upgradeRatio ?? 0.8), name, 2, 1, seed.cheaperTypeIndex)
    }
  }
}

function fill(text: Text, values: Record<string, number>): Text {
  const result: Record<string, string> = {}
  for (const [locale, template] of Object.entries(text)) {
    result[locale] = template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
  }
  return result as Text
}
