import { createHash } from 'node:crypto'
import type { Position } from '../experiences/experiences.repo'
import { normalizeText } from '../platform/text'

/**
 * Start and end positions have no id of their own in the store. Their v1 id is derived from the place (its
 * normalized name and city), so every experience starting at the same place shares it: what `startingPoint` and
 * `endingPoint` of the search take (e.g. every transfer from one airport).
 */
export function positionId(position: Pick<Position, 'name'>, cityId: number | null): string {
  const key = `${position.name}|${cityId ?? 0}`
  const known = ids.get(key)
  if (known !== undefined) return known
  const digest = createHash('sha256')
    .update(`${normalizeText(position.name)}|${cityId ?? 0}`)
    .digest('hex')
  const id = `pos-${digest.slice(0, 12)}`
  // A search names the same few places over and over (two hashes per result); the id is a pure function of the
  // name and city, so remembering it is safe. Bounded: a store edited for hours does not grow it without end.
  if (ids.size >= MAX_REMEMBERED) ids.clear()
  ids.set(key, id)
  return id
}

const MAX_REMEMBERED = 10_000
const ids = new Map<string, string>()

/** Does a free-text location (departureLocation, returnLocation) match a position or its city? */
export function matchesLocation(position: Position | null, cityName: string, text: string): boolean {
  const query = normalizeText(text)
  if (query === '') return true
  const haystack = ` ${normalizeText([position?.name, position?.address, cityName].filter(Boolean).join(' '))} `
  return query.split(' ').every((token) => haystack.includes(` ${token}`))
}
