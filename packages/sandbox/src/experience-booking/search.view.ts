import type {
  ExperiencePriceV1,
  ExperienceSearchResultV1,
  PricedExtraV1,
} from '../../../../src/shared/api/experiences-v1'
import { encodeId } from '../../../../src/shared/domain/ids'
import {
  experienceImageUrl,
  localizedText,
  type ExperienceCard,
  type ImageRow,
  type Position,
} from '../experiences/experiences.repo'
import { EXPERIENCE_SEGMENTS, EXPERIENCE_THEMES, experienceTaxonomyName } from '../experiences/taxonomy'
import { cityTitle, ownerName, translations, v1Type } from './names'
import { positionId } from './positions'
import type { Quote, QuotedExtra } from './quote'
import type { SearchHit } from './search'

/** Search hits -> the v1 experience search results (spec: Experience search result). */

function position(value: Position | null, cityId: number | null) {
  if (value === null) return null
  return { id: positionId(value, cityId), name: value.name, address: value.address }
}

/** Theme then segment names, in the requested locale. */
function tags(row: ExperienceCard, locale: string): string[] {
  return [
    ...row.themeIds.map((id) => experienceTaxonomyName(EXPERIENCE_THEMES, id, locale)),
    ...row.segmentIds.map((id) => experienceTaxonomyName(EXPERIENCE_SEGMENTS, id, locale)),
  ].filter((name): name is string => name !== null)
}

export function pricedExtraV1(extra: QuotedExtra): PricedExtraV1 {
  return {
    id: encodeId('experience', extra.experienceId),
    name: extra.name,
    currency: extra.sheet.currency,
    price: extra.price.price,
    priceWithoutPromo: extra.price.priceWithoutPromo,
    promotions: extra.price.promotions,
    adultPrice: extra.price.adultUnitPrice,
    childrenPrices: extra.sheet.childPrices.map((range) => ({
      ageRange: [range.minAge, range.maxAge] as [number, number],
      price: range.price,
    })),
  }
}

export function priceV1(quote: Quote, handshake: { priceId: string; expiresAt: string }): ExperiencePriceV1 {
  return {
    priceId: handshake.priceId,
    experienceId: encodeId('experience', quote.experience.id),
    price: quote.price.price,
    totalPriceWithoutPromo: quote.price.priceWithoutPromo,
    currency: quote.sheet.currency,
    promotions: quote.price.promotions,
    extras: quote.extras.map(pricedExtraV1),
    allotment: quote.allotment,
    expiresAt: handshake.expiresAt,
  }
}

type StaticResultV1 = Omit<ExperienceSearchResultV1, 'lastBookingDate' | 'totalBookingsCount' | 'price'>

/** What a result shows of the experience itself: the same until the experience (its card) changes. */
function staticResultV1(
  row: ExperienceCard,
  locale: string,
  origin: string,
  mainImage: Pick<ImageRow, 'id' | 'mediaType'> | null,
): StaticResultV1 {
  return {
    id: encodeId('experience', row.id),
    name: localizedText(row.texts, locale, 'name') ?? '',
    tags: tags(row, locale),
    experienceType: v1Type(row.type),
    inCity: {
      id: row.cityId === null ? '' : encodeId('city', row.cityId),
      title: cityTitle(row.cityId, locale),
    },
    startPosition: position(row.startPosition, row.cityId),
    endPosition: position(row.endPosition, row.cityId),
    durationDays: row.durationDays ?? 0,
    durationHours: row.durationHours ?? 0,
    durationMinutes: row.durationMinutes ?? 0,
    isExtra: row.type === 'extra',
    isRepeatable: row.isRepeatable,
    showcased: row.showcased,
    connectionRequestId: null,
    organizationId: encodeId('organization', row.organizationId),
    organizationName: ownerName(row),
    organizationImages: [],
    imageUrl: mainImage === null ? null : experienceImageUrl(origin, mainImage),
    cancellationPolicies: localizedText(row.texts, locale, 'cancellationPolicies'),
    summary: localizedText(row.texts, locale, 'summary'),
    pricingType: row.pricingType,
    translations: translations(row),
  }
}

/**
 * The static part of each result serialized once per experience, locale, origin and image: UTF-8 JSON without its
 * closing brace, kept with the kept cards (`keptExperiences`), which a change to the experience tables replaces, so
 * the text goes with them. A search then serializes and encodes only each result's bookings and price. Without kept
 * cards (inside a transaction) nothing is kept. By "locale|origin", then by experience id.
 */
