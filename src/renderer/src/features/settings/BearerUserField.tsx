import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { EnvironmentName } from '../../../../shared/ipc'
import { useCredentialsStore } from './credentials.store'
import { useCredentialAction } from './use-credential-action'

/**
 * The API user of an environment (bearer flow). The password goes to main for one token exchange and is never
 * kept, here or there; the screen only learns who is signed in and whether a sign-in is needed.
 */
export function BearerUserField({
  environment,
  baseUrl,
}: {
  environment: EnvironmentName
  /** The address typed on the form: the sign-in goes there, and keeps it (the environment may not be saved yet). */
  baseUrl: string | null
}) {
  const signIn = useCredentialsStore((state) => state.signIn)
  const signOut = useCredentialsStore((state) => state.signOut)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  // The password is used once, whatever the answer: it never stays in the form.
  const { status, error, busy, run } = useCredentialAction(environment, () => setPassword(''))

  if (status?.signedInAs) {
    return (
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            API user
          </Text>
          <Badge color="teal" variant="light">
            Signed in as {status.signedInAs}
          </Badge>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={busy}
            onClick={() => void run(() => signOut(environment))}
          >
            Sign out
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The session renews itself; you are asked to sign in again only if the service ends it.
        </Text>
      </Stack>
    )
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          API user
        </Text>
        <Badge color={status?.signInRequired ? 'orange' : 'gray'} variant="light">
          {status?.signInRequired ? 'Sign-in needed' : 'Not signed in'}
        </Badge>
      </Group>
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label={`E-mail of the API user (${environment})`}
          placeholder={environment === 'sandbox' ? 'agent@demo-voyages.test' : 'api-user@your-agency.com'}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          autoComplete="username"
          style={{ flex: 1 }}
        />
        <PasswordInput
          aria-label={`Password of the API user (${environment})`}
          placeholder="Password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          autoComplete="current-password"
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          loading={busy}
          disabled={username.trim().length < 3 || password.length === 0}
          onClick={() => void run(() => signIn(environment, username, password, baseUrl))}
        >
          Sign in
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        The password is used once to get access tokens and is never stored. Signing in makes the API user the
        way this environment is reached.
      </Text>
      {status !== null && !status.encryptionAvailable && (
        <Text size="sm" c="red">
          This computer offers no secure storage for tokens, so the API user cannot sign in.
        </Text>
      )}
    </Stack>
  )
}
