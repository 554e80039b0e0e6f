/**
 * Program days as the service keeps them: numbered 1, 2, 3... in creation order, never reordered, and a deletion
 * shifts the later numbers down (spec, rule 7). The desk lets a supplier insert, move and delete days anyway by
 * rewriting positions: the day at each position gets the content that now belongs there (PUT), new positions are
 * appended (POST) and the positions beyond the new end are deleted from the last one (nothing else shifts).
 */

/** A day's writable content (the service's program day body). */
export interface ProgramDayContent {
  title: string | null
  program: string | null
  startingTime: string | null
  endingTime: string | null
  accommodationType: string | null
  isIncludedAccommodation: boolean
  meals: readonly string[]
  pois: readonly { name: string; lat: number; lon: number }[]
}

export interface StoredDay extends ProgramDayContent {
  id: string
  day: number
}

/** A day of the edited list: the content, and the stored day it came from (null for a new one). */
export interface DraftDay extends ProgramDayContent {
  sourceId: string | null
}

export type ProgramDayOperation<C extends ProgramDayContent = ProgramDayContent> =
  | { kind: 'put'; id: string; day: number; content: C }
  | { kind: 'post'; day: number; content: C }
  | { kind: 'delete'; id: string; day: number }

function sameContent(a: ProgramDayContent, b: ProgramDayContent): boolean {
  const pick = (day: ProgramDayContent) => [
    day.title,
    day.program,
    day.startingTime,
    day.endingTime,
    day.accommodationType,
    day.isIncludedAccommodation,
    [...day.meals],
    day.pois.map((poi) => [poi.name, poi.lat, poi.lon]),
  ]
  return JSON.stringify(pick(a)) === JSON.stringify(pick(b))
}

/**
 * The calls that turn the stored days into the edited list, in the order to send them: rewrites of changed
 * positions, appends, then deletions from the last day back (so that no deletion renumbers a day still to come).
 */
export function programDayPlan<C extends ProgramDayContent>(
  stored: readonly StoredDay[],
  next: readonly C[],
): ProgramDayOperation<C>[] {
  const ordered = [...stored].sort((a, b) => a.day - b.day)
  const operations: ProgramDayOperation<C>[] = []
  next.forEach((content, index) => {
    const current = ordered[index]
    if (current === undefined) operations.push({ kind: 'post', day: index + 1, content })
    else if (!sameContent(current, content))
      operations.push({ kind: 'put', id: current.id, day: index + 1, content })
  })
  for (let index = ordered.length - 1; index >= next.length; index -= 1) {
    const current = ordered[index] as StoredDay
    operations.push({ kind: 'delete', id: current.id, day: current.day })
  }
  return operations
}

export interface RenumberLine {
  /** The day's title, or "Day N" when it has none. */
  label: string
  from: number | null
  to: number | null
}

/** What the edit does to the numbering, for the agent to read before saving: moved, new and deleted days. */
export function renumbering(stored: readonly StoredDay[], next: readonly DraftDay[]): RenumberLine[] {
  const label = (day: ProgramDayContent, number: number) => day.title?.trim() || `Day ${number}`
  const lines: RenumberLine[] = []
  next.forEach((draft, index) => {
    const source = draft.sourceId === null ? undefined : stored.find((day) => day.id === draft.sourceId)
    if (source === undefined) lines.push({ label: label(draft, index + 1), from: null, to: index + 1 })
    else if (source.day !== index + 1)
      lines.push({ label: label(draft, source.day), from: source.day, to: index + 1 })
  })
  for (const day of stored)
    if (!next.some((draft) => draft.sourceId === day.id))
      lines.push({ label: label(day, day.day), from: day.day, to: null })
  return lines
}

export function renumberSentence(line: RenumberLine): string {
  if (line.from === null) return `New day ${line.to}: ${line.label}`
  if (line.to === null) return `Day ${line.from} (${line.label}) is deleted`
  return `Day ${line.from} (${line.label}) becomes day ${line.to}`
}
