import type { PeriodV3Patch } from '../../../../src/shared/api/experiences-v3'
import { compareIsoDates } from '../../../../src/shared/domain/dates'
import { roundMoney } from '../../../../src/shared/domain/money'
import { PERIOD_COLUMN_DEFAULTS, type PeriodColumns } from '../experiences/experiences.parts.write'
import { daysToMask } from '../experiences/experiences.rows'
import type { PeriodRow } from '../experiences/experiences.types'
import { conflict } from '../platform/errors'
import { invalid } from './access'

/**
 * From a validated period body to columns and price lists. `replace` (POST, PUT) sets every column (defaults:
 * state on_request, availableDays all true, allotments unlimited) and both price lists ([] when omitted); a patch
 * changes the keys present, and leaves adultPrices / childPrices alone unless they are sent (null = []).
 */
export interface PeriodWrite {
  columns: PeriodColumns
  adultPrices: Array<{ price: number; minPax: number; maxPax: number }> | null
  childPrices: Array<{ price: number; minAge: number; maxAge: number }> | null
}

export function periodWrite(body: PeriodV3Patch, replace: boolean, existing: PeriodRow | null): PeriodWrite {
  for (const key of ['startAt', 'endAt'] as const)
    if (body[key] === null) throw invalid(key, `${key} cannot be null.`)
  const columns: PeriodColumns = replace ? { ...PERIOD_COLUMN_DEFAULTS } : {}
  const map = {
    price: 'price',
    minPax: 'min_pax',
    maxPax: 'max_pax',
    allotments: 'allotments',
    roomSupplement: 'room_supplement',
  } as const
  for (const [key, column] of Object.entries(map) as Array<
    [keyof typeof map, (typeof map)[keyof typeof map]]
  >) {
    const value = body[key]
    if (value === undefined) continue
    columns[column] =
      value === null ? null : key === 'price' || key === 'roomSupplement' ? roundMoney(value) : value
  }
  if (body.startAt !== undefined) columns.start_at = body.startAt
  if (body.endAt !== undefined) columns.end_at = body.endAt
  if (body.state !== undefined) columns.state = body.state ?? PERIOD_COLUMN_DEFAULTS.state
  if (body.availableDays !== undefined)
    columns.available_days =
      body.availableDays === null ? PERIOD_COLUMN_DEFAULTS.available_days : daysToMask(body.availableDays)

  const adultPrices = body.adultPrices !== undefined ? (body.adultPrices ?? []) : replace ? [] : null
  const childPrices = body.childPrices !== undefined ? (body.childPrices ?? []) : replace ? [] : null
  adultPrices?.forEach((entry, index) => {
    if (entry.minPax > entry.maxPax) throw invalid(`adultPrices.${index}`, 'minPax cannot be above maxPax.')
  })
  childPrices?.forEach((entry, index) => {
    if (entry.minAge > entry.maxAge) throw invalid(`childPrices.${index}`, 'minAge cannot be above maxAge.')
  })

  const startAt = (columns.start_at as string | undefined) ?? existing?.startAt
  const endAt = (columns.end_at as string | undefined) ?? existing?.endAt
  if (startAt !== undefined && endAt !== undefined && compareIsoDates(endAt, startAt) < 0)
    throw invalid('endAt', 'endAt cannot be before startAt.')
  const after = (column: 'min_pax' | 'max_pax', current: number | null | undefined) =>
    column in columns ? (columns[column] as number | null) : (current ?? null)
  const minPax = after('min_pax', existing?.minPax)
  const maxPax = after('max_pax', existing?.maxPax)
  if (minPax !== null && maxPax !== null && minPax > maxPax)
    throw invalid('minPax', 'minPax cannot be above maxPax.')
  // Spots already sold stay sold: the allotment cannot drop below them.
  if (existing !== null && 'allotments' in columns && columns.allotments !== null) {
    const allotments = columns.allotments as number
    if (allotments < existing.allotmentsUsed) {
      throw conflict(
        'ALLOTMENT_BELOW_USED',
        `allotments cannot go below the ${existing.allotmentsUsed} spots already booked.`,
        {
          allotments,
          allotmentsUsed: existing.allotmentsUsed,
        },
      )
    }
  }
  return { columns, adultPrices, childPrices }
}
