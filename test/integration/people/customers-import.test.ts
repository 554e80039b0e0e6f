import { describe, expect, it } from 'vitest'
import { fileSandbox } from '../core/fixtures'

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
})
