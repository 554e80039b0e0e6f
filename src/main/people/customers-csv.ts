import Papa from 'papaparse'
import { CUSTOMER_IMPORT_FIELDS } from '../../shared/domain/people'
import type { StoredCustomer } from '../agency-store/customers.repo'
import type { StoredTraveller } from '../agency-store/travellers.repo'
import { guardFormula } from '../bookings/export/formula-guard'

const CUSTOMER_COLUMNS = CUSTOMER_IMPORT_FIELDS
const TRAVELLER_COLUMNS = [
  'travellerFirstName',
  'travellerLastName',
  'travellerGender',
  'travellerBirthdate',
  'travellerNationality',
  'travellerLoyaltyNumbers',
  'travellerPreferences',
  'travellerNeeds',
] as const

/** The header row: the field names, so that a file exported here imports again without a mapping. */
export const CUSTOMERS_CSV_HEADER = ['customerId', 'fileId', ...CUSTOMER_COLUMNS, ...TRAVELLER_COLUMNS]

/**
 * Customers and their travellers as CSV (papaparse, UTF-8 with a byte order mark for Excel, CRLF): one line per
 * traveller, the customer's columns repeated; a customer without travellers has one line with those columns
 * empty. Every text cell goes through the bookings export's formula guard. Passport numbers and expiries are
 * never exported: they are kept encrypted, and a CSV file would carry them in clear.
 */
export function customersCsv(
  customers: readonly { customer: StoredCustomer; travellers: StoredTraveller[] }[],
): string {
  const rows: string[][] = [CUSTOMERS_CSV_HEADER]
  for (const { customer, travellers } of customers) {
    const own = [
      customer.meta.id,
      customer.fileId ?? '',
      ...CUSTOMER_COLUMNS.map((key) => customer.customer[key]),
    ]
    const people = travellers.length === 0 ? [null] : travellers
    for (const traveller of people) {
      const profile = traveller?.profile
      rows.push(
        [
          ...own,
          profile?.firstName ?? '',
          profile?.lastName ?? '',
          profile?.gender ?? '',
          profile?.birthdate ?? '',
          profile?.nationality ?? '',
          profile?.loyaltyNumbers ?? '',
          profile?.preferences ?? '',
          profile?.needs ?? '',
        ].map(guardFormula),
      )
    }
  }
  return `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`
}
