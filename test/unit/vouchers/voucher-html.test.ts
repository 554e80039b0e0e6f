import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  voucherDocument,
  voucherPage,
  type VoucherInput,
} from '../../../src/main/vouchers/voucher-html'
import { bookingV1 } from '../db/fixtures'

const agency = {
  name: 'Voyages Ø & Co',
  address: '1 Rua Nova, Lisboa',
  phone: '+351 21 000 0000',
  email: '',
  logo: null,
}
const format = { locale: 'en-GB', timeZone: 'Europe/Lisbon' }

function page(
  patch: Parameters<typeof bookingV1>[1] = {},
  change?: (booking: ReturnType<typeof bookingV1>) => void,
) {
  const booking = bookingV1('B1', { state: 'confirmed', ...patch })
  change?.(booking)
  return voucherPage({ booking, reference: 'AD-77', agency, qrSvg: '<svg id="qr"></svg>', format })
}

describe('voucher HTML', () => {
  it('prints text from the service as text: a name with markup never becomes markup', () => {
    const html = page({ firstName: '<img src=x onerror=alert(1)>', lastName: 'Łukasz 王' }, (booking) => {
      if (booking.hotel !== null) booking.hotel.displayName = 'Hotel "Quote" <b>Bold</b>'
    })
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Łukasz 王')
    expect(html).toContain('Hotel &quot;Quote&quot; &lt;b&gt;Bold&lt;/b&gt;')
    expect(html).toContain('Voyages Ø &amp; Co')
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;')
  })

  it('carries the references, the customer, the stay, the rooms and the cancellation conditions', () => {
    const html = page({}, (booking) => {
      booking.cancelConditions = [
        {
          deduction: 100,
          refundable: true,
          startAt: '2026-04-01 00:00:00 UTC',
          endAt: '2026-04-08 00:00:00 UTC',
        },
      ]
    })
    expect(html).toContain('Hotel voucher')
    expect(html).toContain('AD-77')
    expect(html).toContain('<svg id="qr"></svg>')
    expect(html).toContain('Hotel Lisboa Plaza')
    expect(html).toMatch(/Check-in<\/b> Fri, 10 April 2026/)
    expect(html).toContain('2 nights')
    expect(html).toMatch(/free cancellation/)
    expect(html).toMatch(/cancellation fees apply/)
    expect(html).not.toContain('€100.00')
    expect(html).toContain('Times are shown in Europe/Lisbon')
  })

  it('says each place of the hotel address once', () => {
    const html = page({}, (booking) => {
      if (booking.hotel === null) throw new Error('the fixture has a hotel')
      booking.hotel.address = 'Rua Augusta 12, 1100-048 Lisboa'
      booking.hotel.cityName = 'Lisboa'
      booking.hotel.regionName = 'LISBOA'
      booking.hotel.countryName = 'Portugal'
    })
    expect(html).toContain('<p>Rua Augusta 12, 1100-048 Lisboa, Portugal</p>')
  })

  it('words a non-refundable window without the agency cost, never as money already taken', () => {
    const html = page({}, (booking) => {
      booking.cancelConditions = [
        { deduction: 320, refundable: false, startAt: '2026-04-01 00:00:00 UTC', endAt: null },
      ]
    })
    expect(html).toMatch(/From [^<]+: non-refundable<\/li>/)
    expect(html).not.toMatch(/€\d|charged/)
  })

  it('prints an experience as an experience: its day, participants, travelers and extras, no hotel and no nights', () => {
    const html = page({ startAt: '2026-04-10', endAt: '2026-04-10' }, (booking) => {
      booking.kind = 'experience'
      booking.hotel = null
      booking.roomsBooked = []
      booking.numberOfNights = 0
      booking.experiencesBooked = [
        {
          id: 'eb-1',
          price: 70.2,
          priceWithoutPromo: 70.2,
          promotions: [],
          extras: JSON.stringify([{ extra: { name: 'Skip-the-line tickets' }, price: 32.16, adultPax: 2 }]),
          travelers: [
            { id: 't1', firstName: 'Mathieu', lastName: 'Mercier', kind: 'adult' },
            { id: 't2', firstName: 'Léa', lastName: 'Mercier', kind: 'child' },
          ],
          experience: { id: 'x1', name: 'Bike tour of Vienna', organizationName: 'Atlas Ground Services' },
        },
      ]
    })
    expect(html).toContain('Experience voucher')
    expect(html).toContain('<h2>Experience</h2>')
    expect(html).toMatch(/<b>On<\/b> Fri, 10 April 2026/)
    expect(html).toContain('Bike tour of Vienna')
    expect(html).toContain('2 participants (1 adult, 1 child)')
    expect(html).toContain('Mathieu Mercier, Léa Mercier')
    expect(html).toContain('Skip-the-line tickets · 2 adults</li>')
    expect(html).not.toMatch(/€\d/)
    expect(html).not.toMatch(/Check-in|Check-out|night|Hotel|Room \d/)
  })

  it('words a board that changes during the stay with its days, not ISO dates', () => {
    const html = page({}, (booking) => {
      booking.roomsBooked = [
        {
          room: {
            id: 'rb-1',
            hotelRoomId: 'ro-1',
            name: 'Double room',
            otherProposal: false,
            bedChoice: {
              id: 'bc-1',
              name: 'Flexible rate',
              currency: 'EUR',
              totalPriceWithoutPromo: 300,
              totalPriceWithPromo: 300,
              pricePerDay: 150,
              contractingConditions: '',
              checkInInstructions: '',
              hotelFees: [],
              cancelConditions: [],
              mealPlans: [],
              promotions: [],
              tags: [],
            },
          },
          travelers: [],
        },
      ]
      booking.roomsBooked[0]!.room.bedChoice.mealPlans = [
        {
          code: 'BB',
          label: 'Breakfast',
          startAt: '2026-04-10 00:00:00 UTC',
          endAt: '2026-04-11 00:00:00 UTC',
        },
        {
          code: 'HB',
          label: 'Half board',
          startAt: '2026-04-11 00:00:00 UTC',
          endAt: '2026-04-12 00:00:00 UTC',
        },
      ]
    })
    expect(html).toMatch(/Breakfast \(10 Apr to 11 Apr\); Half board \(11 Apr to 12 Apr\)/)
    expect(html).not.toMatch(/2026-04-1\d to/)
  })

  it('puts each voucher on its own page of one document', () => {
    const document = voucherDocument([page(), page()], 'Vouchers of 2026-04-10')
    expect(document.match(/<article class="voucher">/g)).toHaveLength(2)
    expect(document).toContain('break-after: page')
    expect(document).toContain('<title>Vouchers of 2026-04-10</title>')
  })

  describe('the price a voucher prints', () => {
    const booking = () => {
      const made = bookingV1('B1', { state: 'confirmed' })
      made.totalPrice = 905.49
      made.currency = 'EUR'
      made.cancelConditions = [
        { deduction: 905.49, refundable: false, startAt: '2026-04-01 00:00:00 UTC', endAt: null },
      ]
      return made
    }
    const voucher = (choice: Partial<Pick<VoucherInput, 'prices' | 'sellingPrice'>>) =>
      voucherPage({ booking: booking(), reference: 'AD-77', agency, qrSvg: '<svg></svg>', format, ...choice })

    it('prints no price by default, not even with a selling price at hand', () => {
      for (const html of [voucher({}), voucher({ sellingPrice: { amount: 1014.9, currency: 'EUR' } })]) {
        expect(html).not.toMatch(/905\.49|1,014\.90|€/)
        expect(html).not.toContain('<th>Price</th>')
      }
    })

    it('prints the selling price when the agency chose it, and still never the net', () => {
      const html = voucher({ prices: 'selling', sellingPrice: { amount: 1014.9, currency: 'EUR' } })
      expect(html).toContain('<tr><th>Price</th><td>€1,014.90</td></tr>')
      expect(html).not.toContain('905.49')
    })

    it('prints nothing when the agency chose the selling price and the booking has none', () => {
      const html = voucher({ prices: 'selling', sellingPrice: null })
      expect(html).not.toContain('<th>Price</th>')
      expect(html).not.toContain('905.49')
    })
  })
})
