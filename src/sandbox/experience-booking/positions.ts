import { createHash } from 'node:crypto'
import type { Position } from '../experiences/experiences.repo'
import { normalizeText } from '../platform/text'

/**
 * Start and end positions have no id of their own in the store. Their v1 id is derived from the place (its
 * normalized name and city), so every experience starting at the same place shares it: what `startingPoint` and
 * `endingPoint` of the search take (e.g. every transfer from one airport).
 */
export function positionId(position: Pick<Position, 'name'>, cityId: number | null): string {
  const digest = createHash('sha256')
    .update(`${normalizeText(position.name)}|${cityId ?? 0}`)
    .digest('hex')
  return `pos-${digest.slice(0, 12)}`
}

/** Does a free-text location (departureLocation, returnLocation) match a position or its city? */
export function matchesLocation(position: Position | null, cityName: string, text: string): boolean {
  const query = normalizeText(text)
  if (query === '') return true
  const haystack = ` ${normalizeText([position?.name, position?.address, cityName].filter(Boolean).join(' '))} `
  return query.split(' ').every((token) => haystack.includes(` ${token}`))
}
