/**
 * The proposals list over 2,000 proposals of three options with three items each (issue 26): unsearched, a search
 * of one folded word, of two words, and a customer's proposals, at the repository with the service's summaries
 * (every matching proposal's content parsed by zod and its totals summed). Prints p50/max. Asserts nothing.
 */
import { randomUUID } from 'node:crypto'
import { attachAgencyStore } from '../../src/main/agency-store/agency-store'
import { insertProposal, listLiveProposals } from '../../src/main/agency-store/proposals.repo'
import { newRecordMeta } from '../../src/main/agency-store/record-meta'
import { searchWords } from '../../src/main/agency-store/search-fold'
import { openDatabase } from '../../src/main/db/connection'
import { proposalSummary } from '../../src/main/proposals/proposal-views'
import { ProposalInput } from '../../src/shared/domain/proposals'
import { benchSize } from './bench-size'

export const title = 'Proposals: the list over 2,000 proposals of 9 items'

const PROPOSALS = benchSize(2_000, 40)
const ROUNDS = benchSize(9, 2)
const HOTELS = [
  'Avenida Palácio',
  'Memmo Alfama',
  'Bairro Alto',
  'Pestana Vintage',
  'Le Méridien',
  'Eurostars',
]
const CITIES = ['Lisboa', 'Porto', 'Kraków', 'Zürich', 'Sevilla', 'Thessaloníki']
const CUSTOMERS = ['Lambért, Anne', 'Müller, Jonas', 'García, Lucía', 'Nguyen, Mei', 'Öztürk, Omar']

function figures(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const ms = (value: number): string => `${value.toFixed(1)} ms`
  return `p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)}`
}

function content(index: number, customerId: string): ProposalInput {
  const city = CITIES[index % CITIES.length] ?? ''
  const item = (option: number, slot: number) => ({
    kind: 'hotel',
    id: randomUUID(),
    hotel: {
      id: `h${slot}`,
      name: `Hotel ${HOTELS[(index + option + slot) % HOTELS.length] ?? ''}`,
      cityName: city,
    },
    checkIn: '2027-03-12',
    checkOut: '2027-03-15',
    rooms: [{ requested: { adults: 2 }, roomId: 'r', roomName: 'Double', net: 300, sell: 336.9 + slot }],
    currency: 'EUR',
    net: 300,
    sell: 336.9 + slot,
    addedAt: '2026-12-07T10:00:00.000Z',
  })
  return ProposalInput.parse({
    title: `${city} trip ${index}`,
    customerId: index % 10 === 0 ? customerId : null,
    customerName: CUSTOMERS[index % CUSTOMERS.length] ?? '',
    options: [0, 1, 2].map((option) => ({
      id: randomUUID(),
      items: [0, 1, 2].map((slot) => item(option, slot)),
    })),
  })
}

export async function run(): Promise<void> {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  const change = { by: 'Bench', at: new Date().toISOString() }
  const customerId = randomUUID()
  db.transaction(() => {
    for (let index = 0; index < PROPOSALS; index += 1)
      insertProposal(db, {
        meta: newRecordMeta(change),
        state: index % 3 === 0 ? 'sent' : 'draft',
        acceptedOptionId: null,
        createdBy: change.by,
        createdAt: change.at,
        content: content(index, customerId),
      })
  })()
  console.log(`  filled: ${PROPOSALS.toLocaleString('en')} proposals, 3 options of 3 items each`)
  const cases: [string, string, string | undefined][] = [
    ['no search, every proposal', '', undefined],
    ['one word, accents off ("lambert")', 'lambert', undefined],
    ['two words ("porto memmo")', 'porto memmo', undefined],
    ['no match ("xyzzy")', 'xyzzy', undefined],
    ["a customer's proposals", '', customerId],
  ]
  for (const [label, search, customer] of cases) {
    const samples: number[] = []
    let found = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now()
      found = listLiveProposals(db, { words: searchWords(search), customerId: customer }).map((stored) =>
        proposalSummary(stored, '2026-12-07'),
      ).length
      samples.push(performance.now() - start)
    }
    console.log(`  ${label}: ${found} found; ${figures(samples)}`)
  }
  db.close()
}
