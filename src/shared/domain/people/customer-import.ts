import { z } from 'zod'
import { CustomerInput, TravellerInput } from './people'

/**
 * Customers (and optionally one traveller a line) imported from a CSV file. What a column means is the agent's
 * mapping, suggested from the header; every line is checked with the same schemas a customer typed on the desk
 * is, so an import never stores what the form would refuse. A file exported by the desk imports with no mapping
 * change: its headers are the field names.
 */

export const CUSTOMER_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phoneNumber',
  'address',
  'additionalAddress',
  'zipCode',
  'city',
  'country',
] as const satisfies readonly (keyof CustomerInput)[]

export const TRAVELLER_IMPORT_FIELDS = [
  'travellerFirstName',
  'travellerLastName',
  'travellerGender',
  'travellerBirthdate',
  'travellerNationality',
  'travellerPassportNumber',
  'travellerPassportExpiry',
  'travellerLoyaltyNumbers',
  'travellerPreferences',
  'travellerNeeds',
] as const

/**
 * What links a line to a customer the desk knows: its id on this desk, or the service's customer file (the desk's
 * own export has both). A line naming one merges with that customer instead of making another.
 */
export const LINK_IMPORT_FIELDS = ['customerId', 'fileId'] as const

export const IMPORT_FIELDS = [
  ...CUSTOMER_IMPORT_FIELDS,
  ...TRAVELLER_IMPORT_FIELDS,
  ...LINK_IMPORT_FIELDS,
] as const
export const ImportField = z.enum(IMPORT_FIELDS)
export type ImportField = z.infer<typeof ImportField>

/** Which column (by index in the file) fills each field; a field left out stays empty. */
export const ImportMapping = z.partialRecord(ImportField, z.number().int().min(0).max(499))
export type ImportMapping = z.infer<typeof ImportMapping>

/**
 * Header words (folded: lower case, no accents, no spaces or punctuation) that suggest a field, best first. French
 * files name their columns "Prénom", "Nom de famille", "Courriel", "Code postal", "Date de naissance",
 * "Passeport"...: an agency exports them from Excel or its old CRM in the agents' language.
 */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'givenname', 'forename', 'prenom', 'vorname', 'nombre', 'first', 'prenomclient'],
  lastName: [
    'lastname',
    'surname',
    'familyname',
    'nom',
    'nomdefamille',
    'nomclient',
    'nachname',
    'apellido',
    'apellidos',
    'last',
    'name',
  ],
  company: [
    'company',
    'organisation',
    'organization',
    'societe',
    'firma',
    'empresa',
    'entreprise',
    'raisonsociale',
    'companyname',
    'nomdelasociete',
  ],
  email: [
    'email',
    'mail',
    'emailaddress',
    'courriel',
    'adresseemail',
    'adressemail',
    'adressecourriel',
    'mel',
  ],
  phoneNumber: [
    'phone',
    'phonenumber',
    'telephone',
    'tel',
    'mobile',
    'telefon',
    'telefono',
    'portable',
    'telephoneportable',
    'numerodetelephone',
    'cellphone',
  ],
  address: ['address', 'street', 'adresse', 'strasse', 'direccion', 'address1', 'rue', 'adressepostale'],
  additionalAddress: [
    'additionaladdress',
    'address2',
    'addressline2',
    'complement',
    'complementdadresse',
    'adresse2',
    'complementadresse',
  ],
  zipCode: ['zip', 'zipcode', 'postcode', 'postalcode', 'codepostal', 'plz', 'cp'],
  city: ['city', 'town', 'ville', 'stadt', 'ciudad', 'localite', 'commune'],
  country: ['country', 'countrycode', 'pays', 'land', 'pais', 'codepays'],
  travellerFirstName: [
    'travellerfirstname',
    'travelerfirstname',
    'paxfirstname',
    'prenomduvoyageur',
    'prenomvoyageur',
    'voyageurprenom',
  ],
  travellerLastName: [
    'travellerlastname',
    'travelerlastname',
    'paxlastname',
    'nomduvoyageur',
    'nomvoyageur',
    'voyageurnom',
  ],
  travellerGender: ['travellergender', 'travelergender', 'gender', 'sex', 'sexe', 'genre'],
  travellerBirthdate: [
    'travellerbirthdate',
    'travelerbirthdate',
    'birthdate',
    'dateofbirth',
    'dob',
    'datedenaissance',
    'naissance',
    'birthday',
    'datenaissance',
  ],
  travellerNationality: ['travellernationality', 'travelernationality', 'nationality', 'nationalite'],
  travellerPassportNumber: [
    'travellerpassportnumber',
    'travelerpassportnumber',
    'passportnumber',
    'passport',
    'passeport',
    'numerodepasseport',
    'numeropasseport',
    'passportno',
    'ndepasseport',
    'nopasseport',
  ],
  travellerPassportExpiry: [
    'travellerpassportexpiry',
    'travelerpassportexpiry',
    'passportexpiry',
    'passportexpirydate',
    'expirationdupasseport',
    'expirationpasseport',
    'datedexpirationdupasseport',
    'passeportvalidejusquau',
  ],
  travellerLoyaltyNumbers: [
    'travellerloyaltynumbers',
    'travelerloyaltynumbers',
    'loyaltynumbers',
    'loyalty',
    'fidelite',
    'cartesdefidelite',
    'numerosdefidelite',
  ],
  travellerPreferences: ['travellerpreferences', 'travelerpreferences', 'preferences'],
  travellerNeeds: [
    'travellerneeds',
    'travelerneeds',
    'needs',
    'dietaryneeds',
    'besoins',
    'besoinsparticuliers',
    'regimealimentaire',
  ],
  customerId: ['customerid'],
  fileId: ['fileid', 'customerfileid', 'customerfile'],
}

