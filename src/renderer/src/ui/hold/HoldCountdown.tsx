import { Alert, Badge, Button, Group } from '@mantine/core'
import { IconHourglass, IconRefresh } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { ACTION_COLOR } from '../contrast'
import { formatCountdown } from '../rates/rate-view'
import type { ServiceClock } from '../../../../shared/ipc/connectivity.contract'
import { useHoldLeft } from './use-hold-left'

/**
 * "Prices held for 14:32" until the handshake runs out; then says so, searches again once by itself (`autoSearch`,
 * while the service can be reached) and offers to search again. `deadline` is on this computer's clock (main
 * measured the hold on the service's clock), so a skewed clock does not shorten or stretch it; when the service's
 * clock jumps afterwards (`clock`: the one the hold was measured with), the deadline moves with it.
 */
export function HoldCountdown(props: {
  deadline: number
  clock: ServiceClock | null
  /** The service's clock as the app knows it now (stores/service-clock.store). */
  latest: ServiceClock | null
  format: { locale: string; timeZone: string }
  onSearchAgain(): void
  /** Search again by itself when the hold runs out (once per screen: an idle screen does not poll the service). */
  autoSearch?: boolean
}) {
  const { left, deadline } = useHoldLeft(props.deadline, props.clock, props.latest)
  const searchedBySelf = useRef(false)
  const { autoSearch, onSearchAgain } = props
  useEffect(() => {
    if (left > 0 || !autoSearch || searchedBySelf.current) return
    searchedBySelf.current = true
    onSearchAgain()
  }, [left, autoSearch, onSearchAgain])
  const until = formatInstantInZone(new Date(deadline).toISOString(), props.format)
  if (left <= 0)
    return (
      <Alert
        color="orange"
        icon={<IconHourglass size={18} />}
        title="These prices are no longer held"
        role="alert"
      >
        <Group justify="space-between" gap="sm">
          <span>The service held them until {until}. Search again to see the current prices.</span>
          <Button
            size="xs"
            color={ACTION_COLOR}
            leftSection={<IconRefresh size={14} />}
            onClick={props.onSearchAgain}
          >
            Search again
          </Button>
        </Group>
      </Alert>
    )
  return (
    <Badge
      size="lg"
      variant="light"
      color={left < 120_000 ? 'orange' : 'blue'}
      leftSection={<IconHourglass size={14} />}
      title={`Held until ${until}`}
      data-testid="hold-countdown"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      Prices held for {formatCountdown(left)}
    </Badge>
  )
}
