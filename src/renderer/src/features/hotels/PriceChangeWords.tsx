import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SellingPrice } from '../../../../shared/domain/markup'
import { formatMoney } from '../../../../shared/domain/money'
import { NetOnly, PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import type { ChangedSale } from './room-selling'
import type { PriceChange } from './error-text'

/** A selling figure, or "Price on request" on the client screen when no rule made one (it would be the net). */
function useSaleMoney(locale: string): (price: SellingPrice) => string {
  const showsNet = useShowsNet()
  return (price) =>
    showsNet || price.ruleId !== null ? formatMoney(price.sell, price.currency, locale) : PRICE_ON_REQUEST
}

/**
 * "Previous total → new total" of a stay the service priced again, in selling prices (what the customer will pay),
 * with the service's net change under it only where the net may show. `children` gets the new selling total for
 * the accept button.
 */
export function PriceChangeWords(props: {
  change: PriceChange
  sale: ChangedSale
  locale: string
  /** The net as the screen shows it (formatMoney, or "Price on request" on the client screen). */
  money(amount: number, currency?: string): string
  children(newSale: string): ReactNode
}) {
  const saleMoney = useSaleMoney(props.locale)
  const { change, sale } = props
  return (
    <>
      <Text data-testid="price-change-sale">
        Previous total {saleMoney(sale.before)} → new total <strong>{saleMoney(sale.after)}</strong>
      </Text>
      <NetOnly>
        <Text size="xs" c="dimmed" data-net="" data-testid="price-change-net">
          Net {props.money(change.previousTotal, change.currency)} →{' '}
          {props.money(change.total, change.currency)}
        </Text>
      </NetOnly>
      {props.children(saleMoney(sale.after))}
    </>
  )
}
