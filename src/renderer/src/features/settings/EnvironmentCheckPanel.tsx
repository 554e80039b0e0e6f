import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconPlugConnected,
  IconPlugConnectedX,
} from '@tabler/icons-react'
import { useCallback, useEffect } from 'react'
import type { EnvironmentName } from '../../../../shared/ipc'
import type { EnvironmentCheck } from '../../../../shared/ipc/settings.contract'
import { useCredentialsStore } from './credentials.store'
import { useDeskMutation } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

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

/** The check's answer, or why it could not run, as an outcome of its own. */
function resultOf(data: EnvironmentCheck | undefined, error: Error | null): EnvironmentCheck | null {
  if (data !== undefined) return data
  if (error === null) return null
  return {
    outcome: 'serviceError',
    message: `The check could not run: ${errorSentence(error, { fallback: 'try again.' })}`,
    problems: [],
    caller: null,
  }
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
  // A check is a mutation: its observer follows the last one asked, so an older answer never shows.
  const checking = useDeskMutation('settings.checkEnvironment')
  const { mutate } = checking
  const check = useCallback(
    (environment: EnvironmentName, baseUrl: string | null) => mutate({ environment, baseUrl }),
    [mutate],
  )
  const credentialsKey =
    credentials === null ? null : `${revision} ${credentials.authMethod} ${credentials.signedInAs}`

  useEffect(() => {
    if (environment === 'sandbox' || credentialsKey === null) return
    const timer = window.setTimeout(() => check(environment, baseUrl), SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [environment, baseUrl, credentialsKey, check])

  // A result is shown only for what the form holds (environment and address).
  const asked = checking.variables
  const forTheForm = asked?.environment === environment && (asked.baseUrl ?? null) === baseUrl
  const shown = forTheForm ? resultOf(checking.data, checking.error) : null
  const look = shown === null ? null : LOOKS[shown.outcome]
  return (
    <Stack gap="xs" data-testid="environment-check">
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlugConnected size={14} aria-hidden />}
          loading={checking.isPending}
          onClick={() => check(environment, baseUrl)}
        >
          Check connection
        </Button>
        {shown === null && !checking.isPending && (
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
