import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { hotelProduct, makePricer, type MarkupRuleInput } from '../../../../../src/shared/domain/markup'
import { formatMoney } from '../../../../../src/shared/domain/money'
import { PriceChangeWords } from '../../../../../src/renderer/src/features/hotels/PriceChangeWords'
import { sellChange } from '../../../../../src/renderer/src/features/hotels/room-selling'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { renderInTheme } from '../render'

const hotels12: MarkupRuleInput & { id: string } = {
  id: 'hotels',
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 12,
  fixed: null,
  rounding: { kind: 'ending', ending: '.90' },
  minimumMargin: null,
  note: '',
}
const product = hotelProduct({
  hotelId: 'H1',
  stay: { checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: [{ adults: 2 }] },
})
const change = {
  requestId: 'R',
  currency: 'EUR',
  previousTotal: 905.49,
  total: 950.25,
  bedCompositionIds: ['b'],
}

function renderWords(rules: (MarkupRuleInput & { id: string })[], showsNet: boolean) {
  const pricer = makePricer(rules)
  const sellTotal = (net: number) => pricer.price(product, net, 'EUR')
  const netMoney = (amount: number, currency = 'EUR') => formatMoney(amount, currency, 'en-GB')
  renderInTheme(
    <ShowsNetContext.Provider value={showsNet}>
      <PriceChangeWords
        change={change}
        sale={sellChange(change, 905.49, sellTotal(905.49), sellTotal)}
        locale="en-GB"
        money={showsNet ? netMoney : () => 'Price on request'}
      >
        {(newSale) => <button type="button">Accept {newSale} and book</button>}
      </PriceChangeWords>
    </ShowsNetContext.Provider>,
  )
}

describe('the "price changed" alert', () => {
  it('states the change in selling prices, with the net change beside it for the agent', () => {
    renderWords([hotels12], true)
    // 905.49 x 1.12 = 1014.15 -> 1014.90; 950.25 x 1.12 = 1064.28 -> 1064.90.
    expect(screen.getByTestId('price-change-sale').textContent).toBe(
      'Previous total €1,014.90 → new total €1,064.90',
    )
    expect(screen.getByTestId('price-change-net').textContent).toBe('Net €905.49 → €950.25')
    expect(screen.getByRole('button').textContent).toBe('Accept €1,064.90 and book')
  })

  it('on the client screen shows the selling prices only, and no price where no rule made one', () => {
    renderWords([hotels12], false)
    expect(document.body.textContent).not.toMatch(/905\.49|950\.25/)
    expect(screen.queryByTestId('price-change-net')).toBeNull()
    expect(screen.getByRole('button').textContent).toBe('Accept €1,064.90 and book')
  })

  it('without a rule, on the client screen, shows no figure at all', () => {
    renderWords([], false)
    expect(document.body.textContent).not.toMatch(/€/)
    expect(screen.getByTestId('price-change-sale').textContent).toBe(
      'Previous total Price on request → new total Price on request',
    )
  })
})
