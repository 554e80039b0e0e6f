/**
 * The customers list over 10,000 customers (30,000 travellers, 20,000 cached bookings of their files): a search
 * of a word, of two words, of a phone number part, and the unsearched first page sorted by next trip, at the
 * repository. Issue 27 asks for < 50 ms per search. Prints p50/max. Asserts nothing.
 */
import { attachAgencyStore } from '../../src/main/agency-store/agency-store'
import { listCustomerPage } from '../../src/main/agency-store/customer-list.repo'
import { insertCustomer, reindexCustomer } from '../../src/main/agency-store/customers.repo'
import { newRecordMeta } from '../../src/main/agency-store/record-meta'
import { insertTraveller } from '../../src/main/agency-store/travellers.repo'
import { openDatabase } from '../../src/main/db/connection'
import { run as runSql } from '../../src/main/db/statements'
import { benchSize } from './bench-size'

export const title = 'Customers: search and sort over 10,000 customers'

const CUSTOMERS = benchSize(10_000, 200)
const ROUNDS = benchSize(9, 2)
const LAST = [
  'Lambert',
  'Müller',
  'García',
  'Nguyen',
  'Kowalski',
  'Rossi',
  'Dubois',
  'Öztürk',
  'Silva',
  'Smith',
]
const FIRST = ['Anne', 'Hélène', 'José', 'Zoé', 'Ivan', 'Mei', 'Omar', 'Lucía', 'Jonas', 'Ada']
const CITIES = ['Besançon', 'Zürich', 'Kraków', 'Lisboa', 'Köln', 'Sevilla', 'Nantes', 'Porto']

function figures(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const ms = (value: number): string => `${value.toFixed(1)} ms`
  return `p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)}`
}

export async function run(): Promise<void> {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  const change = { by: 'Bench', at: new Date().toISOString() }
  db.transaction(() => {
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const lastName = `${LAST[index % LAST.length] ?? ''}${index}`
      const fileId = `F${index}`
      const meta = newRecordMeta(change)
      insertCustomer(db, meta, {
        service: 'sandbox',
        fileId,
        origin: 'service',
        customer: {
          firstName: FIRST[index % FIRST.length] ?? '',
          lastName,
          company: index % 5 === 0 ? `Voyages ${index}` : '',
          email: `c${index}@example.test`,
          phoneNumber: `+33 6 ${String(index).padStart(8, '0')}`,
          address: '',
          additionalAddress: '',
          zipCode: '',
          city: CITIES[index % CITIES.length] ?? '',
          country: '',
        },
      })
      for (let child = 0; child < 3; child += 1)
        insertTraveller(db, newRecordMeta(change), {
          customerId: meta.id,
          profile: {
            gender: null,
            firstName: `${FIRST[(index + child) % FIRST.length] ?? ''}`,
            lastName,
            birthdate: null,
            nationality: null,
            loyaltyNumbers: '',
            preferences: '',
            needs: '',
          },
          passportSealed: null,
        })
      reindexCustomer(db, meta.id)
      for (let booking = 0; booking < 2; booking += 1)
        runSql(
          db,
          `INSERT INTO bookings (id, state, kind, check_in, check_out, created_at, customer_first_name,
             customer_last_name, total_price, currency, fetched_at, customer_file_id)
           VALUES (?, 'confirmed', 'hotel', ?, ?, ?, '', ?, 500, 'EUR', ?, ?)`,
          `B${index}-${booking}`,
          `2026-${String((index % 12) + 1).padStart(2, '0')}-10`,
          `2026-${String((index % 12) + 1).padStart(2, '0')}-14`,
          change.at,
          lastName,
          change.at,
          fileId,
        )
    }
  })()
  console.log(`  filled: ${CUSTOMERS.toLocaleString('en')} customers, 3 travellers and 2 bookings each`)
  const cases: [string, string, 'name' | 'nextTrip'][] = [
    ['one word, accents off ("muller")', 'muller', 'name'],
    ['two words ("zoe besancon")', 'zoe besancon', 'name'],
    ['phone part ("00004")', '00004', 'name'],
    ['no match ("xyzzy")', 'xyzzy', 'name'],
    ['no query, by next trip', '', 'nextTrip'],
  ]
  for (const [label, query, sort] of cases) {
    const samples: number[] = []
    let total = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now()
      total = listCustomerPage(db, {
        query,
        sort,
        limit: 100,
        offset: 0,
        service: 'sandbox',
        today: '2026-06-01',
      }).total
      samples.push(performance.now() - start)
    }
    console.log(`  ${label}: ${total} found; ${figures(samples)}`)
  }
  db.close()
}
