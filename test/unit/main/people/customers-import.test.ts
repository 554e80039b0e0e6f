import { describe, expect, it } from 'vitest'
import { checkImportRow, suggestMapping } from '../../../../src/shared/domain/people'
import { checkTable, groupByCustomer, readCsvTable } from '../../../../src/main/people/customers-import'
import { CUSTOMERS_CSV_HEADER, customersCsv } from '../../../../src/main/people/customers-csv'
import { CustomerInput } from '../../../../src/shared/domain/people'

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('customers CSV import: the mapping suggested from the header', () => {
  it('maps common header names in several languages, each column once', () => {
    expect(
      suggestMapping(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Code postal', 'Ville', 'Pays', 'Notes']),
    ).toEqual({ firstName: 0, lastName: 1, email: 2, phoneNumber: 3, zipCode: 4, city: 5, country: 6 })
    // "Name" is the last name only when no column says "last name".
    expect(suggestMapping(['Name', 'Last name'])).toEqual({ lastName: 1 })
  })

  it('maps French headers and other spellings, accents, case and punctuation aside', () => {
    expect(
      suggestMapping([
        'NOM',
        'prénom',
        'Courriel',
        'Téléphone portable',
        'Société',
        'Adresse',
        "Complément d'adresse",
        'Code Postal',
        'VILLE',
        'Pays',
        'Date de naissance',
        'Nationalité',
        'N° de passeport',
        "Date d'expiration du passeport",
        'Fidélité',
        'Régime alimentaire',
        'Sexe',
      ]),
    ).toEqual({
      lastName: 0,
      firstName: 1,
      email: 2,
      phoneNumber: 3,
      company: 4,
      address: 5,
      additionalAddress: 6,
      zipCode: 7,
      city: 8,
      country: 9,
      travellerBirthdate: 10,
      travellerNationality: 11,
      travellerPassportNumber: 12,
      travellerPassportExpiry: 13,
      travellerLoyaltyNumbers: 14,
      travellerNeeds: 15,
      travellerGender: 16,
    })
    expect(suggestMapping(['E-mail', 'Téléphone', 'Passeport', 'Nom de famille'])).toEqual({
      email: 0,
      phoneNumber: 1,
      travellerPassportNumber: 2,
      lastName: 3,
    })
    // The customer's names and the traveller's names in one French file: each to its own field.
    expect(
      suggestMapping(['Nom', 'Prénom', 'Nom du voyageur', 'Prénom du voyageur', 'Date de naissance']),
    ).toEqual({
      lastName: 0,
      firstName: 1,
      travellerLastName: 2,
      travellerFirstName: 3,
      travellerBirthdate: 4,
    })
  })

  it('maps the desk export header to the same fields with no change', () => {
    const mapping = suggestMapping(CUSTOMERS_CSV_HEADER)
    expect(mapping.lastName).toBe(CUSTOMERS_CSV_HEADER.indexOf('lastName'))
    expect(mapping.travellerBirthdate).toBe(CUSTOMERS_CSV_HEADER.indexOf('travellerBirthdate'))
    expect(mapping.travellerFirstName).toBe(CUSTOMERS_CSV_HEADER.indexOf('travellerFirstName'))
  })
})

describe('customers CSV import: one line checked', () => {
  const mapping = {
    firstName: 0,
    lastName: 1,
    email: 2,
    country: 3,
    travellerFirstName: 4,
    travellerLastName: 5,
    travellerBirthdate: 6,
  }

  it('accepts a customer without travellers, upper-casing the country', () => {
    expect(checkImportRow(['Anne', 'Lambert', 'anne@example.test', 'fr', '', '', ''], mapping)).toEqual({
      ok: {
        customer: expect.objectContaining({ lastName: 'Lambert', country: 'FR' }),
        traveller: null,
        link: { customerId: null, fileId: null },
      },
    })
  })

  it('takes the customer as the traveller when a line has traveller details but no traveller name', () => {
    const french = suggestMapping(['Nom', 'Prénom', 'Date de naissance', 'Sexe', 'Passeport'])
    const checked = checkImportRow(['Lambert', 'Anne', '1980-05-04', 'Femme', '12AB34567'], french)
    expect(checked).toEqual({
      ok: expect.objectContaining({
        customer: expect.objectContaining({ firstName: 'Anne', lastName: 'Lambert' }),
        traveller: expect.objectContaining({
          firstName: 'Anne',
          lastName: 'Lambert',
          gender: 'female',
          birthdate: '1980-05-04',
          passportNumber: '12AB34567',
        }),
      }),
    })
    expect(checkImportRow(['Durand', 'Marc', '', 'H', ''], french)).toMatchObject({
      ok: { traveller: { firstName: 'Marc', gender: 'male', birthdate: null } },
    })
    expect(checkImportRow(['Durand', 'Marc', '', 'martian', ''], french)).toEqual({
      errors: [expect.stringMatching(/^travellerGender: /)],
    })
  })

  it('refuses a customer id that is not one of a desk', () => {
    const withId = { ...mapping, customerId: 7 }
    const checked = checkImportRow(['Anne', 'Lambert', '', '', '', '', '', 'c-1'], withId)
    expect('errors' in checked && checked.errors).toEqual([expect.stringMatching(/^customerId: /)])
  })

  it('names every problem of a line by its field', () => {
    const checked = checkImportRow(['Anne', '', 'not-an-email', 'France', 'Zoé', '', '02/03/2014'], mapping)
    expect('errors' in checked && checked.errors.map((error) => error.split(':')[0])).toEqual([
      'lastName',
      'email',
      'country',
      'travellerLastName',
      'travellerBirthdate',
    ])
  })
})

describe('customers CSV import: the file read', () => {
  it('reads semicolon files with a byte order mark, skipping blank lines, numbering lines as a spreadsheet does', () => {
    const table = readCsvTable(bytes('\uFEFFnom;prénom\nLambert;Anne\n\nDurand;\n'))
    expect(table.columns).toEqual(['nom', 'prénom'])
    expect(table.rows).toEqual([
      { line: 2, cells: ['Lambert', 'Anne'] },
      { line: 3, cells: ['Durand', ''] },
    ])
  })

  it('refuses a file that is not UTF-8', () => {
    expect(() => readCsvTable(new Uint8Array([0x6e, 0x6f, 0x6d, 0x0a, 0xe9, 0x0a]))).toThrow(/UTF-8/)
  })

  it('groups lines of the same customer into one customer with their travellers', () => {
    const table = readCsvTable(
      bytes(
        'lastName,firstName,travellerFirstName,travellerLastName\nLambert,Anne,Zoé,Lambert\nLambert,Anne,Léo,Lambert\nDurand,Paul,,\n',
      ),
    )
    const { rows, problems } = checkTable(table, suggestMapping(table.columns))
    expect(problems).toEqual([])
    const groups = groupByCustomer(rows)
    expect(
      groups.map((group) => [group.customer.lastName, group.travellers.map((t) => t.firstName)]),
    ).toEqual([
      ['Lambert', ['Zoé', 'Léo']],
      ['Durand', []],
    ])
  })
})

describe('customers CSV import: the desk export read back', () => {
  it('imports what the export wrote: the customer once, with both travellers', () => {
    const id = '6f1c2e4a-8b1d-4c3e-9a7f-0d2b5e8c1a34'
    const meta = { id, version: 1, updatedBy: 'A', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null }
    const customer = CustomerInput.parse({ lastName: 'Lambert', firstName: 'Anne', country: 'FR' })
    const traveller = (firstName: string) => ({
      meta: { ...meta, id: `t-${firstName}` },
      customerId: id,
      profile: {
        gender: null,
        firstName,
        lastName: 'Lambert',
        birthdate: '2014-03-02',
        nationality: 'FR',
        loyaltyNumbers: '',
        preferences: '',
        needs: '',
      },
      passportSealed: null,
    })
    const csv = customersCsv([
      {
        customer: { meta, service: 'sandbox', fileId: 'F-204', origin: 'desk', customer },
        travellers: [traveller('Zoé'), traveller('Léo')],
      },
    ])
    const table = readCsvTable(bytes(csv))
    const { rows, problems } = checkTable(table, suggestMapping(table.columns))
    expect(problems).toEqual([])
    const [group, ...others] = groupByCustomer(rows)
    expect(others).toEqual([])
    expect(group?.customer).toEqual(customer)
    // The customer's id and file come back too: the import merges the lines into that customer.
    expect(group?.link).toEqual({ customerId: id, fileId: 'F-204' })
    expect(group?.travellers.map((t) => [t.firstName, t.birthdate, t.nationality])).toEqual([
      ['Zoé', '2014-03-02', 'FR'],
      ['Léo', '2014-03-02', 'FR'],
    ])
  })
})
