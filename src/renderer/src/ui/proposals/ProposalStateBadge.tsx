import { Badge, type BadgeProps } from '@mantine/core'
import type { ProposalState } from '../../../../shared/domain/proposals'
import { PROPOSAL_STATE_VIEWS } from './proposal-view'

/** A proposal's state as a badge, its meaning as the tooltip (the list, the page, the customer's section). */
export function ProposalStateBadge(props: { state: ProposalState } & Pick<BadgeProps, 'size'>) {
  const view = PROPOSAL_STATE_VIEWS[props.state]
  return (
    <Badge
      size={props.size}
      color={view.color}
      variant="light"
      title={view.meaning}
      data-testid="proposal-state"
      data-state={props.state}
    >
      {view.label}
    </Badge>
  )
}
