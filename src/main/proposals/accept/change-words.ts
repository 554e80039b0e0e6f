import {
  freeCancellationUntil,
  isCancellationUnknown,
  type CancelCondition,
} from '../../../shared/domain/cancellation'
import { formatIsoDate, isoDateInZone, isValidTimeZone } from '../../../shared/domain/dates'
import { formatMoney } from '../../../shared/domain/money'
import { toMinor } from '../../../shared/domain/markup'

/**
 * What moved for one item between the offer it was added with and the fresh one, in the agent's words: the
 * selling price (never the net: the agent confirms what the customer pays) and the free-cancellation deadline,
 * the date in the zone the customer reads it in. An empty list means nothing the customer would notice moved.
 */

export interface OfferTerms {
  currency: string
  sell: number
  cancellation: readonly CancelCondition[]
}

export interface WordingOptions {
  locale: string
  /** IANA zone of the deadline's date (the hotel's, else the customer's, else the desk's). */
  timeZone: string
  /** Now: a free period that has already run out is not "free" any more. */
  at: Date
}

export const RATE_GONE = 'This rate is no longer offered'
export const PRICE_GONE = 'This experience is no longer priced for the party and dates'
export const DATES_PASSED = 'Its dates have passed'

/** A stay or an experience starting before the service's today cannot be booked any more. */
export const datesPassed = (startDate: string, options: Pick<WordingOptions, 'at'>): boolean =>
  startDate < options.at.toISOString().slice(0, 10)

function deadlineWords(iso: string, options: WordingOptions): string {
  const zone = isValidTimeZone(options.timeZone) ? options.timeZone : 'UTC'
  return formatIsoDate(isoDateInZone(iso, zone), options.locale)
}

export function priceChangeWords(previous: OfferTerms, current: OfferTerms, locale: string): string[] {
  if (previous.currency !== current.currency) {
    return [
      `Now priced in ${current.currency} (was ${previous.currency}): ` +
        formatMoney(current.sell, current.currency, locale),
    ]
  }
  const currency = current.currency
  const difference = toMinor(current.sell, currency) - toMinor(previous.sell, currency)
  if (difference === 0) return []
  const amount = formatMoney(Math.abs(current.sell - previous.sell), currency, locale)
  return [difference > 0 ? `Price up ${amount}` : `Price down ${amount}`]
}

export function cancellationChangeWords(
  previous: readonly CancelCondition[],
  current: readonly CancelCondition[],
  options: WordingOptions,
): string[] {
  const wasUnknown = isCancellationUnknown(previous)
  const isUnknown = isCancellationUnknown(current)
  if (isUnknown && !wasUnknown) return ['The cancellation terms are not known any more']
  if (isUnknown) return []
  const before = wasUnknown ? null : freeCancellationUntil(previous, options.at)
  const after = freeCancellationUntil(current, options.at)
  if (before === after) return []
  if (after === null) return ['Free cancellation is no longer offered']
  if (before === null) return [`Free cancellation now until ${deadlineWords(after, options)}`]
  const [beforeDay, afterDay] = [deadlineWords(before, options), deadlineWords(after, options)]
  // The same day in words (a minute moved): the customer would not see the difference.
  if (beforeDay === afterDay) return []
  return [`Free cancellation now ends ${afterDay} (was ${beforeDay})`]
}

/** Every change in words, the price first. */
export function changeWords(previous: OfferTerms, current: OfferTerms, options: WordingOptions): string[] {
  return [
    ...priceChangeWords(previous, current, options.locale),
    ...cancellationChangeWords(previous.cancellation, current.cancellation, options),
  ]
}
