import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { applyRule, hotelProduct, type MarkupRuleInput } from '../../../../../src/shared/domain/markup'
import { formatMoney } from '../../../../../src/shared/domain/money'
import { SellingPrice } from '../../../../../src/renderer/src/ui/money/SellingPrice'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { renderInTheme } from '../render'

const product = hotelProduct({
  hotelId: 'H1',
  stay: { checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: [{ adults: 2 }] },
})
const rule: MarkupRuleInput & { id: string } = {
  id: 'hotels',
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 12,
  fixed: null,
  rounding: { kind: 'ending', ending: '.90' },
  minimumMargin: null,
  note: '',
}

function shown(): { sell: HTMLElement; net: HTMLElement } {
  const box = document.querySelector<HTMLElement>('[data-selling-price]')!
  return {
    sell: box.querySelector<HTMLElement>('[data-sell]')!,
    net: box.querySelector<HTMLElement>('[data-net]')!,
  }
}

describe('SellingPrice', () => {
  it('on the client screen keeps the selling price, drops the net, and shows no price where no rule made one', () => {
    renderInTheme(
      <ShowsNetContext.Provider value={false}>
        <SellingPrice price={applyRule(rule, product, 905.49, 'EUR')} locale="en-GB" testId="ruled" />
        <SellingPrice price={applyRule(null, product, 905.49, 'EUR')} locale="en-GB" testId="unruled" />
        <SellingPrice
          price={applyRule(null, product, 990, 'EUR')}
          locale="en-GB"
          testId="by-hand"
          setByHand
        />
      </ShowsNetContext.Provider>,
    )
    expect(screen.getByTestId('ruled').textContent).toBe('€1,014.90')
    expect(screen.getByTestId('unruled').textContent).toBe('Price on request')
    expect(screen.getByTestId('by-hand').textContent).toBe('€990.00')
    expect(document.body.textContent).not.toContain('905.49')
  })

  it('shows the selling price first and the net and margin apart, in the data-net element only', () => {
    renderInTheme(
      <SellingPrice price={applyRule(rule, product, 905.49, 'EUR')} locale="en-GB" testId="sell" />,
    )
    const { sell, net } = shown()
    expect(screen.getByTestId('sell')).toBe(sell)
    expect(sell.textContent).toBe('€1,014.90')
    expect(net.textContent).toBe('Net €905.49 · margin €109.41 (10.8%)')
    // The selling amount holds no net figure: hiding data-net hides every one.
    expect(sell.textContent).not.toContain('905.49')
    expect(sell.compareDocumentPosition(net) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says "no markup" when no rule applies, and keeps each currency\'s own digits', () => {
    renderInTheme(
      <div>
        <SellingPrice price={applyRule(null, product, 12_345, 'JPY')} locale="en-US" />
      </div>,
    )
    expect(shown().sell.textContent).toBe('¥12,345')
    expect(shown().net.textContent).toBe('Net ¥12,345 · no markup')
  })

  it('prices a three-digit currency without a float artefact', () => {
    renderInTheme(
      <SellingPrice
        price={applyRule({ ...rule, rounding: { kind: 'none' } }, product, 100.005, 'KWD')}
        locale="en-GB"
      />,
    )
    const { sell, net } = shown()
    const kwd = (amount: number) => formatMoney(amount, 'KWD', 'en-GB')
    expect(kwd(112.006)).toMatch(/112\.006$/)
    expect(sell.textContent).toBe(kwd(112.006))
    expect(net.textContent).toBe(`Net ${kwd(100.005)} · margin ${kwd(12.001)} (10.7%)`)
  })
})
