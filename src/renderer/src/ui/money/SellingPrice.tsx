import { Stack, Text, type MantineSize } from '@mantine/core'
import type { SellingPrice as Price } from '../../../../shared/domain/markup'
import { formatMoney } from '../../../../shared/domain/money'
import { NetOnly, PRICE_ON_REQUEST, useShowsNet } from '../client-mode/client-mode'
import { netWords } from './selling-words'

/**
 * A price as the agency sells it: the selling price first, then, in one separate element, the net the service
 * charges and the margin (Tourwriter's net / markup / gross). Everything the customer must not see is inside the
 * `data-net` element and nowhere else, and the client screen (NetOnly) hides it in this one place.
 */

export function SellingPrice(props: {
  price: Price
  locale: string
  /** The selling price's size: 'xl' for a headline, 'sm' in a table cell. */
  size?: MantineSize
  /** data-testid of the selling amount. */
  testId?: string
  align?: 'flex-start' | 'flex-end'
  /** A price the agent set by hand: the customer's price although no rule made it. */
  setByHand?: boolean
}) {
  const { price, locale } = props
  // No rule applied: the "selling" figure is the net itself, so the client screen shows none (a rule of 0 %, which
  // must say why in its note, is how an agency sells at net on purpose).
  const customerMaySee = price.ruleId !== null || props.setByHand === true
  if (!useShowsNet() && !customerMaySee)
    return (
      <Text
        fw={700}
        size={props.size ?? 'sm'}
        data-testid={props.testId}
        ta={props.align === 'flex-start' ? 'left' : 'right'}
      >
        {PRICE_ON_REQUEST}
      </Text>
    )
  return (
    <Stack gap={0} align={props.align ?? 'flex-end'} data-selling-price="">
      <Text
        fw={700}
        size={props.size ?? 'sm'}
        data-testid={props.testId}
        data-sell=""
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(price.sell, price.currency, locale)}
      </Text>
      <NetOnly>
        <Text size="xs" c="dimmed" data-net="" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {netWords(price, locale)}
          {price.fixedLeftOut && ' (fixed part in another currency left out)'}
        </Text>
      </NetOnly>
    </Stack>
  )
}
