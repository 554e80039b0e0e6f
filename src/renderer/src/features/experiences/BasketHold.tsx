import { Badge, Text } from '@mantine/core'
import { IconHourglass } from '@tabler/icons-react'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useHoldLeft } from '../../ui/hold/use-hold-left'
import { formatCountdown } from '../../ui/rates/rate-view'
import { TEXT } from '../../ui/contrast'
import type { BasketLine } from './basket.store'

/**
 * How long the line's price is still held, on the service's clock (the hold main measured, followed when the
 * service's clock jumps). An expired price is not an error in the basket: booking prices it again and asks the
 * agent to accept the new price.
 */
export function BasketHold(props: { line: BasketLine }) {
  const hold = props.line.offer.hold
  const latest = useServiceClockStore((state) => state.clock)
  const format = useAgentFormat()
  const deadline = props.line.receivedAt + (hold?.msLeft ?? 0)
  const { left, deadline: followed } = useHoldLeft(deadline, hold?.clock ?? null, latest)
  if (hold === null) return null
  const until = formatInstantInZone(new Date(followed).toISOString(), format)
  if (left <= 0)
    return (
      <Text size="sm" c={TEXT.warning} data-testid="hold-expired">
        Price no longer held (held until {until}): booking prices it again and asks you to accept the new
        price.
      </Text>
    )
  return (
    <Badge
      variant="light"
      color={left < 120_000 ? 'orange' : 'blue'}
      leftSection={<IconHourglass size={14} />}
      title={`Held until ${until}`}
      data-testid="hold-countdown"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      Price held for {formatCountdown(left)}
    </Badge>
  )
}
