import { Badge, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { BookingState } from '../../../../shared/domain/booking-states'
import { STATE_VIEWS } from './state-views'

/**
 * A booking's state as a badge: the state's colour and label from STATE_VIEWS, its meaning as the tooltip.
 * `children` replaces the label where a screen must show the service's own word (the booking answer does).
 */
export function BookingStateBadge(
  props: {
    state: BookingState
    children?: ReactNode
    /** The meaning as a native tooltip; off where the meaning is written beside the badge. */
    withMeaning?: boolean
    testId?: string
  } & Pick<BadgeProps, 'size'>,
) {
  const view = STATE_VIEWS[props.state]
  return (
    <Badge
      size={props.size}
      color={view.color}
      variant="light"
      title={props.withMeaning === false ? undefined : view.meaning}
      data-testid={props.testId}
      data-state={props.state}
    >
      {props.children ?? view.label}
    </Badge>
  )
}
