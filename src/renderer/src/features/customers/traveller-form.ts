import { TravellerInput, type TravellerRecord } from '../../../../shared/domain/people'

/** A traveller as the form holds it: every field text ('' for none), as Mantine's inputs want. */
export interface TravellerFormValues {
  gender: '' | 'male' | 'female' | 'non_binary'
  firstName: string
  lastName: string
  birthdate: string
  nationality: string
  passportNumber: string
  passportExpiry: string
  loyaltyNumbers: string
  preferences: string
  needs: string
}

export const EMPTY_TRAVELLER_FORM: TravellerFormValues = {
  gender: '',
  firstName: '',
  lastName: '',
  birthdate: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  loyaltyNumbers: '',
  preferences: '',
  needs: '',
}

export function travellerFormValues(record: TravellerRecord): TravellerFormValues {
  const t = record.traveller
  return {
    gender: t.gender ?? '',
    firstName: t.firstName,
    lastName: t.lastName,
    birthdate: t.birthdate ?? '',
    nationality: t.nationality ?? '',
    passportNumber: t.passportNumber,
    passportExpiry: t.passportExpiry ?? '',
    loyaltyNumbers: t.loyaltyNumbers,
    preferences: t.preferences,
    needs: t.needs,
  }
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** The form's values checked by the contract's schema: the traveller to save, or the problems by field. */
export function checkTravellerForm(
  values: TravellerFormValues,
): { traveller: TravellerInput; errors: null } | { traveller: null; errors: Record<string, string> } {
  const parsed = TravellerInput.safeParse({
    ...values,
    gender: values.gender === '' ? null : values.gender,
    birthdate: orNull(values.birthdate),
    nationality: orNull(values.nationality.toUpperCase()),
    passportExpiry: orNull(values.passportExpiry),
  })
  if (parsed.success) return { traveller: parsed.data, errors: null }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'firstName')
    errors[field] ??= issue.message
  }
  return { traveller: null, errors }
}
