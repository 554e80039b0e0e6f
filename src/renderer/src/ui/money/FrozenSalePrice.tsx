import { Text } from '@mantine/core'
import { useDeskQuery } from '../../bridge/desk-query'
import { SellingPrice } from './SellingPrice'

/**
 * A booking's selling price as it was frozen when the desk sold it (pricing.saleOf): later rule changes never move
 * it. A booking the desk did not make has none, and says so.
 */
export function FrozenSalePrice(props: { bookingId: string; locale: string; size?: 'sm' | 'md' | 'lg' }) {
  const sale = useDeskQuery('pricing.saleOf', { bookingId: props.bookingId })
  if (sale.isPending) return null
  if (sale.isError)
    return (
      <Text size="sm" c="dimmed" data-testid="frozen-sale">
        The selling price could not be read
      </Text>
    )
  if (sale.data === null)
    return (
      <Text size="sm" c="dimmed" data-testid="frozen-sale">
        No selling price
      </Text>
    )
  const { currency, net, sell, margin, source, rule } = sale.data
  return (
    <div data-testid="frozen-sale" data-source={source}>
      <SellingPrice
        price={{ currency, net, sell, margin, ruleId: rule?.id ?? null, fixedLeftOut: false }}
        locale={props.locale}
        size={props.size ?? 'sm'}
        align="flex-start"
        testId="frozen-sell"
      />
      {source === 'manual' && (
        <Text size="xs" c="dimmed">
          Set by hand by {sale.data.soldBy}
        </Text>
      )}
    </div>
  )
}