const LONGEST_WORD_LIST = Math.max(...Object.values(HEADER_WORDS).map((words) => words.length))

const foldHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** Each field the header names, to the first column naming it; a column fills one field at most. */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const folded = headers.map(foldHeader)
  const mapping: ImportMapping = {}
  const taken = new Set<number>()
  // Exact words first, field by field in the order of their lists: "name" only goes to lastName when no
  // column says "last name".
  for (let rank = 0; rank < LONGEST_WORD_LIST; rank += 1) {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field] !== undefined) continue
      const word = HEADER_WORDS[field][rank]
      if (word === undefined) continue
      const column = folded.findIndex((header, index) => header === word && !taken.has(index))
      if (column < 0) continue
      mapping[field] = column
      taken.add(column)
    }
  }
  return mapping
}

export interface CheckedImportRow {
  customer: CustomerInput
  traveller: TravellerInput | null
  /** The known customer this line names (LINK_IMPORT_FIELDS); null: none. */
  link: { customerId: string | null; fileId: string | null }
}

const LinkCells = z.object({
  customerId: z.union([
    z.literal(''),
    z.uuid('Not a customer id of this desk (leave it empty for a new one)'),
  ]),
  fileId: z.string().max(100, 'A customer file has at most 100 characters'),
})

export interface ImportRowProblem {
  /** The line in the file (the header is line 1). */
  line: number
  /** "lastName: Enter the last name ..." per problem. */
  errors: string[]
}

const cell = (row: readonly string[], column: number | undefined): string =>
  column === undefined ? '' : (row[column] ?? '').trim()

/**
 * One line checked: the customer with CustomerInput, the traveller (when any traveller column has a value) with
 * TravellerInput. Empty cells of nullable traveller fields read as null; a country or nationality is upper-cased
 * (a file saying "fr" means FR).
 */
export function checkImportRow(
  row: readonly string[],
  mapping: ImportMapping,
): { ok: CheckedImportRow } | { errors: string[] } {
  const errors: string[] = []
  const customerDraft: Record<string, string> = {}
  for (const field of CUSTOMER_IMPORT_FIELDS) customerDraft[field] = cell(row, mapping[field])
  customerDraft.country = customerDraft.country?.toUpperCase() ?? ''
  const customer = CustomerInput.safeParse(customerDraft)
  if (!customer.success)
    errors.push(...customer.error.issues.map((issue) => `${fieldOf(issue.path)}: ${issue.message}`))

  const travellerCells = TRAVELLER_IMPORT_FIELDS.map((field) => cell(row, mapping[field]))
  let traveller: TravellerInput | null = null
  if (travellerCells.some((value) => value !== '')) {
    const [
      firstName,
      lastName,
      gender,
      birthdate,
      nationality,
      passportNumber,
      passportExpiry,
      loyalty,
      prefs,
      needs,
    ] = travellerCells
    // A file of people with a birthdate or passport but no traveller name columns (one person a line, as French
    // agency files often are): the customer travels themself.
    const selfTravels = firstName === '' && lastName === ''
    const parsed = TravellerInput.safeParse({
      firstName: selfTravels ? customerDraft.firstName : firstName,
      lastName: selfTravels ? customerDraft.lastName : lastName,
      gender: gender === '' || gender === undefined ? null : genderOf(gender),
      birthdate: birthdate === '' ? null : birthdate,
      nationality: nationality === '' ? null : nationality?.toUpperCase(),
      passportNumber,
      passportExpiry: passportExpiry === '' ? null : passportExpiry,
      loyaltyNumbers: loyalty,
      preferences: prefs,
      needs,
    })
    if (parsed.success) traveller = parsed.data
    else
      errors.push(...parsed.error.issues.map((issue) => `${travellerFieldOf(issue.path)}: ${issue.message}`))
  }
  const link = LinkCells.safeParse({
    customerId: cell(row, mapping.customerId),
    fileId: cell(row, mapping.fileId),
  })
  if (!link.success)
    errors.push(...link.error.issues.map((issue) => `${fieldOf(issue.path)}: ${issue.message}`))
  if (errors.length > 0 || !customer.success || !link.success) return { errors }
  const orNull = (value: string): string | null => (value === '' ? null : value)
  return {
    ok: {
      customer: customer.data,
      traveller,
      link: { customerId: orNull(link.data.customerId), fileId: orNull(link.data.fileId) },
    },
  }
}

/** Gender words of a file, in English or French ("Homme", "F"); anything else goes to the schema as written. */
const GENDER_WORDS: Record<string, string> = {
  m: 'male',
  h: 'male',
  homme: 'male',
  masculin: 'male',
  f: 'female',
  femme: 'female',
  feminin: 'female',
  nonbinaire: 'non_binary',
  nonbinary: 'non_binary',
}
const genderOf = (value: string): string => {
  const folded = foldHeader(value)
  return GENDER_WORDS[folded] ?? value.toLowerCase()
}

const fieldOf = (path: readonly PropertyKey[]): string => String(path[0] ?? 'row')
const travellerFieldOf = (path: readonly PropertyKey[]): string => {
  const field = String(path[0] ?? '')
  return field === '' ? 'traveller' : `traveller${field.charAt(0).toUpperCase()}${field.slice(1)}`
}
