import { Text } from '@mantine/core'
import { useDeskQuery } from '../../bridge/desk-query'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { NetOnly } from '../client-mode/client-mode'
import { useAgentFormat } from '../format/agent-format'
import { SellingPrice } from './SellingPrice'
import { SetSellingPrice } from './SetSellingPrice'

/**
 * A booking's selling price as it was frozen when the desk sold it (pricing.saleOf): later rule changes never move
 * it. A booking the desk did not make has none, and says so.
 */
export function FrozenSalePrice(props: {
  bookingId: string
  locale: string
  size?: 'sm' | 'md' | 'lg'
  /** The booking's currency, on the booking page: the agent may then set a price by hand (never on the client screen). */
  editableIn?: string
}) {
  const sale = useDeskQuery('pricing.saleOf', { bookingId: props.bookingId })
  const format = useAgentFormat()
  if (sale.isPending) return null
  if (sale.isError)
    return (
      <Text size="sm" c="dimmed" data-testid="frozen-sale">
        The selling price could not be read
      </Text>
    )
  const edit =
    props.editableIn === undefined ? null : (
      <NetOnly>
        <SetSellingPrice bookingId={props.bookingId} currency={props.editableIn} sale={sale.data} />
      </NetOnly>
    )
  if (sale.data === null)
    return (
      <div>
        <Text size="sm" c="dimmed" data-testid="frozen-sale">
          No selling price
        </Text>
        {edit}
      </div>
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
        setByHand={source === 'manual'}
      />
      {source === 'manual' && (
        <NetOnly>
          <Text size="xs" c="dimmed" data-testid="frozen-sale-by">
            Set by hand by {sale.data.soldBy}, {formatInstantInZone(sale.data.soldAt, format)}
            {sale.data.note !== '' && ` · ${sale.data.note}`}
          </Text>
        </NetOnly>
      )}
      {edit}
    </div>
  )
}
