import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm, type FormErrors } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import {
  SharingConnectInput,
  type SharingAddress,
  type SharingCheckOutcome,
  type SharingStatus,
} from '../../../../../shared/ipc/sharing.contract'
import { TEXT } from '../../../ui/contrast'
import { errorSentence } from '../../../ui/errors'
import { checkOutcomeWords } from '../../../ui/sharing/sharing-words'
import { checkSharing, connectSharing } from './sharing.store'

/** The form's values: the port stays what the field holds ('' while emptied) until checked. */
type Values = Omit<SharingConnectInput, 'port'> & { port: number | string }

const resolver = zod4Resolver(SharingConnectInput, { errorPriority: 'first' })
const PORT_WORDS = 'Enter a port from 1 to 65535'

const EMPTY: Values = { host: '', port: 5432, database: '', user: '', password: '', tls: 'prefer' }

/**
 * The agency database's address and this desk's login, checked by the contract's own schema. The password is
 * required the first time; when an address is already kept, empty keeps the password main holds for it.
 */
function validate(values: Values, firstTime: boolean): FormErrors {
  const errors: FormErrors = { ...resolver(values as SharingConnectInput) }
  if (typeof values.port !== 'number') errors['port'] = PORT_WORDS
  if (firstTime && values.password === '' && errors['password'] === undefined)
    errors['password'] = "Enter the password of this desk's login"
  return errors
}

const TLS_CHOICES = [
  { value: 'prefer', label: 'Prefer' },
  { value: 'require', label: 'Require' },
  { value: 'off', label: 'Off' },
]

const TLS_WORDS: Record<SharingAddress['tls'], string> = {
  prefer: 'Encrypted when the server offers it.',
  require: 'Never connects without encryption.',
  off: 'Not encrypted: only on a private network.',
}

/** The input main takes: the schema's own parse (trimmed values), once the form said it is valid. */
const inputOf = (values: Values): SharingConnectInput => SharingConnectInput.parse(values)

export function SharingAddressForm(props: {
  /** The address kept (changing it), or null the first time. */
  kept: SharingAddress | null
  onConnected: (status: SharingStatus) => void
  onCancel?: () => void
}) {
  const firstTime = props.kept === null
  const [busy, setBusy] = useState<'check' | 'connect' | null>(null)
  const [checked, setChecked] = useState<SharingCheckOutcome | null>(null)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: props.kept === null ? EMPTY : { ...props.kept, password: '' },
    validate: (values) => validate(values, firstTime),
    // A check's outcome is about the address it tried: a changed field makes it stale (and "Start sharing" free).
    onValuesChange: () => setChecked(null),
  })
  const [error, setError] = useState<string | null>(null)

  const run = async (kind: 'check' | 'connect'): Promise<void> => {
    setError(null)
    setChecked(null)
    if (form.validate().hasErrors) return
    setBusy(kind)
    try {
      const input = inputOf(form.getValues())
      if (kind === 'check') setChecked(await checkSharing(input))
      else props.onConnected(await connectSharing(input))
    } catch (failure) {
      setError(
        errorSentence(failure, {
          fallback:
            kind === 'check'
              ? 'The connection could not be checked.'
              : 'Sharing could not start. Check the connection first.',
        }),
      )
    } finally {
      setBusy(null)
    }
  }

  const words = checked === null ? null : checkOutcomeWords(checked)

  return (
    <form
      aria-label="The agency's database"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void run('check')
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Database server"
            description="Its name or IP address, as whoever runs it gave it."
            placeholder="db.agency.example"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('host')}
          />
          <NumberInput
            label="Port"
            description="5432 unless told otherwise."
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            {...form.getInputProps('port')}
          />
          <TextInput
            label="Database"
            placeholder="agency"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('database')}
          />
          <TextInput
            label="This desk's login"
            description="Each desk has its own login."
            autoComplete="username"
            spellCheck={false}
            {...form.getInputProps('user')}
          />
          <PasswordInput
            label="Password"
            description={
              firstTime
                ? 'Kept encrypted on this computer.'
                : 'Leave empty to keep the password saved for this desk.'
            }
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="sharing-tls-label">
              Encryption (TLS)
            </Text>
            <SegmentedControl
              aria-labelledby="sharing-tls-label"
              data={TLS_CHOICES}
              {...form.getInputProps('tls')}
            />
            <Text size="xs" c="dimmed">
              {TLS_WORDS[form.getValues().tls]}
            </Text>
          </Stack>
        </SimpleGrid>

        {checked !== null && words !== null && (
          <Alert
            color={words.canShare ? 'teal' : 'red'}
            variant="light"
            title={words.title}
            data-testid="sharing-check-outcome"
            data-outcome={checked.outcome}
          >
            <Stack gap={4}>
              <Text size="sm">{words.todo}</Text>
              {checked.message.trim() !== '' && (
                <Text size="xs" c="dimmed">
                  The database said: {checked.message}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {error !== null && (
          <Text size="sm" c={TEXT.danger} role="alert">
            {error}
          </Text>
        )}

        <Text size="sm" c="dimmed">
          Starting uploads this desk&apos;s existing records (customers and travellers, notes, proposals,
          markup rules, saved views) to the agency&apos;s database first, then brings in the other desks&apos;
          records. Nothing on this desk is deleted.
        </Text>
        {busy === 'connect' && (
          <Text size="sm" role="status">
            Checking the database and uploading this desk&apos;s records: this can take a minute the first
            time.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {props.onCancel !== undefined && (
            <Button variant="default" onClick={props.onCancel} disabled={busy !== null}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="default" loading={busy === 'check'} disabled={busy === 'connect'}>
            Check the database
          </Button>
          <Button
            color="teal.9"
            loading={busy === 'connect'}
            disabled={busy === 'check' || (words !== null && !words.canShare)}
            onClick={() => void run('connect')}
          >
            {firstTime ? 'Start sharing' : 'Save and share'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
