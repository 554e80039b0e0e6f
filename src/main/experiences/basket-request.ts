import type { z } from 'zod'
import type { ExperienceBookingRequestV1 } from '../../shared/api/experiences-v1-booking'
import { experienceTravelersFit, extraScopeProblem, programDayCount } from '../../shared/domain/experiences'
import { DeskError } from '../../shared/ipc'
import type { BookExperiencesInput } from '../../shared/ipc/experiences.contract'
import { itemReference } from './experience-lookup'

/**
 * A basket as the service's book call: each item's body (its toReference `<reference>/<n>`, the basket's
 * groupUuid), and the checks made before anything is sent, with the rules the screens use (shared/domain).
 */

type Input = z.output<typeof BookExperiencesInput>

/** Travelers and extras that the service would refuse, refused before sending (same rules as the screens). */
export function checkBasket(input: Input): void {
  for (const [index, item] of input.items.entries()) {
    const at = { item: index, experienceName: item.experienceName }
    const fit = experienceTravelersFit(item.party, item.travelers, item.startAt)
    if (!fit.fits) {
      throw new DeskError('INVALID_INPUT', `${item.experienceName}: ${fit.message}`, {
        ...at,
        param: `[${index}].travelers`,
        reason: fit.reason,
        expected: fit.expected,
        received: fit.received,
      })
    }
    const days = programDayCount(item.type, item.startAt, item.endAt)
    for (const [extraIndex, extra] of item.extras.entries()) {
      const problem = extraScopeProblem(extra, days)
      if (problem !== null) {
        throw new DeskError('INVALID_INPUT', `${item.experienceName}: ${problem}`, {
          ...at,
          param: `[${index}].extras[${extraIndex}]`,
        })
      }
    }
  }
}

export function bodyOf(
  input: Input,
  index: number,
  reference: string,
  groupUuid: string,
): ExperienceBookingRequestV1 {
  const item = input.items[index] as Input['items'][number]
  const { customer } = input
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    id: item.priceId,
    startAt: item.startAt,
    endAt: item.endAt,
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerEmail: customer.email,
    travelers: item.travelers,
    extras: item.extras,
    selectedHotels: item.selectedHotels,
    toReference: itemReference(reference, index),
    groupUuid,
    ...optional('customerInternalReference', input.customerInternalReference),
    ...optional('customerFileId', input.customerFileId),
    ...optional('customerPhoneNumber', customer.phone),
    ...optional('customerAddress', customer.address),
    ...optional('customerCity', customer.city),
    ...optional('customerZipCode', customer.zipCode),
    ...optional('customerCompany', customer.company),
    ...optional('note', item.note),
    ...optional('lang', input.locale),
  } as ExperienceBookingRequestV1
}