export type ResultFragments = Map<string, Map<number, StaticFragment>>
interface StaticFragment {
  imageId: number | null
  mediaType: string | null
  bytes: Buffer
}
const fragmentsByCards = new WeakMap<object, ResultFragments>()

export function resultFragments(cards: object | null): ResultFragments | null {
  if (cards === null) return null
  let fragments = fragmentsByCards.get(cards)
  if (fragments === undefined) {
    fragments = new Map()
    fragmentsByCards.set(cards, fragments)
  }
  return fragments
}

function staticFragment(
  fragments: Map<number, StaticFragment> | null,
  row: ExperienceCard,
  locale: string,
  origin: string,
  mainImage: Pick<ImageRow, 'id' | 'mediaType'> | null,
): Buffer {
  const imageId = mainImage?.id ?? null
  const mediaType = mainImage?.mediaType ?? null
  const known = fragments?.get(row.id)
  if (known !== undefined && known.imageId === imageId && known.mediaType === mediaType) return known.bytes
  const bytes = Buffer.from(JSON.stringify(staticResultV1(row, locale, origin, mainImage)).slice(0, -1))
  fragments?.set(row.id, { imageId, mediaType, bytes })
  return bytes
}

/**
 * `price` as JSON, the text JSON.stringify(priceV1(...)) gives, written by hand: a search writes one per priced
 * result, and its add-ons (shared by the results that link them) are serialized once per search (`extras`).
 */
export function priceJson(
  quote: Quote,
  handshake: { priceId: string; expiresAt: string },
  extras: Map<QuotedExtra, string>,
): string {
  const extraTexts = quote.extras.map((extra) => {
    let text = extras.get(extra)
    if (text === undefined) {
      text = JSON.stringify(pricedExtraV1(extra))
      extras.set(extra, text)
    }
    return text
  })
  const { price } = quote
  return (
    `{"priceId":${JSON.stringify(handshake.priceId)},` +
    `"experienceId":${JSON.stringify(encodeId('experience', quote.experience.id))},` +
    `"price":${JSON.stringify(price.price)},"totalPriceWithoutPromo":${JSON.stringify(price.priceWithoutPromo)},` +
    `"currency":${JSON.stringify(quote.sheet.currency)},"promotions":${JSON.stringify(price.promotions)},` +
    `"extras":[${extraTexts.join(',')}],"allotment":${quote.allotment},` +
    `"expiresAt":${JSON.stringify(handshake.expiresAt)}}`
  )
}

const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')

/** The results (spec: Experience search result) as the UTF-8 JSON array of the answer. */
export function searchResultsJson(
  fragments: ResultFragments | null,
  hits: readonly SearchHit[],
  context: {
    locale: string
    origin: string
    mainImage(experienceId: number): Pick<ImageRow, 'id' | 'mediaType'> | null
    handshake(experienceId: number): { priceId: string; expiresAt: string } | null
  },
): Buffer {
  const scope = `${context.locale}|${context.origin}`
  let byExperience = fragments?.get(scope) ?? null
  if (fragments !== null && byExperience === null) {
    byExperience = new Map()
    fragments.set(scope, byExperience)
  }
  const extras = new Map<QuotedExtra, string>()
  const parts: Array<Buffer | string> = [OPEN]
  let length = OPEN.length + CLOSE.length
  hits.forEach((hit, index) => {
    if (index > 0) parts.push(COMMA)
    const handshake = context.handshake(hit.row.id)
    const mainImage = context.mainImage(hit.row.id)
    const fragment = staticFragment(byExperience, hit.row, context.locale, context.origin, mainImage)
    // The rest of the result after the static part's text, in the key order of ExperienceSearchResultV1.
    const lastBookingDate = hit.bookings === null ? 'null' : JSON.stringify(hit.bookings.lastBookedAt)
    const price = hit.quote === null || handshake === null ? 'null' : priceJson(hit.quote, handshake, extras)
    const rest = `,"lastBookingDate":${lastBookingDate},"totalBookingsCount":${hit.bookings?.count ?? 0},"price":${price}}`
    parts.push(fragment, rest)
    length += (index > 0 ? COMMA.length : 0) + fragment.length + Buffer.byteLength(rest)
  })
  parts.push(CLOSE)
  // One allocation: the kept fragments are copied, the rest encoded straight into place.
  const answer = Buffer.allocUnsafe(length)
  let offset = 0
  for (const part of parts) {
    offset += typeof part === 'string' ? answer.write(part, offset) : part.copy(answer, offset)
  }
  return answer
}
