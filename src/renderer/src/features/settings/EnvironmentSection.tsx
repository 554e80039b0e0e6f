import { SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import type { AuthMethod, Settings } from '../../../../shared/ipc'
import { ApiKeyField } from './ApiKeyField'
import { TEXT } from '../../ui/contrast'
import { BearerUserField } from './BearerUserField'
import { useCredentialsStore } from './credentials.store'
import { EnvironmentCheckPanel } from './EnvironmentCheckPanel'

interface Props {
  draft: Settings
  saved: Settings
  errors: Record<string, string>
  onChange(patch: Partial<Settings>): void
}

const DESCRIPTIONS = {
  sandbox: 'The built-in sandbox with demo hotels and bookings. Nothing you book here is real.',
  staging: 'The service’s staging environment, for testing an integration with real suppliers’ test data.',
  production: 'The live service: bookings are real and are charged.',
} as const

const METHOD_HINTS: Record<AuthMethod, string> = {
  apiKey: 'Requests carry the organization’s API key (recommended by the service).',
  bearer: 'Requests act as an API user of your organization, signed in with its e-mail and password.',
}

export function EnvironmentSection({ draft, saved, errors, onChange }: Props) {
  const environment = draft.environment
  const method = draft.authMethods[environment]
  const baseUrl = environment === 'sandbox' ? null : draft.baseUrls[environment]
  // A refused save's error on the address holds for the address it was about, not for one typed since.
  const [refusedAt, setRefusedAt] = useState({ errors, baseUrl })
  if (refusedAt.errors !== errors) setRefusedAt({ errors, baseUrl })
  const addressError = refusedAt.baseUrl === baseUrl ? errors[`baseUrls.${environment}`] : undefined
  const credentials = useCredentialsStore((state) => state.statuses[environment] ?? null)
  const lacking =
    credentials === null || (method === 'apiKey' ? !credentials.hasApiKey : credentials.signedInAs === null)
  // Main refused to save the environment without its credentials (said until they are there).
  const credentialsError = lacking ? errors[`credentials.${environment}`] : undefined
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Service
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="environment-label">
          Environment
        </Text>
        <SegmentedControl
          aria-labelledby="environment-label"
          value={environment}
          onChange={(value) => onChange({ environment: value as Settings['environment'] })}
          data={[
            { value: 'sandbox', label: 'Sandbox' },
            { value: 'staging', label: 'Staging' },
            { value: 'production', label: 'Production' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {DESCRIPTIONS[environment]}
        </Text>
      </Stack>
      {environment !== 'sandbox' && (
        <TextInput
          label={`${environment === 'staging' ? 'Staging' : 'Production'} address`}
          description="The base URL your account manager gave you, e.g. https://api.example.com"
          placeholder="https://"
          value={draft.baseUrls[environment] ?? ''}
          error={addressError}
          onChange={(event) => {
            const value = event.currentTarget.value.trim()
            onChange({ baseUrls: { ...draft.baseUrls, [environment]: value === '' ? null : value } })
          }}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="auth-method-label">
          Sign in with
        </Text>
        <SegmentedControl
          aria-labelledby="auth-method-label"
          value={method}
          onChange={(value) =>
            onChange({ authMethods: { ...draft.authMethods, [environment]: value as AuthMethod } })
          }
          data={[
            { value: 'apiKey', label: 'API key' },
            { value: 'bearer', label: 'API user' },
          ]}
        />
        <Text size="sm" c="dimmed">
          {METHOD_HINTS[method]}
        </Text>
      </Stack>
      {method === 'bearer' ? (
        <BearerUserField environment={environment} baseUrl={baseUrl} />
      ) : (
        <ApiKeyField environment={environment} />
      )}
      {credentialsError !== undefined && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {credentialsError}
        </Text>
      )}
      <EnvironmentCheckPanel environment={environment} baseUrl={baseUrl} />
      {environment !== 'sandbox' && saved.environment !== environment && (
        <Text size="sm" c="dimmed">
          Save to switch to {environment}.
        </Text>
      )}
    </Stack>
  )
}
