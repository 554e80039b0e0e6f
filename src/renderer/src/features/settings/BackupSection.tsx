import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  NumberInput,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { counted } from '../../../../shared/i18n'
import type { BackupSummary } from '../../../../shared/ipc/backup.contract'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'
import { receiveHandedFile } from '../../ui/hand-over'
import { inspectBackup, makeBackup, restoreBackup } from './backup.store'
import { AutomaticBackupEncryption } from './AutomaticBackupEncryption'
import { summaryParts } from './backup-summary'

type Outcome = { ok: boolean; text: string } | null

const when = (iso: string): string => (iso === '' ? 'an unknown time' : new Date(iso).toLocaleString())

/**
 * Settings -> Backups: a backup now (optionally with a passphrase), the daily automatic one and how many days it is
 * kept, and a restore that shows what the file brings back before anything is replaced.
 */
export function BackupSection() {
  const status = useDeskQuery('backup.status', undefined)
  const update = useDeskMutation('backup.updateSettings', { invalidates: () => [deskKey('backup.status')] })
  const client = useQueryClient()
  const [passphrase, setPassphrase] = useState('')
  const [made, setMade] = useState<Outcome>(null)
  const [busy, setBusy] = useState<'backup' | 'check' | 'restore' | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [restorePassphrase, setRestorePassphrase] = useState('')
  const [summary, setSummary] = useState<BackupSummary | null>(null)
  const [restore, setRestore] = useState<Outcome>(null)

  const settings = status.data?.settings

  const backUpNow = async (): Promise<void> => {
    setBusy('backup')
    try {
      const result = await makeBackup(passphrase)
      const handed = receiveHandedFile(result.file)
      setMade(
        handed === null
          ? null
          : { ok: true, text: `${handed} It holds ${summaryParts(result.summary).join(', ')}.` },
      )
    } catch (error) {
      setMade({ ok: false, text: errorSentence(error, { fallback: 'The backup could not be made.' }) })
    } finally {
      setBusy(null)
    }
  }

  const check = async (): Promise<void> => {
    if (file === null) return
    setBusy('check')
    setSummary(null)
    setRestore(null)
    try {
      setSummary(await inspectBackup(file, restorePassphrase))
    } catch (error) {
      setRestore({ ok: false, text: errorSentence(error, { fallback: 'The backup could not be read.' }) })
    } finally {
      setBusy(null)
    }
  }

  const restoreNow = async (): Promise<void> => {
    if (file === null) return
    setBusy('restore')
    try {
      const restored = await restoreBackup(file, restorePassphrase)
      // Everything the agency's data shows is read again: rules, customers, notes, views, settings.
      await client.invalidateQueries()
      setSummary(null)
      setFile(null)
      setRestore({
        ok: true,
        text: `Restored the backup of ${when(restored.createdAt)}: ${summaryParts(restored).join(', ')}.`,
      })
    } catch (error) {
      setRestore({ ok: false, text: errorSentence(error, { fallback: 'The backup could not be restored.' }) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="md" data-testid="backup-section">
      <Title order={3} size="h4">
        Backups
      </Title>
      <Text size="sm" c="dimmed">
        The agency&apos;s own data (customers and travellers, proposals, notes, markup rules and selling
        prices, saved views), its details and logo, and these settings. Bookings and the catalog are not in
        it: they come back from the service. Keys and passwords never are.
      </Text>

      <Group align="flex-end" gap="md">
        <PasswordInput
          label="Passphrase (optional)"
          description="Encrypts the file; without it the backup cannot be restored."
          value={passphrase}
          onChange={(event) => setPassphrase(event.currentTarget.value)}
          w={280}
        />
        <Button color="teal.9" loading={busy === 'backup'} onClick={() => void backUpNow()}>
          Back up now
        </Button>
      </Group>
      {made !== null && (
        <Text size="sm" c={made.ok ? 'teal.9' : 'red.9'} role="status">
          {made.text}
        </Text>
      )}

      {settings !== undefined && (
        <Stack gap="xs">
          <Group gap="lg" align="flex-end">
            <Switch
              label="Back up automatically every day"
              checked={settings.automatic}
              onChange={(event) => update.mutate({ ...settings, automatic: event.currentTarget.checked })}
            />
            <NumberInput
              label="Keep automatic backups for (days)"
              min={1}
              max={365}
              value={settings.keepDays}
              disabled={!settings.automatic}
              onChange={(value) => {
                const days = typeof value === 'number' ? value : Number(value)
                if (Number.isInteger(days) && days >= 1 && days <= 365)
                  update.mutate({ ...settings, keepDays: days })
              }}
              w={220}
            />
          </Group>
          <Text size="sm" c="dimmed">
            Into {status.data?.folder}: {counted('backupKept', status.data?.kept.length ?? 0)}
            {status.data?.kept[0] === undefined
              ? ''
              : `, the newest of ${when(status.data.kept[0].createdAt)}`}
            .
          </Text>
          {status.data !== undefined && <AutomaticBackupEncryption status={status.data} />}
          {status.data?.lastError != null && (
            <Alert color="red" title="The last automatic backup failed">
              {status.data.lastError}
            </Alert>
          )}
        </Stack>
      )}

      <Title order={4} size="h5">
        Restore
      </Title>
      <Group align="flex-end" gap="md">
        <FileInput
          // No placeholder: a file input prints it as text, too pale to read (axe's contrast check).
          label="Backup file (.deskbackup)"
          value={file}
          onChange={(chosen) => {
            setFile(chosen)
            setSummary(null)
            setRestore(null)
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          w={280}
        />
        <PasswordInput
          label="Its passphrase"
          value={restorePassphrase}
          onChange={(event) => setRestorePassphrase(event.currentTarget.value)}
          w={220}
        />
        <Button
          variant="default"
          disabled={file === null}
          loading={busy === 'check'}
          onClick={() => void check()}
        >
          Check backup
        </Button>
      </Group>
      {summary !== null && (
        <Alert
          color="orange"
          title={`Backup of ${when(summary.createdAt)} (Agency Desk ${summary.appVersion})`}
        >
          <Stack gap="xs">
            <Text size="sm">Restoring replaces the agency&apos;s data on this desk with:</Text>
            <List size="sm">
              {summaryParts(summary).map((part) => (
                <List.Item key={part}>{part}</List.Item>
              ))}
              <List.Item>
                {summary.agencyName === '' ? 'the settings' : `the details of ${summary.agencyName}`}
                {summary.hasLogo ? ', with the logo' : ''}
              </List.Item>
            </List>
            {summary.schemaVersion < summary.currentSchemaVersion && (
              <Text size="sm">
                It was made by an earlier version and is brought up to date as it is restored.
              </Text>
            )}
            <Text size="sm">The data it replaces is kept beside it as agency.db.before-restore.</Text>
            <Group>
              <Button color="red.9" loading={busy === 'restore'} onClick={() => void restoreNow()}>
                Restore this backup
              </Button>
              <Button variant="default" onClick={() => setSummary(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {restore !== null && (
        <Text size="sm" c={restore.ok ? 'teal.9' : 'red.9'} role="status">
          {restore.text}
        </Text>
      )}
    </Stack>
  )
}
