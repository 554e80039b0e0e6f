import type Database from 'better-sqlite3'
import {
  experienceCards,
  isBookable,
  localizedText,
  type ExperienceCard,
  type PeriodRow,
  type PromotionRow,
} from '../experiences/experiences.repo'
import {
  departureEnd,
  hasSpots,
  isMultiDay,
  partySize,
  priceParty,
  sellingPeriod,
  sheetFor,
  type Party,
  type PartyPrice,
  type PriceSheet,
} from './pricing'
import { storeSource, type QuoteSource } from './quote.source'

/**
 * Quotes: an experience priced for a party on a departure date, read through the experience repository. What the
 * search shows in `price` and what the priceId handshake freezes.
 */
export type OkPrice = Extract<PartyPrice, { ok: true }>

export interface QuotedExtra {
  /** The add-on experience. */
  experienceId: number
  name: string
  periodId: number
  sheet: PriceSheet
  /** For the whole priced party. */
  price: OkPrice
}

export interface Quote {
  /** A listing's card is enough: a quote reads no long text. */
  experience: ExperienceCard
  period: PeriodRow
  startAt: string
  endAt: string
  party: Party
  sheet: PriceSheet
  price: OkPrice
  allotment: boolean
  extras: QuotedExtra[]
}

export type QuoteRefusal =
  'not_bookable' | 'past' | 'end_mismatch' | 'no_period' | Extract<PartyPrice, { ok: false }>['reason']

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: QuoteRefusal }

export interface QuoteRequest {
  startAt: string
  /** null when the request has none (same-day experiences). */
  endAt: string | null
  party: Party
  /** Simulated today: departures before it are not sold. */
  today: string
  locale: string
}

/**
 * Add-on quotes are shared by every experience of a search that links the same add-on (a city's extras serve most
 * of its experiences), so a search keeps them by add-on and date.
 */
export type ExtraQuoteCache = Map<string, QuotedExtra | null>

/**
 * The price sheet of a period with these promotions, one object for as long as the period, its experience's card
 * and the promotion rows are the same objects: the kept ones (experiences.sale.ts) stay the same until their tables
 * change, so successive searches share a sheet, and the offers then know its part without hashing it again
 * (offers.repo.ts). Rows read from SQL are new objects each time and get a new sheet. Sheets are never changed.
 */
const sheets = new WeakMap<
  PeriodRow,
  { experience: ExperienceCard; promotions: readonly PromotionRow[]; sheet: PriceSheet }[]
>()

function sharedSheet(
  period: PeriodRow,
  experience: ExperienceCard,
  promotions: readonly PromotionRow[],
): PriceSheet {
  let known = sheets.get(period)
  if (known === undefined) {
    known = []
    sheets.set(period, known)
  }
  const same = known.find(
    (entry) =>
      entry.experience === experience &&
      entry.promotions.length === promotions.length &&
      entry.promotions.every((promotion, index) => promotion === promotions[index]),
  )
  if (same !== undefined) return same.sheet
  const sheet = sheetFor(period, experience, promotions)
  // A period's promotions differ by weekday and date: a handful of variants at most, kept without bound.
  known.push({ experience, promotions: [...promotions], sheet })
  return sheet
}

/**
 * A shared sheet's price for a party and date, computed once: the price is a pure function of the three, so
 * searches that repeat a departure and party (most do) share it. Prices are never changed. A sheet keeps at most
 * PRICES_PER_SHEET of them, then starts over.
 */
const prices = new WeakMap<PriceSheet, Map<string, Map<string, PartyPrice>>>()
const PRICES_PER_SHEET = 256
/** A party's key, made once per party object (a search quotes every match for the same one). */
const partyKeys = new WeakMap<Party, string>()

function sheetPrice(sheet: PriceSheet, party: Party, startAt: string): PartyPrice {
  let partyKey = partyKeys.get(party)
  if (partyKey === undefined) {
    partyKey = `${party.adults}|${party.childrenBirthdates.join(',')}`
    partyKeys.set(party, partyKey)
  }
  // By date, then party: the same strings each time in a search, so the lookups build no key.
  let byDate = prices.get(sheet)
  if (byDate === undefined) {
    byDate = new Map()
    prices.set(sheet, byDate)
  }
  let byParty = byDate.get(startAt)
  if (byParty === undefined) {
    if (byDate.size >= PRICES_PER_SHEET) byDate.clear()
    byParty = new Map()
    byDate.set(startAt, byParty)
  }
  let price = byParty.get(partyKey)
  if (price === undefined) {
    if (byParty.size >= PRICES_PER_SHEET) byParty.clear()
    price = priceParty(sheet, party, startAt)
    byParty.set(partyKey, price)
  }
  return price
}

