import type { ImportField } from '../../../../../shared/domain/people'

/** The fields a column can fill, as the agent reads them in the mapping selects. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  email: 'E-mail',
  phoneNumber: 'Phone',
  address: 'Address',
  additionalAddress: 'Address (more)',
  zipCode: 'Zip code',
  city: 'City',
  country: 'Country',
  travellerFirstName: 'Traveller: first name',
  travellerLastName: 'Traveller: last name',
  travellerGender: 'Traveller: gender',
  travellerBirthdate: 'Traveller: birthdate',
  travellerNationality: 'Traveller: nationality',
  travellerPassportNumber: 'Traveller: passport number',
  travellerPassportExpiry: 'Traveller: passport expiry',
  travellerLoyaltyNumbers: 'Traveller: loyalty numbers',
  travellerPreferences: 'Traveller: preferences',
  travellerNeeds: 'Traveller: needs',
  customerId: 'Customer id (this desk)',
  fileId: 'Customer file (service)',
}

/** A problem says "lastName: ..."; the agent reads "Last name: ...". */
export function problemInWords(problem: string): string {
  const colon = problem.indexOf(': ')
  const field = problem.slice(0, colon) as ImportField
  return colon > 0 && field in IMPORT_FIELD_LABELS
    ? `${IMPORT_FIELD_LABELS[field]}${problem.slice(colon)}`
    : problem
}
