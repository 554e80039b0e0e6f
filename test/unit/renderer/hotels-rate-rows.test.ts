import { describe, expect, it } from 'vitest'
import { makePricer } from '../../../src/shared/domain/markup'
import { rateRows } from '../../../src/renderer/src/features/hotels/rate-rows'
import { selectionSlots } from '../../../src/renderer/src/features/hotels/selection'
import { bedChoice, room } from './rate-fixtures'

/** The rates of a searched room as rows an agent compares: board, cancellation in words, supplier, price, promotion. */
const format = { locale: 'en-GB', timeZone: 'Europe/Paris' }
const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13' }
const now = Date.parse('2027-06-01T10:00:00Z')
const party = { adults: 2, childrenBirthdates: [] }

describe('rate rows', () => {
  it('on the client screen carry no net price, saving, fee or supplier, in the row or its accessible name', () => {
    const rooms = [
      room(
        'double',
        [
          bedChoice('nr', 400, {
            totalPriceWithoutPromo: 450,
            promotions: [{ id: 'p7', name: 'Early booking' }],
            promotionInfo: {
              promotionId: 'p7',
              kind: 'percent',
              discount: 50,
              upgradedFromRoom: null,
              upgradedToRoom: null,
            },
            cancelConditions: [{ deduction: 120, refundable: true, startAt: null, endAt: null }],
          }),
        ],
        { supplier: { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: 'Hotelbeds' } },
      ),
    ]
    const [slot] = selectionSlots(rooms, [party], [])
    const [row] = rateRows(slot!, [], { stay, format, now, roomCount: 1, showsNet: false })
    expect(row).toMatchObject({
      price: 'Price on request',
      priceWithoutPromo: null,
      supplier: '',
      promotion: 'Promotion applied: Early booking',
      cancellation: 'Cancellation fees apply now',
    })
    expect(JSON.stringify(row)).not.toMatch(/€|Bed bank|Hotelbeds/)

    // Priced by the rules: no rule applying means no selling price (the figure would be the net), a rule shows its.
    const atNet = makePricer([])
    const [unpriced] = rateRows(slot!, [], {
      stay,
      format,
      now,
      roomCount: 1,
      showsNet: false,
      sell: (code, net, currency) =>
        atNet.price({ kind: 'hotel', supplierCode: code, nights: 3, persons: 2 }, net, currency),
    })
    expect(unpriced).toMatchObject({ price: 'Price on request', priceWithoutPromo: null })
    const withRule = makePricer([
      {
        id: 'r1',
        scope: { kind: 'everything' },
        productKind: 'hotel',
        percent: 12,
        fixed: null,
        rounding: { kind: 'ending', ending: '.90' },
        minimumMargin: null,
        note: '',
      },
    ])
    const [priced] = rateRows(slot!, [], {
      stay,
      format,
      now,
      roomCount: 1,
      showsNet: false,
      sell: (code, net, currency) =>
        withRule.price({ kind: 'hotel', supplierCode: code, nights: 3, persons: 2 }, net, currency),
    })
    expect(priced).toMatchObject({ price: '€448.90', priceWithoutPromo: '€504.90' })
    expect(JSON.stringify(priced)).not.toMatch(/€400|€450|Bed bank/)
  })

  it('say each rate’s board, cancellation, supplier, price and promotion, one row per bed choice', () => {
    const rooms = [
      room('double', [
        bedChoice('flex', 480),
        bedChoice('nr', 400, {
          name: 'Saver',
          totalPriceWithoutPromo: 450,
          promotions: [{ id: 'p7', name: 'Early booking' }],
          promotionInfo: {
            promotionId: 'p7',
            kind: 'percent',
            discount: 50,
            upgradedFromRoom: null,
            upgradedToRoom: null,
          },
          mealPlans: [{ code: 'half_board', label: 'Half board', startAt: null, endAt: null }],
          cancelConditions: [{ deduction: 100, refundable: false, startAt: null, endAt: null }],
        }),
      ]),
      room('suite', [bedChoice('suite-bb', 900)], {
        supplier: { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: 'Hotelbeds' },
        instantAvailability: false,
      }),
    ]
    const [slot] = selectionSlots(rooms, [party], [])
    const rows = rateRows(slot!, [], { stay, format, now, roomCount: 1 })
    expect(rows.map((row) => row.rate)).toEqual(['Rate flex', 'Saver', 'Rate suite-bb'])
    expect(rows[0]).toMatchObject({
      room: 'Room double',
      board: 'Breakfast',
      cancellation: expect.stringMatching(/^Free cancellation until 1 Jul 2027/),
      cancellationTone: 'free',
      supplier: 'Own',
      price: '€480.00',
      priceWithoutPromo: null,
      promotion: null,
      onRequest: false,
    })
    expect(rows[1]).toMatchObject({
      board: 'Half board',
      cancellation: 'Non-refundable',
      cancellationTone: 'non_refundable',
      price: '€400.00',
      priceWithoutPromo: '€450.00',
      promotion: 'Promotion applied: Early booking, saves €50.00',
    })
    // The supplier the dropdown left out, and "on request" said in the row and in its accessible name.
    expect(rows[2]).toMatchObject({ supplier: 'Bed bank A (Hotelbeds)', onRequest: true })
    expect(rows[2]!.summary).toBe(
      `Room suite · Rate suite-bb · Breakfast · ${rows[2]!.cancellation} · Bed bank A (Hotelbeds) · €900.00 · on request`,
    )
    // Each row names itself differently: two rates of one room are told apart by their words.
    expect(new Set(rows.map((row) => row.summary)).size).toBe(rows.length)
  })

  it('a combination’s first room waits for the last room’s rate; the last shows the whole combination’s', () => {
    const last = room('r2', [
      bedChoice('r2-nr', 300, {
        cancelConditions: [{ deduction: 100, refundable: false, startAt: null, endAt: null }],
      }),
    ])
    const first = room('r1', [bedChoice('r1-a', 200)], {
      supplier: { name: 'Bed bank A', code: 'supplier_bedbank_a', flux: null },
      compatibleRoomCompositions: [last],
    })
    const slots = selectionSlots([first], [party, party], ['c:0:r1-a'])
    const top = rateRows(slots[0]!, [], { stay, format, now, roomCount: 2 })
    expect(top[0]).toMatchObject({
      cancellationTone: 'later',
      cancellation: expect.stringContaining('room 2'),
    })
    const bottom = rateRows(slots[1]!, [slots[0]!.picked!], { stay, format, now, roomCount: 2 })
    expect(bottom[0]).toMatchObject({ cancellation: 'Non-refundable', price: '€300.00' })
  })
})
