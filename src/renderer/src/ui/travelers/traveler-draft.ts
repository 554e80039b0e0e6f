import { z } from 'zod'
import { TravelerInput } from '../../../../shared/api/bookings-v3'
import { ADULT_MIN_AGE, ageOn, type TravelerKind } from '../../../../shared/domain/travelers'

/**
 * A traveler as the agent types it, shared by the hotel booking form and the experiences basket (an experience
 * traveler is a hotel traveler of kind adult or child: spec, POST /api/v1/experiences/book), and the checks of its
 * fields by the request's own schema (TravelerInput), worded for the agent.
 */

export interface TravelerDraft<Kind extends string = TravelerKind> {
  key: string
  kind: Kind
  /** '' until chosen. */
  gender: '' | 'male' | 'female' | 'non_binary'
  firstName: string
  lastName: string
  birthdate: string
  nationality: string
  passportNumber: string
  expirationDate: string
}

let keys = 0
const nextKey = () => `t${++keys}`

export function emptyTraveler<Kind extends string>(kind: Kind, birthdate = ''): TravelerDraft<Kind> {
  return {
    key: nextKey(),
    kind,
    gender: '',
    firstName: '',
    lastName: '',
    birthdate,
    nationality: '',
    passportNumber: '',
    expirationDate: '',
  }
}

type Issue = z.core.$ZodIssue

/** A draft value as the request sends it: trimmed, and a blank optional field as null. */
export const asSent = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** A text field checked by the request's own schema for it; the first problem is worded for the agent. */
export function checkedBy(field: z.ZodType, wording: (issue: Issue, value: string) => string) {
  return z.string().superRefine((value, ctx) => {
    const checked = field.safeParse(asSent(value))
    const issue = checked.error?.issues[0]
    if (issue !== undefined) ctx.addIssue({ code: 'custom', message: wording(issue, value) })
  })
}

export const tooLong = (issue: Issue): string | null =>
  issue.code === 'too_big' ? `At most ${String(issue.maximum)} characters` : null
export const required = (label: string) => (issue: Issue) => tooLong(issue) ?? `${label} is required`
export const optionalText = (field: z.ZodType) =>
  checkedBy(field, (issue) => tooLong(issue) ?? 'Not accepted here')
export const isoDate = (label: string) => (issue: Issue, value: string) =>
  value.trim() === '' ? `${label} is required` : (tooLong(issue) ?? 'Enter a date as YYYY-MM-DD')

const traveler = TravelerInput.shape

/** Every field of a traveler but its kind (each form checks the kinds it offers). */
export const travelerFieldChecks = {
  gender: checkedBy(traveler.gender, () => 'Choose a gender'),
  firstName: checkedBy(traveler.firstName, required('First name')),
  lastName: checkedBy(traveler.lastName, required('Last name')),
  birthdate: checkedBy(traveler.birthdate, isoDate('Birthdate')),
  nationality: checkedBy(traveler.nationality, () => 'Two letters, e.g. FR'),
  passportNumber: optionalText(traveler.passportNumber),
  expirationDate: checkedBy(traveler.expirationDate, isoDate('Passport expiry')),
}

/** Does the birthdate read as a date the request accepts? */
export const birthdateReads = (birthdate: string): boolean =>
  traveler.birthdate.safeParse(asSent(birthdate)).success

function safeAge(birthdate: string, on: string): number | null {
  try {
    return ageOn(birthdate, on)
  } catch {
    return null
  }
}

/**
 * A traveler's birthdate against their kind on the day that counts (`onWords`: "check-in", "the start date"):
 * born after it, an adult under 18, a child of 18 or over. Null when it fits.
 */
export function birthdateProblem(
  kind: string,
  birthdate: string,
  on: string,
  onWords: string,
): string | null {
  const age = safeAge(birthdate, on)
  if (age === null) return `The birthdate is after ${onWords}`
  if (kind === 'adult' && age < ADULT_MIN_AGE)
    return `An adult must be ${ADULT_MIN_AGE} or over at ${onWords} (${age} then)`
  if (kind !== 'adult' && age >= ADULT_MIN_AGE) return `${age} at ${onWords}: list this traveler as an adult`
  return null
}

/** The passport must last the whole trip; null when it does or is not given. */
export function passportProblem(expirationDate: string, lastDay: string): string | null {
  if (expirationDate.trim() === '' || !traveler.expirationDate.safeParse(asSent(expirationDate)).success)
    return null
  return expirationDate < lastDay ? 'The passport expires before the end of the stay' : null
}
