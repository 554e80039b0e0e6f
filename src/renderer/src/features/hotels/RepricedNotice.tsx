import { Alert } from '@mantine/core'
import { IconRefreshAlert } from '@tabler/icons-react'
import type { CarriedPicks, Repricing } from './reprice'
import { counted } from '../../../../shared/i18n'

/** "Prices searched again": how many moved (each marked where it shows), how many rates are gone. */
export function RepricedNotice(props: { repricing: Repricing & { picks: CarriedPicks } }) {
  const moved = Object.keys(props.repricing.previousPrices).length
  const { gone } = props.repricing
  const parts = [
    moved === 0 ? 'No price changed' : `${counted('pricesChanged', moved)} (marked up or down)`,
    ...(gone > 0 ? [counted('ratesGone', gone)] : []),
  ]
  const { kept, lost } = props.repricing.picks
  const picks =
    lost > 0
      ? ` ${counted('choicesGone', lost)}: choose again.`
      : kept > 0
        ? ' Your room choices were kept.'
        : ''
  return (
    <Alert
      color={moved > 0 || gone > 0 ? 'orange' : 'blue'}
      variant="light"
      icon={<IconRefreshAlert size={18} />}
      title="Prices searched again"
      data-testid="repriced"
    >
      The held prices ran out, so the service was asked again for the same stay. {parts.join('; ')}.{picks}
    </Alert>
  )
}
