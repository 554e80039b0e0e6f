import { Badge, Button, Group, Text } from '@mantine/core'
import { IconHourglass, IconRefresh } from '@tabler/icons-react'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import type { ServiceClock } from '../../../../shared/ipc/connectivity.contract'
import type { ExperienceOffer } from '../../../../shared/ipc/experiences.contract'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { ACTION_COLOR } from '../../ui/contrast'
import { useHoldLeft } from '../../ui/hold/use-hold-left'
import { formatCountdown } from '../../ui/rates/rate-view'
import { holdDeadline } from './experience-view'

/**
 * How long the offer's price stays bookable, counted on the service's clock (as the hotel rooms' hold): "Price
 * held for 14:32", then "Price no longer held" with a button that prices it again.
 */
export function OfferHoldBadge(props: {
  offer: ExperienceOffer
  receivedAt: number
  format: { locale: string; timeZone: string }
  onReprice?: () => void
  repricing?: boolean
}) {
  const deadline = holdDeadline(props.offer, props.receivedAt)
  if (deadline === null || props.offer.hold === null) return null
  return <Countdown {...props} deadline={deadline} clock={props.offer.hold.clock} />
}

function Countdown(props: Parameters<typeof OfferHoldBadge>[0] & { deadline: number; clock: ServiceClock }) {
  const latest = useServiceClockStore((state) => state.clock)
  const { left, deadline } = useHoldLeft(props.deadline, props.clock, latest)
  const until = formatInstantInZone(new Date(deadline).toISOString(), props.format)
  if (left <= 0)
    return (
      <Group gap="xs" data-testid="offer-expired">
        <Text size="sm" c="orange.9" fw={600}>
          Price no longer held (held until {until})
        </Text>
        {props.onReprice && (
          <Button
            size="compact-xs"
            color={ACTION_COLOR}
            leftSection={<IconRefresh size={12} />}
            loading={props.repricing === true}
            onClick={props.onReprice}
          >
            Price again
          </Button>
        )}
      </Group>
    )
  return (
    <Badge
      variant="light"
      color={left < 120_000 ? 'orange' : 'blue'}
      leftSection={<IconHourglass size={12} />}
      title={`Held until ${until}`}
      data-testid="offer-countdown"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      Price held for {formatCountdown(left)}
    </Badge>
  )
}
