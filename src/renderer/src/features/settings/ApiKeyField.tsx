import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useCredentialsStore } from './credentials.store'
import { useCredentialAction } from './use-credential-action'

/**
 * The API key of a real environment. Write-only: main encrypts and keeps it, and the screen only ever learns
 * whether one is saved.
 */
export function ApiKeyField({ environment }: { environment: 'staging' | 'production' }) {
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
        {status?.hasApiKey ? (
          <Badge color="teal" variant="light">
            Saved, encrypted
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            None saved
          </Badge>
        )}
      </Group>
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
        {status?.hasApiKey && (
          <Button
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => void run(() => clear(environment))}
          >
            Remove
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