/** The departure's dates: endAt must be startAt + days - 1 (multi-day: required; same-day: absent or equal). */
export function departureDates(
  experience: Pick<ExperienceCard, 'durationDays'>,
  startAt: string,
  endAt: string | null,
): { startAt: string; endAt: string } | null {
  const expected = departureEnd(startAt, experience.durationDays)
  if (isMultiDay(experience.durationDays) ? endAt !== expected : endAt !== null && endAt !== expected)
    return null
  return { startAt, endAt: expected }
}

export function quoteExperience(
  db: Database.Database,
  experience: ExperienceCard,
  request: QuoteRequest,
  cache: ExtraQuoteCache = new Map(),
  source: QuoteSource = storeSource(db),
): QuoteResult {
  if (!isBookable(experience)) return { ok: false, reason: 'not_bookable' }
  if (request.startAt < request.today) return { ok: false, reason: 'past' }
  const dates = departureDates(experience, request.startAt, request.endAt)
  if (dates === null) return { ok: false, reason: 'end_mismatch' }
  const period = sellingPeriod(source.covering(experience.id, dates.startAt, dates.endAt))
  if (period === null) return { ok: false, reason: 'no_period' }
  const sheet = sharedSheet(period, experience, source.promotions(experience.id, dates.startAt))
  const price = sheetPrice(sheet, request.party, dates.startAt)
  if (!price.ok) return { ok: false, reason: price.reason }
  return {
    ok: true,
    quote: {
      experience,
      period,
      ...dates,
      party: request.party,
      sheet,
      price,
      allotment: hasSpots(period, partySize(request.party)),
      extras: quoteExtras(db, experience.id, dates.startAt, request, cache, source),
    },
  }
}

/**
 * The priced add-ons of an experience: every linked add-on that is itself bookable on the start date and can be
 * priced for the whole party (an add-on is one occurrence on one day: the period covering the start date prices
 * it, whatever its own duration).
 */
export function quoteExtras(
  db: Database.Database,
  experienceId: number,
  startAt: string,
  request: Pick<QuoteRequest, 'party' | 'locale'>,
  cache: ExtraQuoteCache = new Map(),
  source: QuoteSource = storeSource(db),
): QuotedExtra[] {
  const links = source.extras(experienceId)
  if (links.length === 0) return []
  const partyKey = `${request.party.adults}:${request.party.childrenBirthdates.join(',')}`
  const missing = links
    .map((link) => link.extraExperienceId)
    .filter((id) => !cache.has(`${id}|${startAt}|${partyKey}|${request.locale}`))
  // Add-ons need only their card (name, state, pricing columns): the kept cards, not a query.
  const addOns = missing.length === 0 ? new Map<number, ExperienceCard>() : experienceCards(db, missing)
  const quoted: QuotedExtra[] = []
  for (const link of links) {
    const key = `${link.extraExperienceId}|${startAt}|${partyKey}|${request.locale}`
    if (!cache.has(key)) {
      const addOn = addOns.get(link.extraExperienceId)
      cache.set(key, addOn === undefined ? null : quoteAddOn(addOn, startAt, request, source))
    }
    const extra = cache.get(key)
    if (extra !== null && extra !== undefined) quoted.push(extra)
  }
  return quoted
}

function quoteAddOn(
  addOn: ExperienceCard,
  startAt: string,
  request: Pick<QuoteRequest, 'party' | 'locale'>,
  source: QuoteSource,
): QuotedExtra | null {
  if (!isBookable(addOn)) return null
  const period = sellingPeriod(source.covering(addOn.id, startAt, startAt))
  if (period === null) return null
  const sheet = sharedSheet(period, addOn, source.promotions(addOn.id, startAt))
  const price = sheetPrice(sheet, request.party, startAt)
  if (!price.ok) return null
  return {
    experienceId: addOn.id,
    name: localizedText(addOn.texts, request.locale, 'name') ?? `Extra ${addOn.id}`,
    periodId: period.id,
    sheet,
    price,
  }
}
