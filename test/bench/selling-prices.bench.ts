/**
 * Selling prices on the renderer (issue 25): what the screens add to show them, p50/p95 over repeated runs, beside
 * the same screen's work without them. A 500-hotel results page (each hotel's "from" price and four room previews,
 * 2,500 prices each priced on its own product; the cards a virtualized list renders formatted as the SellingPrice
 * display shows them) with 20 rules of every scope, and the 10,000-booking list's selling and margin columns from
 * frozen sales (every row's values, sorted by margin, the visible rows formatted). Asserts nothing.
 */
import {
  hotelProductsFor,
  makePricer,
  marginPercent,
  type MarkupRuleInput,
  type SellingPrice,
} from '../../src/shared/domain/markup'
import { formatMoney } from '../../src/shared/domain/money'
import { random } from './bookings-demo'
import { benchSize } from './bench-size'

export const title =
  'Selling prices: a 500-hotel results page and the 10,000-booking list, with and without rules'

const ROUNDS = benchSize(200, 12)
const LOCALE = 'en-GB'

type Rule = MarkupRuleInput & { id: string }

const base = (id: string, partial: Partial<MarkupRuleInput>): Rule => ({
  id,
  scope: { kind: 'everything' },
  productKind: null,
  percent: 10,
  fixed: null,
  rounding: { kind: 'none' },
  minimumMargin: null,
  note: '',
  ...partial,
})

/** Twenty rules of every scope, as an agency with a few contracts and destinations would keep them. */
function twentyRules(): Rule[] {
  return [
    base('all', { percent: 8 }),
    base('hotels', { productKind: 'hotel', percent: 12, rounding: { kind: 'ending', ending: '.90' } }),
    base('experiences', { productKind: 'experience', fixed: { amount: 8, currency: 'EUR', per: 'person' } }),
    ...[1, 2, 3, 4, 5].map((stars) =>
      base(`stars-${stars}`, {
        scope: { kind: 'stars', stars },
        percent: 10 + stars,
        rounding: { kind: 'whole' },
      }),
    ),
    ...['C1', 'C2', 'C3', 'C4'].map((cityId) =>
      base(`city-${cityId}`, { scope: { kind: 'city', cityId, label: cityId }, percent: 15 }),
    ),
    ...['PT', 'ES', 'FR'].map((countryId) =>
      base(`country-${countryId}`, {
        scope: { kind: 'country', countryId, label: countryId },
        percent: 9,
        minimumMargin: { kind: 'amount', amount: 20, currency: 'EUR' },
      }),
    ),
    ...['supplier_a', 'supplier_b'].map((supplierCode) =>
      base(`supplier-${supplierCode}`, {
        scope: { kind: 'supplier', supplierCode, label: supplierCode },
        percent: 7,
        fixed: { amount: 5, currency: 'EUR', per: 'night' },
      }),
    ),
    ...['H7', 'H77', 'H177'].map((hotelId) =>
      base(`hotel-${hotelId}`, { scope: { kind: 'hotel', hotelId, label: hotelId }, percent: 20 }),
    ),
  ]
}

const SUPPLIERS = ['supplier_a', 'supplier_b', 'supplier_c', 'supplier_d']
const stay = { checkIn: '2027-05-10', checkOut: '2027-05-14', rooms: [{ adults: 2, childrenBirthdates: [] }] }

interface ResultHotel {
  id: string
  price: number
  currency: string
  cityId: string
  countryId: string
  stars: number
  rooms: { supplier: string; price: number }[]
}

function resultsPage(): ResultHotel[] {
  const next = random(7)
  return Array.from({ length: 500 }, (_, index) => ({
    id: `H${index}`,
    price: Math.round((80 + next() * 900) * 100) / 100,
    currency: index % 5 === 0 ? 'GBP' : 'EUR',
    cityId: `C${Math.floor(next() * 8)}`,
    countryId: ['PT', 'ES', 'FR', 'IT'][Math.floor(next() * 4)]!,
    stars: 1 + Math.floor(next() * 5),
    rooms: SUPPLIERS.map((supplier) => ({ supplier, price: Math.round((90 + next() * 900) * 100) / 100 })),
  }))
}

/** What the display shows of one price (ui/money): the selling amount and, apart, the net and the margin. */
function shown(price: SellingPrice): number {
  return (
    formatMoney(price.sell, price.currency, LOCALE).length +
    formatMoney(price.net, price.currency, LOCALE).length +
    formatMoney(price.margin, price.currency, LOCALE).length +
    String(marginPercent(price)).length
  )
}

/**
 * Cards a virtualized results list renders at a time (the window and its overscan): only those format their
 * prices. The whole page is priced (the results are sorted and filtered by what they sell at).
 */
