import { Badge, Tooltip, UnstyledButton } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { counted } from '../../../shared/i18n'
import type { SharingStatus } from '../../../shared/ipc/sharing.contract'
import { useDeskMutation } from '../bridge/desk-query'
import { keepSharingStatus, useSharingStatus } from '../ui/sharing/sharing-status.store'
import { statusHeadline } from '../ui/sharing/sharing-words'
import { formatInstantInZone } from '../../../shared/domain/dates'
import { useAgentFormat, type AgentFormat } from '../ui/format/agent-format'

const COLOR: Record<Exclude<SharingStatus['state'], 'off'>, string> = {
  shared: 'teal',
  waiting: 'orange',
  failed: 'red',
}

/** The tooltip: the problem of a failure, else when the desk last shared; and replaced changes not looked at. */
function details(status: SharingStatus, format: AgentFormat): string {
  const parts: string[] = []
  if (status.state === 'failed') parts.push(status.problem ?? 'The last try to share failed.')
  else if (status.lastSharedAt !== null)
    parts.push(`Last shared ${formatInstantInZone(status.lastSharedAt, format)}.`)
  if (status.state === 'failed' && status.pending > 0)
    parts.push(`${counted('changesWaitToShare', status.pending)}.`)
  if (status.unseenConflicts > 0) parts.push(`${counted('replacedChangeUnseen', status.unseenConflicts)}.`)
  parts.push('Click for Settings → Agency data.')
  return parts.join(' ')
}

/**
 * The header's word on sharing the agency's records (issue 33): nothing at all for a desk alone ('off'), else
 * "Shared", "Waiting to share N changes" or "Not shared" with the problem in the tooltip. A click opens
 * Settings -> Agency data, and while changes wait or the last try failed it also tries again at once (as the
 * service's status does on a click). Live from `sharing.changed`.
 */
export function SharingIndicator() {
  const status = useSharingStatus().data
  const navigate = useNavigate()
  const client = useQueryClient()
  const retry = useDeskMutation('sharing.syncNow')
  const format = useAgentFormat()
  if (status === undefined || status.state === 'off') return null
  const headline = statusHeadline(status)
  const description = details(status, format)
  return (
    <Tooltip label={description} multiline w={300} withArrow>
      <UnstyledButton
        onClick={() => {
          // A failed retry needs no word here: main's status (and this badge) says what is wrong.
          if (status.state !== 'shared' && !retry.isPending)
            retry.mutate(undefined, { onSuccess: (next) => keepSharingStatus(client, next) })
          void navigate('/settings?section=agency-data')
        }}
        aria-label={`Agency data: ${headline}. ${description}`}
        data-testid="sharing-indicator"
        data-state={status.state}
      >
        <Badge color={COLOR[status.state]} variant="dot" size="lg" radius="sm">
          {headline}
          {status.unseenConflicts > 0 ? ` · ${status.unseenConflicts} replaced` : ''}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  )
}
