import { Badge, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { BookingKind, BookingState } from '../../../../shared/domain/booking-states'
import { stateView } from './state-views'

/**
 * A booking's state as a badge: the state's colour and label from STATE_VIEWS, its meaning as the tooltip.
 * The kind of booking, when given, words it for that kind (an experience's `pending` is "On request").
 * `children` replaces the label where a screen must show the service's own word (the booking answer does).
 */
export function BookingStateBadge(
  props: {
    state: BookingState
    kind?: BookingKind | null
    children?: ReactNode
    /** The meaning as a native tooltip; off where the meaning is written beside the badge. */
    withMeaning?: boolean
    testId?: string
  } & Pick<BadgeProps, 'size'>,
) {
  const view = stateView(props.state, props.kind)
  return (
    <Badge
      size={props.size}
      color={view.color}
      variant="light"
      title={props.withMeaning === false ? undefined : view.meaning}
      data-testid={props.testId}
      data-state={props.state}
      data-kind={props.kind ?? undefined}
    >
      {props.children ?? view.label}
    </Badge>
  )
}
