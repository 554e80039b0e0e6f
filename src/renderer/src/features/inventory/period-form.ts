import { z } from 'zod'
import type { PeriodV3 } from '../../../../shared/api/experiences-v3'
import { PeriodInput, type PeriodPatchInput } from '../../../../shared/ipc/inventory.contract'

/** A period as its form holds it: blank numbers are '' (null on the wire), weekdays as Monday-first indexes. */
// A type, not an interface: the zod resolver takes values as a plain record.
export type PeriodFormValues = {
  startAt: string | null
  endAt: string | null
  state: PeriodV3['state']
  weekdays: string[]
  allotments: number | ''
  price: number | ''
  minPax: number | ''
  maxPax: number | ''
  adultPrices: { price: number | ''; minPax: number | ''; maxPax: number | '' }[]
  childPrices: { price: number | ''; minAge: number | ''; maxAge: number | '' }[]
}

const orNull = (value: number | ''): number | null => (value === '' ? null : value)
/** A blank in a band is left blank for the schema to name (a number is required there). */
const orUndefined = (value: number | ''): number | undefined => (value === '' ? undefined : value)

export function emptyPeriod(): PeriodFormValues {
  return {
    startAt: null,
    endAt: null,
    state: 'free_sale',
    weekdays: ['0', '1', '2', '3', '4', '5', '6'],
    allotments: '',
    price: '',
    minPax: '',
    maxPax: '',
    adultPrices: [{ price: '', minPax: 1, maxPax: 2 }],
    childPrices: [],
  }
}

export function periodValues(period: PeriodV3): PeriodFormValues {
  return {
    startAt: period.startAt,
    endAt: period.endAt,
    state: period.state,
    weekdays: period.availableDays.flatMap((on, index) => (on ? [String(index)] : [])),
    allotments: period.allotments ?? '',
    price: period.price ?? '',
    minPax: period.minPax ?? '',
    maxPax: period.maxPax ?? '',
    adultPrices: period.adultPrices.map((band) => ({ ...band })),
    childPrices: period.childPrices.map((band) => ({ ...band })),
  }
}

/** The form's values as the channel takes them (the full body of a new period). */
export function toPeriodInput(values: PeriodFormValues): z.input<typeof PeriodInput> {
  return {
    startAt: values.startAt ?? '',
    endAt: values.endAt ?? '',
    state: values.state,
    availableDays: [0, 1, 2, 3, 4, 5, 6].map((index) => values.weekdays.includes(String(index))),
    allotments: orNull(values.allotments),
    price: orNull(values.price),
    minPax: orNull(values.minPax),
    maxPax: orNull(values.maxPax),
    adultPrices: values.adultPrices.map((band) => ({
      price: orUndefined(band.price) as number,
      minPax: orUndefined(band.minPax) as number,
      maxPax: orUndefined(band.maxPax) as number,
    })),
    childPrices: values.childPrices.map((band) => ({
      price: orUndefined(band.price) as number,
      minAge: orUndefined(band.minAge) as number,
      maxAge: orUndefined(band.maxAge) as number,
    })),
  }
}

/** The form checked by the very schema main applies (zod4Resolver maps its issues to the form's paths). */
export const PeriodFormSchema = z.custom<PeriodFormValues>().transform(toPeriodInput).pipe(PeriodInput)

/** PATCH: the keys that changed; a price list that changed is sent whole (it replaces the set). */
export function periodPatch(original: PeriodV3, values: PeriodFormValues): PeriodPatchInput {
  const next = toPeriodInput(values)
  const patch: Record<string, unknown> = {}
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(original[key])) patch[key] = next[key]
  }
  return patch as PeriodPatchInput
}
