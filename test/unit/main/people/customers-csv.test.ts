import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CustomerInput } from '../../../../src/shared/domain/people'
import { CUSTOMERS_CSV_HEADER, customersCsv } from '../../../../src/main/people/customers-csv'

const meta = { id: 'c-1', version: 1, updatedBy: 'A', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null }
const customer = {
  meta,
  service: 'sandbox',
  fileId: 'F-9',
  origin: 'desk' as const,
  customer: CustomerInput.parse({ lastName: '=HYPERLINK("http://x")', firstName: 'Anne', city: '+Nice' }),
}
const traveller = (firstName: string) => ({
  meta: { ...meta, id: `t-${firstName}` },
  customerId: 'c-1',
  profile: {
    gender: null,
    firstName,
    lastName: 'Lambert',
    birthdate: '2014-03-02',
    nationality: 'FR',
    loyaltyNumbers: '@AF 123',
    preferences: '',
    needs: '-gluten',
  },
  passportSealed: new Uint8Array([1, 2, 3]),
})

const parse = (csv: string): string[][] =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

describe('customers CSV export', () => {
  it('writes one line per traveller, the customer repeated, and makes formula cells harmless', () => {
    const rows = parse(customersCsv([{ customer, travellers: [traveller('Zoé'), traveller('Léo')] }]))
    expect(rows[0]).toEqual(CUSTOMERS_CSV_HEADER)
    expect(rows).toHaveLength(3)
    const line = Object.fromEntries(CUSTOMERS_CSV_HEADER.map((name, index) => [name, rows[1]?.[index]]))
    expect(line).toMatchObject({
      customerId: 'c-1',
      fileId: 'F-9',
      lastName: `'=HYPERLINK("http://x")`,
      city: "'+Nice",
      travellerFirstName: 'Zoé',
      travellerLoyaltyNumbers: "'@AF 123",
      travellerNeeds: "'-gluten",
    })
    expect(rows[2]?.[CUSTOMERS_CSV_HEADER.indexOf('travellerFirstName')]).toBe('Léo')
  })

  it('gives a customer without travellers one line, and never a passport column', () => {
    const rows = parse(customersCsv([{ customer, travellers: [] }]))
    expect(rows).toHaveLength(2)
    expect(CUSTOMERS_CSV_HEADER.some((name) => /passport/i.test(name))).toBe(false)
  })
})
