import { Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core'
import type { ConnectivityStatus } from '../../../shared/ipc'
import { TEXT } from '../ui/contrast'
import { useConnectivityStore } from '../stores/connectivity.store'

const LOOK: Record<ConnectivityStatus['state'], { color: string; label: string }> = {
  online: { color: 'teal', label: 'Online' },
  degraded: { color: 'yellow', label: 'Degraded' },
  offline: { color: 'red', label: 'Offline' },
  unknown: { color: 'gray', label: 'Checking…' },
  unconfigured: { color: 'orange', label: 'Not set up' },
}

/** States whose reason the agent must act on: shown beside the badge, not only in its tooltip. */
const SAYS_WHY: ReadonlySet<ConnectivityStatus['state']> = new Set(['unconfigured', 'degraded'])

const ENVIRONMENT_LABEL = { sandbox: 'Sandbox', staging: 'Staging', production: 'Production' } as const

/** The service's state in the header; a click checks again at once. */
export function ConnectivityIndicator() {
  const status = useConnectivityStore((state) => state.status)
  const checking = useConnectivityStore((state) => state.checking)
  const check = useConnectivityStore((state) => state.check)
  const look = LOOK[status?.state ?? 'unknown']
  const environment = status ? ENVIRONMENT_LABEL[status.environment] : ''
  const checked = status?.checkedAt ? `Last checked ${new Date(status.checkedAt).toLocaleTimeString()}.` : ''
  const description = [status?.reason, checked, 'Click to check now.'].filter(Boolean).join(' ')

  return (
    <Tooltip label={description} multiline w={280} withArrow>
      <UnstyledButton
        onClick={() => void check()}
        disabled={checking}
        aria-label={`Service ${look.label.toLowerCase()}${environment ? `, ${environment}` : ''}. ${description}`}
        data-testid="connectivity-indicator"
        data-state={status?.state ?? 'unknown'}
      >
        <Group gap={6} wrap="nowrap">
          <Badge color={look.color} variant="dot" size="lg" radius="sm">
            {environment ? `${environment} · ${look.label}` : look.label}
          </Badge>
          {status !== null && status.reason !== null && SAYS_WHY.has(status.state) && (
            <Text size="xs" c={TEXT.warning} maw={300} lineClamp={2} data-testid="connectivity-reason">
              {status.reason}
            </Text>
          )}
        </Group>
      </UnstyledButton>
    </Tooltip>
  )
}
