import { describe, expect, it } from 'vitest'
import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import {
  hotelProductsFor,
  makePricer,
  sumSellingPrices,
  type MarkupRuleInput,
} from '../../../src/shared/domain/markup'
import { sellChange, sellRooms } from '../../../src/renderer/src/features/hotels/room-selling'

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

const productOf = hotelProductsFor({ checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: [{ adults: 2 }] })
const pricer = makePricer([
  rule('hotels', { percent: 10 }),
  rule('bedbank', {
    scope: { kind: 'supplier', supplierCode: 'supplier_bedbank_b', label: 'B' },
    fixed: { amount: 5, currency: 'EUR', per: 'night' },
  }),
])
const sell = (supplierCode: string | null, net: number, currency: string) =>
  pricer.price(productOf({ hotelId: 'H1', supplierCode }), net, currency)

const picked = (supplier: string, withPromo: number, withoutPromo = withPromo, currency = 'EUR') => ({
  room: { supplier: { code: supplier } } as RoomAvailability,
  choice: { totalPriceWithPromo: withPromo, totalPriceWithoutPromo: withoutPromo, currency } as BedChoice,
})

describe('a stay of rooms from several suppliers', () => {
  it('sells each room with its own supplier rule and sums them, not with the last room supplier', () => {
    // Own room: 200 + 10 % = 220. Bed bank room: 150 + 2 nights x 5 = 160. Together 380 for 350 net.
    const [total] = sellRooms([picked('supplier_own', 200), picked('supplier_bedbank_b', 150)], sell)
    expect(total).toEqual({
      currency: 'EUR',
      net: 350,
      sell: 380,
      margin: 30,
      ruleId: 'hotels,bedbank',
      fixedLeftOut: false,
    })
    const [withoutPromo] = sellRooms(
      [picked('supplier_own', 200, 250), picked('supplier_bedbank_b', 150)],
      sell,
      (choice) => choice.totalPriceWithoutPromo,
    )
    expect(withoutPromo?.sell).toBe(435)
  })

  it('sums per currency in minor units, without float artefacts, JPY and KWD kept apart', () => {
    const sums = sumSellingPrices([
      { currency: 'EUR', net: 0.1, sell: 0.2, margin: 0.1, ruleId: null, fixedLeftOut: false },
      { currency: 'JPY', net: 1000, sell: 1100, margin: 100, ruleId: 'a', fixedLeftOut: false },
      { currency: 'EUR', net: 0.2, sell: 0.1, margin: -0.1, ruleId: null, fixedLeftOut: true },
      { currency: 'KWD', net: 1.001, sell: 1.102, margin: 0.101, ruleId: 'a', fixedLeftOut: false },
      { currency: 'JPY', net: 1, sell: 2, margin: 1, ruleId: 'a', fixedLeftOut: false },
    ])
    expect(sums).toEqual([
      { currency: 'EUR', net: 0.3, sell: 0.3, margin: 0, ruleId: null, fixedLeftOut: true },
      { currency: 'JPY', net: 1001, sell: 1102, margin: 101, ruleId: 'a', fixedLeftOut: false },
      { currency: 'KWD', net: 1.001, sell: 1.102, margin: 0.101, ruleId: 'a', fixedLeftOut: false },
    ])
  })
})

describe('a stay the service priced again', () => {
  it('states the change in selling prices: the sale shown before, the new total sold with the stay rule', () => {
    const shown = sellRooms([picked('supplier_own', 200), picked('supplier_bedbank_b', 150)], sell)[0]!
    const sale = sellChange({ currency: 'EUR', previousTotal: 350, total: 400 }, 350, shown, (net) =>
      sell('supplier_own', net, 'EUR'),
    )
    expect(sale.before.sell).toBe(380)
    expect(sale.after).toMatchObject({ net: 400, sell: 440, ruleId: 'hotels' })
    // A previous total that is not the one shown is sold like the new one.
    const other = sellChange({ currency: 'EUR', previousTotal: 300, total: 400 }, 350, shown, (net) =>
      sell('supplier_own', net, 'EUR'),
    )
    expect(other.before.sell).toBe(330)
  })
})
