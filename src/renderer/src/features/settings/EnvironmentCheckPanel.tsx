import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconPlugConnected,
  IconPlugConnectedX,
} from '@tabler/icons-react'
import { useEffect } from 'react'
import type { EnvironmentName } from '../../../../shared/ipc'
import type { EnvironmentCheck } from '../../../../shared/ipc/settings.contract'
import { useCredentialsStore } from './credentials.store'
import { checkKey, useEnvironmentCheckStore } from './environment-check.store'

const LOOKS: Record<
  EnvironmentCheck['outcome'],
  { title: string; color: string; icon: typeof IconCircleCheck }
> = {
  reachable: { title: 'Reachable', color: 'teal', icon: IconCircleCheck },
  wrongKey: { title: 'Credentials refused', color: 'red', icon: IconAlertTriangle },
  unreachable: { title: 'Unreachable', color: 'orange', icon: IconPlugConnectedX },
  notTheService: { title: 'Not the booking service', color: 'red', icon: IconAlertTriangle },
  serviceError: { title: 'The service answered with an error', color: 'orange', icon: IconAlertTriangle },
  incomplete: { title: 'Not ready to use', color: 'red', icon: IconAlertTriangle },
}

/** How long the form must be still before a real environment is checked by itself. */
const SETTLE_MS = 600

/**
 * The environment on the form, checked before it is saved: the address's shape and the credentials, then one test
 * call to the service, with its outcome in one sentence. A real environment is checked by itself when its address
 * or credentials change; "Check connection" checks again.
 */
export function EnvironmentCheckPanel(props: { environment: EnvironmentName; baseUrl: string | null }) {
  const { environment, baseUrl } = props
  const credentials = useCredentialsStore((state) => state.statuses[environment] ?? null)
  const revision = useCredentialsStore((state) => state.revision)
  const { result, checkedFor, checking, check } = useEnvironmentCheckStore()
  const credentialsKey =
    credentials === null ? null : `${revision} ${credentials.authMethod} ${credentials.signedInAs}`

  useEffect(() => {
    if (environment === 'sandbox' || credentialsKey === null) return
    const timer = window.setTimeout(() => void check(environment, baseUrl), SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [environment, baseUrl, credentialsKey, check])

  const shown = checkedFor === checkKey(environment, baseUrl) ? result : null
  const look = shown === null ? null : LOOKS[shown.outcome]
  return (
    <Stack gap="xs" data-testid="environment-check">
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlugConnected size={14} aria-hidden />}
          loading={checking}
          onClick={() => void check(environment, baseUrl)}
        >
          Check connection
        </Button>
        {shown === null && !checking && (
          <Text size="sm" c="dimmed">
            Checks the address and the credentials with one call to the service.
          </Text>
        )}
      </Group>
      {shown !== null && look !== null && (
        <Alert
          color={look.color}
          title={look.title}
          icon={<look.icon size={18} aria-hidden />}
          data-outcome={shown.outcome}
          role={shown.outcome === 'reachable' ? 'status' : 'alert'}
        >
          {shown.problems.length > 0 ? (
            <List size="sm" spacing={2}>
              {shown.problems.map((problem) => (
                <List.Item key={problem.path}>{problem.message}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{shown.message}</Text>
          )}
        </Alert>
      )}
    </Stack>
  )
}
