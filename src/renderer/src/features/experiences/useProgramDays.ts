import type { ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { useDeskQueries } from '../../bridge/desk-query'
import type { BasketLine } from './basket.store'

/** Per experience id: its program days (null while read, [] for none or when the detail cannot be read). */
export type ProgramDaysById = Record<string, readonly ProgramDayV1[] | null>

/**
 * The program days of the basket's programs, read with experiences.detail (the service or the cache): which days
 * need a hotel and which hotels they offer. Other types have none and are not read.
 */
export function useProgramDays(lines: readonly BasketLine[]): {
  days: ProgramDaysById
  problems: Record<string, string>
} {
  const wanted = [
    ...new Set(lines.filter((line) => line.offer.experienceType === 'Program').map((line) => line.offer.id)),
  ]
  const reads = useDeskQueries(
    'experiences.detail',
    wanted.map((id) => ({ id })),
  )
  const days: ProgramDaysById = {}
  const problems: Record<string, string> = {}
  wanted.forEach((id, index) => {
    const read = reads[index]
    if (read?.data !== undefined) days[id] = read.data.detail.programDays
    else if (read?.error != null) {
      days[id] = []
      problems[id] =
        'The program days could not be read: the hotels of its nights cannot be chosen. Try again later.'
    } else days[id] = null
  })
  return { days, problems }
}
