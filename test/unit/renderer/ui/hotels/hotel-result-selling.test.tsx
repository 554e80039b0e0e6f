import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { HotelAvailabilityItem } from '../../../../../src/shared/api/availability'
import { hotelProductsFor, makePricer, type MarkupRuleInput } from '../../../../../src/shared/domain/markup'
import { HotelResultCard } from '../../../../../src/renderer/src/features/hotels/HotelResultCard'
import type { CatalogInfo } from '../../../../../src/renderer/src/features/hotels/catalog-view'
import { renderInTheme } from '../render'

type Rule = MarkupRuleInput & { id: string }
const rule = (id: string, partial: Partial<MarkupRuleInput>): Rule => ({
  id,
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 0,
  fixed: null,
  rounding: { kind: 'none' },
  minimumMargin: null,
  note: '',
  ...partial,
})

const stay = { checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: [{ adults: 2 }] }

const room = (id: string, supplier: 'supplier_own' | 'supplier_bedbank_b', price: number) => ({
  id,
  name: `Room ${id}`,
  description: null,
  price,
  minimumStay: 1,
  tags: [],
  mealPlans: [],
  instantAvailability: true,
  supplier: { name: `Supplier ${supplier}`, code: supplier, flux: null },
})

const hotel: HotelAvailabilityItem = {
  id: 'H1',
  name: 'Hotel Lisboa',
  price: 200,
  currency: 'EUR',
  promotions: [],
  instantAvailability: true,
  minimumStay: 1,
  rooms: [room('a', 'supplier_own', 200), room('b', 'supplier_bedbank_b', 250)],
}

const catalog: CatalogInfo = {
  name: 'Hotel Lisboa',
  stars: 4,
  address: 'Rua 1',
  city: 'Lisbon',
  country: 'Portugal',
  cityId: '7',
  countryId: 'PT',
  lat: '0',
  lon: '0',
  styles: [],
  kinds: [],
  images: [],
}

describe('HotelResultCard with markup rules', () => {
  it('shows each price sold with its own rule: the city for the "from", a supplier for its room', () => {
    const pricer = makePricer([
      rule('hotels', { percent: 12, rounding: { kind: 'ending', ending: '.90' } }),
      rule('lisbon', { scope: { kind: 'city', cityId: '7', label: 'Lisbon' }, percent: 20 }),
      rule('b', {
        scope: { kind: 'supplier', supplierCode: 'supplier_bedbank_b', label: 'B' },
        fixed: { amount: 10, currency: 'EUR', per: 'night' },
      }),
    ])
    renderInTheme(
      <MemoryRouter>
        <HotelResultCard
          hotel={hotel}
          catalog={catalog}
          stay={stay}
          party="2 adults"
          locale="en-GB"
          pricer={pricer}
          productOf={hotelProductsFor(stay)}
        />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('hotel-price').textContent).toBe('€240.00')
    const previews = screen.getByRole('table', { name: 'Room previews of Hotel Lisboa' })
    const [roomA, roomB] = within(previews).getAllByTestId('room-preview-price')
    // Supplier A has no rule of its own: the city's applies. Supplier B's rule is more specific than the city's.
    expect(roomA?.textContent).toBe('€240.00')
    expect(roomB?.textContent).toBe('€270.00')
    const nets = [...document.querySelectorAll('[data-net]')].map((element) => element.textContent)
    expect(nets).toEqual([
      'Net €200.00 · margin €40.00 (16.7%)',
      'Net €200.00 · margin €40.00 (16.7%)',
      'Net €250.00 · margin €20.00 (7.4%)',
    ])
  })

  it('shows the net as the selling price, said so, when no rule applies', () => {
    renderInTheme(
      <MemoryRouter>
        <HotelResultCard
          hotel={{ ...hotel, rooms: [] }}
          catalog={catalog}
          stay={stay}
          party="2 adults"
          locale="en-GB"
          pricer={makePricer([])}
          productOf={hotelProductsFor(stay)}
        />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('hotel-price').textContent).toBe('€200.00')
    expect(document.querySelector('[data-net]')?.textContent).toBe('Net €200.00 · no markup')
  })
})
