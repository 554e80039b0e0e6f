import { Alert, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { updatesInfoSentence } from '../../../../../shared/domain/update-status'
import type { UpdatesInfo } from '../../../../../shared/ipc/updates.contract'
import { deskKey } from '../../../bridge/desk-query'
import { errorSentence } from '../../../ui/errors'
import { checkForUpdates, saveUpdateSettings, useUpdatesInfo } from './updates.store'
import { RestartNowButton } from './RestartNowButton'

/**
 * Settings -> Updates: the version running, the agency's update address and automatic checks, "Check now" and
 * the state in words. In the web host there is nothing to update here: the section says so.
 */
export function UpdatesSection() {
  const status = useUpdatesInfo()
  const info = status.data
  return (
    <Stack gap="md" data-testid="updates-section">
      <Title order={3} size="h4">
        Updates
      </Title>
      {info === undefined ? (
        <Text size="sm" c="dimmed">
          {status.error === null ? 'Reading the update state…' : 'The update state could not be read.'}
        </Text>
      ) : (
        <UpdatesBody info={info} />
      )}
    </Stack>
  )
}

function UpdatesBody({ info }: { info: UpdatesInfo }) {
  const client = useQueryClient()
  const [address, setAddress] = useState(info.settings.address)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'check' | null>(null)

  const running = (
    <Text size="sm">
      Running Agency Desk <strong>{info.currentVersion}</strong>.
    </Text>
  )
  if (!info.supported) {
    return (
      <>
        {running}
        <Text size="sm" c="dimmed" role="status">
          {updatesInfoSentence(info)}
        </Text>
      </>
    )
  }

  const keep = (next: UpdatesInfo): void => {
    client.setQueryData(deskKey('updates.status'), next)
  }
  const save = async (settings: UpdatesInfo['settings']): Promise<void> => {
    setBusy('save')
    setError(null)
    try {
      keep(await saveUpdateSettings(settings))
    } catch (failure) {
      setError(errorSentence(failure, { fallback: 'The update settings could not be saved.' }))
    } finally {
      setBusy(null)
    }
  }
  const checkNow = async (): Promise<void> => {
    setBusy('check')
    setError(null)
    try {
      keep(await checkForUpdates())
    } catch (failure) {
      setError(errorSentence(failure, { fallback: 'The update check could not run.' }))
    } finally {
      setBusy(null)
    }
  }
  const trimmed = address.trim()
  const saved = info.settings.address

  return (
    <>
      {running}
      <Text size="sm" c="dimmed">
        The agency&apos;s own update folder (latest-*.yml beside the installers). Empty: Agency Desk never
        checks. A new version downloads in the background and installs when you quit.
      </Text>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Update address"
          placeholder="https://updates.agency.example/desk/"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          w={380}
        />
        <Button
          variant="default"
          disabled={trimmed === saved}
          loading={busy === 'save'}
          onClick={() => void save({ ...info.settings, address: trimmed })}
        >
          Save address
        </Button>
      </Group>
      <Switch
        label="Check automatically (at start and every 4 hours)"
        checked={info.settings.automatic}
        disabled={busy !== null}
        onChange={(event) => void save({ ...info.settings, automatic: event.currentTarget.checked })}
      />
      <Group gap="md" align="center">
        <Button
          color="teal.9"
          disabled={saved === '' || info.state.status === 'checking'}
          loading={busy === 'check'}
          onClick={() => void checkNow()}
        >
          Check now
        </Button>
        {info.state.status === 'ready' && <RestartNowButton />}
      </Group>
      <Text size="sm" role="status">
        {updatesInfoSentence(info)}
        {info.lastCheckedAt === null ? '' : ` Last check: ${new Date(info.lastCheckedAt).toLocaleString()}.`}
      </Text>
      {info.state.status === 'available' && info.state.notes !== null && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          What is new: {info.state.notes}
        </Text>
      )}
      {error !== null && (
        <Alert color="red" title="Updates">
          {error}
        </Alert>
      )}
    </>
  )
}
