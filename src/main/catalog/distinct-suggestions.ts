import type { DestinationSuggestion } from '../../shared/ipc/catalog.contract'
import { hotelMarks } from '../db/catalog-places.repo'
import type { Db } from '../db/statements'

const shownAs = (suggestion: DestinationSuggestion): string =>
  JSON.stringify([suggestion.kind, suggestion.name, suggestion.detail])

/**
 * Suggestions an agent can tell apart: the catalog has distinct hotels of one name in one city (three "Park Lane
 * Resort & Spa" in London), and places may share a name. Entries that would read the same get what differs: a
 * hotel's address and stars from the local catalog, and, when nothing known differs, the id the service gave
 * (what the booking will name).
 */
export function distinctSuggestions(
  db: Db,
  suggestions: readonly DestinationSuggestion[],
): DestinationSuggestion[] {
  const count = (list: readonly DestinationSuggestion[]) => {
    const counts = new Map<string, number>()
    for (const item of list) counts.set(shownAs(item), (counts.get(shownAs(item)) ?? 0) + 1)
    return counts
  }
  const alike = count(suggestions)
  if ([...alike.values()].every((n) => n === 1)) return [...suggestions]
  const hotels = suggestions.filter((item) => item.kind === 'hotel' && (alike.get(shownAs(item)) ?? 0) > 1)
  const marks = hotelMarks(
    db,
    hotels.map((item) => item.id),
  )
  const join = (...parts: (string | null)[]) =>
    parts.filter((part) => part !== null && part !== '').join(' · ')
  const marked = suggestions.map((item) => {
    if ((alike.get(shownAs(item)) ?? 0) < 2) return item
    const mark = item.kind === 'hotel' ? marks.get(item.id) : undefined
    if (mark === undefined) return item
    return { ...item, detail: join(item.detail, mark.address, mark.stars > 0 ? `${mark.stars}★` : null) }
  })
  const still = count(marked)
  return marked.map((item) =>
    (still.get(shownAs(item)) ?? 0) < 2 ? item : { ...item, detail: join(item.detail, `ref. ${item.id}`) },
  )
}
