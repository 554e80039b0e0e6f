import { counted } from '../i18n'

/** An experience booking's parts as the service states them (v1 detail), in words. */

/**
 * The v1 detail gives an experience's extras as text: the sandbox writes the booked extras as JSON
 * (`[{ extra: { name }, price, adultPax, ... }]`); anything else is shown as written.
 */
export function extraLines(extras: string, money: (amount: number) => string): string[] {
  const text = extras.trim()
  if (text === '' || text === '[]') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return [text]
  }
  if (!Array.isArray(parsed)) return [text]
  return parsed.map((item: unknown) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const extra = (typeof entry.extra === 'object' && entry.extra !== null ? entry.extra : {}) as Record<
      string,
      unknown
    >
    const name =
      typeof extra.name === 'string' ? extra.name : typeof entry.name === 'string' ? entry.name : 'Extra'
    const adults = typeof entry.adultPax === 'number' ? entry.adultPax : null
    const children = Array.isArray(entry.childrenBirthdates) ? entry.childrenBirthdates.length : 0
    const party = [
      adults === null ? null : counted('adult', adults),
      children === 0 ? null : counted('child', children),
    ].filter(Boolean)
    const price = typeof entry.price === 'number' ? money(entry.price) : null
    const included = entry.isIncluded === true ? 'included' : null
    return [name, party.join(', '), included ?? price]
      .filter((part) => part !== null && part !== '')
      .join(' · ')
  })
}
