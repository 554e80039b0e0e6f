import { ageOn } from './travelers'

/**
 * What an extra chosen for some of the party is likely to cost, before the booking prices it exactly (promotions
 * applied). The priced offer gives, per extra, a price per adult and per child age range for the party's size
 * (`adultPrice`, `childrenPrices`): the estimate is their sum for the participants chosen.
 */

export interface ExtraPriceGuide {
  adultPrice: number
  childrenPrices: readonly { ageRange: readonly [number, number]; price: number }[]
}

export interface ExtraEstimate {
  total: number
  /** Children of an age no range covers: priced as adults (the service's rule for ages outside every band). */
  pricedAsAdults: number
}

/** Age on the start date, or null for a date that is not one yet (a form being filled in). */
function ageOrNull(birthdate: string, startAt: string): number | null {
  try {
    return ageOn(birthdate, startAt)
  } catch {
    return null
  }
}

/** The estimated price of one extra for `adults` adults and the children born on `childrenBirthdates`. */
export function estimateExtraPrice(
  guide: ExtraPriceGuide,
  participants: { adults: number; childrenBirthdates: readonly string[] },
  startAt: string,
): ExtraEstimate {
  let total = Math.max(0, participants.adults) * guide.adultPrice
  let pricedAsAdults = 0
  for (const birthdate of participants.childrenBirthdates) {
    const age = ageOrNull(birthdate, startAt)
    const band =
      age === null
        ? undefined
        : guide.childrenPrices.find((range) => age >= range.ageRange[0] && age <= range.ageRange[1])
    if (band === undefined) {
      total += guide.adultPrice
      pricedAsAdults += 1
    } else total += band.price
  }
  return { total: Math.round(total * 100) / 100, pricedAsAdults }
}

/** The basket line's total as shown: the experience's price and each extra's estimate, rounded to cents. */
export function estimatedLineTotal(experiencePrice: number, extraEstimates: readonly number[]): number {
  const sum = extraEstimates.reduce((total, estimate) => total + estimate, experiencePrice)
  return Math.round(sum * 100) / 100
}
