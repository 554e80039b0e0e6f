import { Alert, Button, Group, List, PasswordInput, Stack, Switch, Text } from '@mantine/core'
import { useState } from 'react'
import { MIN_AUTOMATIC_PASSPHRASE, type BackupStatus } from '../../../../shared/ipc/backup.contract'
import { deskKey, useDeskMutation } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

const when = (iso: string): string => new Date(iso).toLocaleString()
const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** How many of the kept automatic backups the section lists (the newest). */
const LISTED = 5

/**
 * Settings -> Backups, the automatic backups' encryption: a passphrase main keeps in the platform's secret store
 * (never shown again, never in the settings), and the newest kept backups, each said encrypted or not. Restoring
 * an encrypted one asks for the passphrase in the Restore part, like any sealed backup.
 */
export function AutomaticBackupEncryption({ status }: { status: BackupStatus }) {
  const setPassphrase = useDeskMutation('backup.setAutomaticPassphrase', {
    invalidates: () => [deskKey('backup.status')],
  })
  const [asking, setAsking] = useState(false)
  const [passphrase, setPassphraseText] = useState('')
  const [repeated, setRepeated] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const encrypt = status.settings.encrypt
  const mismatch = repeated !== '' && repeated !== passphrase

  const close = (): void => {
    setAsking(false)
    setPassphraseText('')
    setRepeated('')
  }
  const save = (value: string | null): void => {
    setProblem(null)
    setPassphrase.mutate(
      { passphrase: value },
      {
        onSuccess: close,
        onError: (error) =>
          setProblem(errorSentence(error, { fallback: 'The passphrase could not be kept.' })),
      },
    )
  }

  return (
    <Stack gap="xs">
      <Switch
        label="Encrypt automatic backups with a passphrase"
        checked={encrypt || asking}
        disabled={!status.settings.automatic}
        onChange={(event) => {
          if (event.currentTarget.checked) setAsking(true)
          else if (encrypt) save(null)
          else close()
        }}
      />
      {encrypt && !asking && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Sealed with the passphrase this computer keeps in its secure storage; restoring one asks for it.
            Keep it somewhere safe: without it these backups cannot be restored.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setAsking(true)}>
            Change passphrase
          </Button>
        </Group>
      )}
      {encrypt && !status.passphraseKept && (
        <Alert color="red" title="No passphrase is kept on this computer">
          The automatic backups stop until the passphrase is set again.
        </Alert>
      )}
      {asking && (
        <Group align="flex-start" gap="md">
          <PasswordInput
            label="Passphrase for automatic backups"
            description={`At least ${MIN_AUTOMATIC_PASSPHRASE} characters.`}
            value={passphrase}
            onChange={(event) => setPassphraseText(event.currentTarget.value)}
            w={260}
          />
          <PasswordInput
            label="Repeat the passphrase"
            value={repeated}
            error={mismatch ? 'The two passphrases differ.' : undefined}
            onChange={(event) => setRepeated(event.currentTarget.value)}
            w={220}
          />
          <Group mt={24} gap="xs">
            <Button
              color="teal.9"
              disabled={passphrase.length < MIN_AUTOMATIC_PASSPHRASE || repeated !== passphrase}
              loading={setPassphrase.isPending}
              onClick={() => save(passphrase)}
            >
              Encrypt automatic backups
            </Button>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
        </Group>
      )}
      {problem !== null && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
      {status.kept.length > 0 && (
        <List size="sm" aria-label="Automatic backups kept">
          {status.kept.slice(0, LISTED).map((kept) => (
            <List.Item key={kept.fileName}>
              {kept.fileName} ({when(kept.createdAt)}, {size(kept.bytes)}
              {kept.encrypted ? ', encrypted' : ', not encrypted'})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}
