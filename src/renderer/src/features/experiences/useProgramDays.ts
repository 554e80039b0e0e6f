import { useEffect, useState } from 'react'
import type { ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { bridge } from '../../bridge'
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
  const [days, setDays] = useState<ProgramDaysById>({})
  const [problems, setProblems] = useState<Record<string, string>>({})
  const wanted = [
    ...new Set(lines.filter((line) => line.offer.experienceType === 'Program').map((line) => line.offer.id)),
  ]
  const key = wanted.join(',')
  useEffect(() => {
    let current = true
    for (const id of key === '' ? [] : key.split(',')) {
      bridge
        .invoke('experiences.detail', { id })
        .then((result) => {
          if (current) setDays((known) => ({ ...known, [id]: result.detail.programDays }))
        })
        .catch(() => {
          if (!current) return
          setDays((known) => ({ ...known, [id]: [] }))
          setProblems((known) => ({
            ...known,
            [id]: 'The program days could not be read: the hotels of its nights cannot be chosen. Try again later.',
          }))
        })
    }
    return () => {
      current = false
    }
  }, [key])
  return { days, problems }
}
