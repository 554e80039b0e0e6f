import { Badge } from '@mantine/core'
import type { ExperienceState } from '../../../../shared/api/experiences-v3'
import { EXPERIENCE_STATE_LABELS } from '../../../../shared/domain/inventory'

const COLORS: Record<ExperienceState, string> = {
  in_progress: 'yellow',
  available: 'green',
  archived: 'gray',
}

export function ExperienceStateBadge(props: { state: ExperienceState }) {
  return (
    <Badge
      color={COLORS[props.state]}
      variant="light"
      data-state={props.state}
      style={{ minWidth: 'max-content' }}
    >
      {EXPERIENCE_STATE_LABELS[props.state]}
    </Badge>
  )
}
