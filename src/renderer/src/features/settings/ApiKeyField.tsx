import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { EnvironmentName } from '../../../../shared/ipc'
import { useCredentialsStore } from './credentials.store'
import { useCredentialAction } from './use-credential-action'

/**
 * The API key of an environment. Write-only: main encrypts and keeps it, and the screen only ever learns whether
 * one is saved. The built-in sandbox runs on its demo key (a tour operator's) until another is saved: a supplier
 * saves one of the sandbox's supplier keys to try the inventory, and removing it goes back to the demo key.
 */
export function ApiKeyField({ environment }: { environment: EnvironmentName }) {
  const saveApiKey = useCredentialsStore((state) => state.saveApiKey)
  const clear = useCredentialsStore((state) => state.clear)
  const [apiKey, setApiKey] = useState('')
  const { status, error, busy, run } = useCredentialAction(environment, (failure) => {
    if (failure === null) setApiKey('')
  })

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          API key
        </Text>
        {status?.usesDemoKey ? (
          <Badge color="blue" variant="light">
            Demo key
          </Badge>
        ) : status?.hasApiKey ? (
          <Badge color="teal" variant="light">
            Saved, encrypted
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            None saved
          </Badge>
        )}
      </Group>
      {environment === 'sandbox' && (
        <Text size="sm" c="dimmed">
          The sandbox works with its demo key, the key of the tour operator Demo Voyages. To act as another of
          its organizations (a second tour operator, or a supplier who manages experiences in Inventory), save
          that organization&apos;s sandbox key, as listed in the README.
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        <PasswordInput
          aria-label={`New API key for ${environment}`}
          placeholder={status?.hasApiKey ? 'Enter a new key to replace it' : 'Paste the key'}
          value={apiKey}
          onChange={(event) => setApiKey(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button
          variant="light"
          loading={busy}
          disabled={apiKey.trim().length === 0}
          onClick={() => void run(() => saveApiKey(environment, apiKey))}
        >
          Save key
        </Button>
        {status?.hasApiKey && !status.usesDemoKey && (
          <Button
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => void run(() => clear(environment))}
          >
            {environment === 'sandbox' ? 'Use the demo key again' : 'Remove'}
          </Button>
        )}
      </Group>
      {status !== null && !status.encryptionAvailable && (
        <Text size="sm" c="red">
          This computer offers no secure storage for keys, so keys cannot be saved.
        </Text>
      )}
    </Stack>
  )
}