const VISIBLE_CARDS = 10
/** Rows of the bookings list rendered at a time. */
const VISIBLE_ROWS = 40

/** The page as the results now show it: every price of the page priced, the visible cards' texts formatted. */
function pricedPage(hotels: readonly ResultHotel[], rules: readonly Rule[]): number {
  const pricer = makePricer(rules) // once per rule set, as usePricer memoizes it
  const productOf = hotelProductsFor(stay) // once per searched stay, as the results list memoizes it
  let length = 0
  hotels.forEach((hotel, index) => {
    const product = (supplierCode: string | null) =>
      productOf({
        hotelId: hotel.id,
        supplierCode,
        cityId: hotel.cityId,
        countryId: hotel.countryId,
        stars: hotel.stars,
      })
    const prices = [
      pricer.price(product(null), hotel.price, hotel.currency),
      ...hotel.rooms.map((room) => pricer.price(product(room.supplier), room.price, hotel.currency)),
    ]
    if (index < VISIBLE_CARDS) for (const price of prices) length += shown(price)
    else length += prices.length
  })
  return length
}

/** The page as it was: the visible cards' net amounts formatted, nothing priced. */
function netPage(hotels: readonly ResultHotel[]): number {
  let length = 0
  for (const hotel of hotels.slice(0, VISIBLE_CARDS)) {
    length += formatMoney(hotel.price, hotel.currency, LOCALE).length
    for (const room of hotel.rooms) length += formatMoney(room.price, hotel.currency, LOCALE).length
  }
  return length
}

interface Sale {
  bookingId: string
  currency: string
  net: number
  sell: number
  margin: number
}

function frozenSales(): Sale[] {
  const next = random(11)
  return Array.from({ length: benchSize(10_000, 300) }, (_, index) => {
    const net = Math.round((60 + next() * 2_000) * 100) / 100
    const margin = Math.round(net * (0.05 + next() * 0.2) * 100) / 100
    return {
      bookingId: `B${index}`,
      currency: index % 4 === 0 ? 'GBP' : 'EUR',
      net,
      sell: net + margin,
      margin,
    }
  })
}

/**
 * The list's selling and margin columns: every booking's values (sorting and filtering need them all), the margin
 * rate included, sorted by margin; the visible rows formatted.
 */
function sellingColumns(sales: readonly Sale[]): number {
  const rows = sales.map((sale) => ({ sale, rate: marginPercent(sale) }))
  rows.sort((a, b) => a.sale.margin - b.sale.margin || a.sale.bookingId.localeCompare(b.sale.bookingId))
  let length = 0
  for (const { sale, rate } of rows.slice(0, VISIBLE_ROWS))
    length +=
      formatMoney(sale.sell, sale.currency, LOCALE).length +
      formatMoney(sale.margin, sale.currency, LOCALE).length +
      String(rate).length
  return length
}

/** The same list sorted by its net total column, as before: every booking's value, the visible rows formatted. */
function netColumn(sales: readonly Sale[]): number {
  const rows = sales.map((sale) => ({ sale }))
  rows.sort((a, b) => a.sale.net - b.sale.net || a.sale.bookingId.localeCompare(b.sale.bookingId))
  let length = 0
  for (const { sale } of rows.slice(0, VISIBLE_ROWS))
    length += formatMoney(sale.net, sale.currency, LOCALE).length
  return length
}

function timed(work: () => number): { p50: number; p95: number } {
  const samples: number[] = []
  let sink = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now()
    sink += work()
    samples.push(performance.now() - start)
  }
  if (sink < 0) console.log(sink) // keeps the work from being optimised away
  const sorted = samples.slice(10).sort((a, b) => a - b)
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
  }
}

function line(label: string, figures: { p50: number; p95: number }, baseline?: { p95: number }): void {
  const added = baseline === undefined ? '' : `, added p95 ${(figures.p95 - baseline.p95).toFixed(2)} ms`
  console.log(
    `  ${label.padEnd(44)} p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms${added}`,
  )
}

export async function run(): Promise<void> {
  const hotels = resultsPage()
  const rules = twentyRules()
  const net = timed(() => netPage(hotels))
  line('results, 500 hotels, visible cards at net:', net)
  line(
    'results, 2,500 prices priced, no rules:',
    timed(() => pricedPage(hotels, [])),
    net,
  )
  line(
    `results, 2,500 prices priced, ${rules.length} rules:`,
    timed(() => pricedPage(hotels, rules)),
    net,
  )

  const sales = frozenSales()
  const netList = timed(() => netColumn(sales))
  line('list, 10,000 bookings sorted by net total:', netList)
  line(
    'list, selling + margin columns, by margin:',
    timed(() => sellingColumns(sales)),
    netList,
  )
  await Promise.resolve()
}
