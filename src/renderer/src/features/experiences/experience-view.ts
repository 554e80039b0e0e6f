import type { PricingType } from '../../../../shared/api/experiences-v3.enums'
import type { ExperienceOffer, PricingState } from '../../../../shared/ipc/experiences.contract'
import { counted } from '../../../../shared/i18n'

/** Experiences in the agent's words: durations, pricing types, why there is no price, the offer's state. */

/** "3 days", "2 hours 30 minutes", "45 minutes". A multi-day experience is told in days. */
export function durationWords(days: number, hours: number, minutes: number): string {
  if (days > 1) return counted('day', days)
  const parts: string[] = []
  if (hours > 0) parts.push(counted('hour', hours))
  if (minutes > 0) parts.push(counted('minute', minutes))
  // days is 0 or 1 here: a same-day experience without hours is a full day.
  if (parts.length === 0) return days > 0 ? 'Full day' : 'Duration not given'
  return parts.join(' ')
}

export const PRICING_TYPE_WORDS: Record<PricingType, { label: string; explained: string }> = {
  fit: {
    label: 'Private (FIT)',
    explained: 'Private: the party alone, on any available day.',
  },
  sic: {
    label: 'Shared (SIC)',
    explained: 'Shared: the party joins other travelers on scheduled departures.',
  },
  series: {
    label: 'Series',
    explained: 'Series: fixed group departures sold in blocks of seats.',
  },
}

/** The sentence under the results that says why they carry no price, or null when they are priced. */
export function noPriceSentence(pricing: PricingState): string | null {
  switch (pricing) {
    case 'priced':
      return null
    case 'noDates':
      return 'No prices yet: choose the dates to see each experience priced for the party.'
    case 'noParty':
      return 'No prices yet: add at least one adult or child to price the experiences for the party.'
    case 'cached':
      return 'Offline: these results come from this computer and carry no bookable price.'
  }
}

/** When the offer's price stops being held, on this computer's clock (main measured msLeft on receipt). */
export function holdDeadline(offer: ExperienceOffer, receivedAt: number): number | null {
  return offer.hold === null ? null : receivedAt + offer.hold.msLeft
}

/** "Spots held" (the supplier's allotment covers the party: confirmed at once) or "On request". */
export function allotmentWords(allotment: boolean): { label: string; explained: string } {
  return allotment
    ? { label: 'Spots held', explained: 'The supplier holds spots for the party: confirmed at booking.' }
    : { label: 'On request', explained: 'No spots held: the supplier confirms the booking after it is made.' }
}

/** "2 adults, 1 child". */
export function partyWords(party: { adults: number; childrenBirthdates: readonly string[] }): string {
  const people = [counted('adult', party.adults)]
  if (party.childrenBirthdates.length > 0) people.push(counted('child', party.childrenBirthdates.length))
  return people.join(', ')
}

/** Monday first, as the service's availableDays. */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** "Every day", "Mon, Wed, Fri", "No day". */
export function weekdaysWords(availableDays: readonly number[]): string {
  const days = WEEKDAYS.filter((_, index) => availableDays[index] === 1)
  if (days.length === 7) return 'Every day'
  if (days.length === 0) return 'No day'
  return days.join(', ')
}

const TYPE_COLOR: Record<string, string> = {
  Activity: 'blue',
  Transfer: 'grape',
  Program: 'teal',
  Extra: 'gray',
}
export function typeColor(type: string): string {
  return TYPE_COLOR[type] ?? 'gray'
}

/**
 * Parts of a line joined by a separator, the missing ones left out with their separator: an experience a supplier
 * has not placed in a city yet reads "Activity · 2 days", never "Activity ·  · 2 days".
 */
export function joinPresent(parts: readonly (string | null | undefined)[], separator = ' · '): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(separator)
}

/**
 * A meeting or end point's name as the agent reads it under its label: a name that starts with the label itself
 * ("Meeting point: Lisbon old town" under "Meeting point") loses that start, so the label is said once.
 */
export function positionName(name: string, label: string): string {
  const prefix = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:\\-–]\\s*`, 'i')
  const stripped = name.replace(prefix, '')
  return stripped.trim() === '' ? name : stripped
}
