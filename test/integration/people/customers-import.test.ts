import { describe, expect, it } from 'vitest'
import { fileSandbox, type TestCore } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'

/** A customers CSV imported through the channels: a preview, then all or nothing. */
const sandbox = fileSandbox()
const { desk } = sandbox

const HEADER = 'Prénom;Nom;E-mail;Ville;Pays;Traveller first name;Traveller last name;Traveller birthdate'

/** 50 customers, each with one traveller; `bad` replaces some lines (1-based data lines) with broken ones. */
function customersFile(bad: Record<number, string> = {}): Uint8Array {
  const lines = [HEADER]
  for (let n = 1; n <= 50; n += 1)
    lines.push(
      bad[n] ?? `Anne${n};Importée${n};anne${n}@example.test;Nice;fr;Zoé${n};Importée${n};2014-03-02`,
    )
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
}

describe('customers CSV import', () => {
  it('imports nothing when two lines are wrong and names both, then all 50 once fixed', async () => {
    const app = desk()
    const before = (await app.call('customers.list', { query: 'importee' })).total
    expect(before).toBe(0)

    const broken = customersFile({
      7: 'Anne7;;anne7@example.test;Nice;fr;Zoé7;Importée7;2014-03-02',
      31: 'Anne31;Importée31;not-an-address;Nice;fr;Zoé31;Importée31;02/03/2014',
    })
    const preview = await app.call('customers.importPreview', { file: app.core.files.acceptBytes(broken) })
    expect(preview).toMatchObject({
      columns: HEADER.split(';'),
      rowCount: 50,
      suggested: {
        firstName: 0,
        lastName: 1,
        email: 2,
        city: 3,
        country: 4,
        travellerFirstName: 5,
        travellerLastName: 6,
        travellerBirthdate: 7,
      },
    })
    expect(preview.firstRows[0]?.[1]).toBe('Importée1')
    expect(preview.problems.map((problem) => problem.line)).toEqual([8, 32])

    const refused = await app.call('customers.import', {
      importId: preview.importId,
      mapping: preview.suggested,
    })
    expect(refused).toEqual({
      imported: false,
      problems: [
        { line: 8, errors: [expect.stringMatching(/^lastName: /)] },
        {
          line: 32,
          errors: [expect.stringMatching(/^email: /), expect.stringMatching(/^travellerBirthdate: /)],
        },
      ],
    })
    expect((await app.call('customers.list', { query: 'importee' })).total).toBe(0)

    const fixed = await app.call('customers.importPreview', {
      file: app.core.files.acceptBytes(customersFile()),
    })
    expect(fixed.problems).toEqual([])
    expect(
      await app.call('customers.import', { importId: fixed.importId, mapping: fixed.suggested }),
    ).toEqual({
      imported: true,
      customersCreated: 50,
      customersMerged: 0,
      travellersCreated: 50,
    })
    const listed = await app.call('customers.list', { query: 'importee', limit: 500 })
    expect(listed.total).toBe(50)
    const one = listed.items.find((item) => item.displayName === 'Importée31, Anne31')
    expect(one).toMatchObject({ city: 'Nice', travellersCount: 1 })
    // The import id is used up: a second confirm cannot add the same 50 again.
    await expect(
      app.call('customers.import', { importId: fixed.importId, mapping: fixed.suggested }),
    ).rejects.toThrow(/INVALID_INPUT.*imported already/)
  })

  it('merges a line naming a known service file or desk customer instead of duplicating it', async () => {
    const app = desk()
    // A booking made without a chosen customer: the service made a file, the desk sees it as a customer.
    const stay = await shownStay(app, sandbox.server, { checkInInDays: 45 })
    const booked = await app.call('hotels.book', {
      request: {
        ...stay.request,
        customer: { firstName: 'Leopold', lastName: 'Harrowgate', email: 'l.harrowgate@example.test' },
      },
    })
    const fileId = booked.booking.customer.fileId
    expect(fileId).toBeTruthy()
    const known = (await app.call('customers.list', { query: 'harrowgate' })).items
    expect(known).toMatchObject([{ fileId, origin: 'service' }])
    const deskMade = await app.call('customers.save', { customer: { lastName: 'Fennimore' } })

    const csv = [
      'customerId,fileId,firstName,lastName,phoneNumber,travellerFirstName,travellerLastName,travellerBirthdate',
      `,${fileId},Leopold,Harrowgate,+33 6 12 34 56 78,Leopold,Harrowgate,1970-05-04`,
      `,${fileId},Leopold,Harrowgate,+33 6 12 34 56 78,Clementine,Harrowgate,2012-09-30`,
      `${deskMade.id},,Rosalind,Fennimore,,,,`,
      `,UNKNOWN-FILE-77,Bartholomew,Quayle,,,,`,
    ].join('\n')
    const imported = await importText(app, csv)
    expect(imported).toEqual({
      imported: true,
      customersCreated: 1,
      customersMerged: 2,
      travellersCreated: 2,
    })
    const harrowgate = await app.call('customers.list', { query: 'harrowgate' })
    expect(harrowgate.items).toMatchObject([
      { id: known[0]?.id, fileId, travellersCount: 2, bookingsCount: 1 },
    ])
    const detail = await app.call('customers.get', { id: known[0]?.id ?? '' })
    // What the desk had is kept; an empty field takes the file's value.
    expect(detail.record).toMatchObject({
      origin: 'service',
      version: 2,
      customer: { firstName: 'Leopold', lastName: 'Harrowgate', phoneNumber: '+33 6 12 34 56 78' },
    })
    const fennimore = await app.call('customers.get', { id: deskMade.id })
    expect(fennimore.record.customer).toMatchObject({ firstName: 'Rosalind', lastName: 'Fennimore' })
    expect((await app.call('customers.list', { query: 'quayle' })).items).toMatchObject([
      { fileId: 'UNKNOWN-FILE-77', origin: 'desk' },
    ])

    // The desk's own export imports again onto the same customers: nothing is duplicated.
    const exported = await app.call('customers.export', { query: '' })
    const total = (await app.call('customers.list', {})).total
    if (exported.outcome !== 'download') throw new Error('the web host hands a download')
    const file = app.core.downloads.take(exported.url.split('/').pop() ?? '')
    const again = await importText(app, new TextDecoder().decode(file?.bytes))
    expect(again).toMatchObject({ imported: true, customersCreated: 0, travellersCreated: 0 })
    expect((await app.call('customers.list', {})).total).toBe(total)
  })

  it('imports a French file: headers mapped, semicolons, the customer as its own traveller', async () => {
    const app = desk()
    // As Excel in French saves it: semicolons, a byte order mark, accents in headers and cells.
    const csv = [
      '\uFEFFCivilité;Nom;Prénom;Société;Courriel;Téléphone;Adresse;Code postal;Ville;Pays;' +
        'Date de naissance;Sexe;Nationalité;N° de passeport;Expiration du passeport',
      'Mme;Bérénger;Éloïse;Voyages Azur;eloise.berenger@example.test;+33 4 93 00 00 01;' +
        '12 rue des Lilas;06000;Nice;fr;1984-11-23;F;fr;19FR87654;2031-06-30',
      'M.;Quéméner;Yannick;;y.quemener@example.test;;;29000;Quimper;FR;;;;;',
    ].join('\r\n')
    const preview = await app.call('customers.importPreview', {
      file: app.core.files.acceptBytes(new TextEncoder().encode(csv)),
    })
    expect(preview.suggested).toEqual({
      lastName: 1,
      firstName: 2,
      company: 3,
      email: 4,
      phoneNumber: 5,
      address: 6,
      zipCode: 7,
      city: 8,
      country: 9,
      travellerBirthdate: 10,
      travellerGender: 11,
      travellerNationality: 12,
      travellerPassportNumber: 13,
      travellerPassportExpiry: 14,
    })
    expect(preview.problems).toEqual([])
    expect(
      await app.call('customers.import', { importId: preview.importId, mapping: preview.suggested }),
    ).toEqual({ imported: true, customersCreated: 2, customersMerged: 0, travellersCreated: 1 })

    const [berenger] = (await app.call('customers.list', { query: 'berenger' })).items
    expect(berenger).toMatchObject({ city: 'Nice', travellersCount: 1 })
    const detail = await app.call('customers.get', { id: berenger?.id ?? '' })
    expect(detail.record.customer).toMatchObject({
      firstName: 'Éloïse',
      lastName: 'Bérénger',
      company: 'Voyages Azur',
      email: 'eloise.berenger@example.test',
      zipCode: '06000',
      country: 'FR',
    })
    expect(detail.travellers.map((record) => record.traveller)).toMatchObject([
      {
        firstName: 'Éloïse',
        lastName: 'Bérénger',
        birthdate: '1984-11-23',
        gender: 'female',
        nationality: 'FR',
        passportNumber: '19FR87654',
        passportExpiry: '2031-06-30',
      },
    ])
    expect((await app.call('customers.list', { query: 'quemener' })).items).toMatchObject([
      { city: 'Quimper', travellersCount: 0 },
    ])
  })
})

async function importText(app: TestCore, text: string) {
  const preview = await app.call('customers.importPreview', {
    file: app.core.files.acceptBytes(new TextEncoder().encode(text)),
  })
  expect(preview.problems).toEqual([])
  return app.call('customers.import', { importId: preview.importId, mapping: preview.suggested })
}
