import { Alert } from '@mantine/core'
import { IconRefreshAlert } from '@tabler/icons-react'
import type { CarriedPicks, Repricing } from './reprice'

/** "Prices searched again": how many moved (each marked where it shows), how many rates are gone. */
export function RepricedNotice(props: { repricing: Repricing & { picks: CarriedPicks } }) {
  const moved = Object.keys(props.repricing.previousPrices).length
  const { gone } = props.repricing
  const parts = [
    moved === 0 ? 'No price changed' : `${moved} price${moved === 1 ? '' : 's'} changed (marked up or down)`,
    ...(gone > 0 ? [`${gone} rate${gone === 1 ? ' is' : 's are'} no longer offered`] : []),
  ]
  const { kept, lost } = props.repricing.picks
  const picks =
    lost > 0
      ? ` ${lost === 1 ? 'One of your room choices is' : `${lost} of your room choices are`} no longer offered: choose again.`
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
