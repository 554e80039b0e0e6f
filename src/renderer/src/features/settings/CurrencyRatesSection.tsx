import {
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { isRateText } from '../../../../shared/domain/currency-rates'
import type { CurrencyRateRecord } from '../../../../shared/ipc/rates.contract'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { ACTION_COLOR } from '../../ui/contrast'
import { errorSentence, problemOf } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'

const CODE = /^[A-Za-z]{3}$/

/** "2 Dec 2026, 09:00" in the agent's locale and zone. */
function useWhen(): (iso: string) => string {
  const format = useAgentFormat()
  const formatter = new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: format.timeZone,
  })
  return (iso) => formatter.format(new Date(iso))
}

/** Main's refusal of one field as the form's errors; other refusals as a sentence. */
function refusalOf(
  error: unknown,
  fallback: string,
): { fields: Record<string, string>; failure: string | null } {
  const problem = problemOf(error)
  if (problem?.kind === 'invalidInput' && problem.issues.length > 0)
    return {
      fields: Object.fromEntries(
        problem.issues.map((issue) => [issue.path.split('.')[0] ?? '', issue.message]),
      ),
      failure: null,
    }
  return {
    fields: {},
    failure: errorSentence(error, {
      fallback,
      overrides: { conflict: 'Someone changed this meanwhile. Look at it again before saving.' },
    }),
  }
}

/**
 * Settings -> Currency rates: the reporting currency and the rates the agency enters by hand. Reports sum across
 * currencies only with these, and name the ones they used.
 */
export function CurrencyRatesSection() {
  const rates = useDeskQuery('rates.list', {})
  const remove = useDeskMutation('rates.delete', { invalidates: () => [deskKey('rates.list')] })
  const [editing, setEditing] = useState<CurrencyRateRecord | 'new' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const when = useWhen()

  const deleteRate = async (rate: CurrencyRateRecord) => {
    setFailure(null)
    try {
      await remove.mutateAsync({ id: rate.id, expectedVersion: rate.version })
    } catch (error) {
      setFailure(refusalOf(error, 'The rate could not be deleted. Try again.').failure)
    }
  }

  const reporting = rates.data?.reporting ?? null
  return (
    <Stack gap="md" component="section" aria-labelledby="currency-rates-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="currency-rates-title">
          Currency rates
        </Title>
        <Button
          color={ACTION_COLOR}
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          disabled={editing !== null || reporting === null}
        >
          Add a rate
        </Button>
      </Group>
      <Text size="sm">
        Reports never mix currencies. They add up amounts in different currencies only with the rates entered
        here, and say which ones they used.
      </Text>
      {rates.isPending ? (
        <Loader size="sm" aria-label="Loading the currency rates" />
      ) : rates.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorSentence(rates.error, { fallback: 'The currency rates could not be loaded. Try again.' })}
        </Alert>
      ) : (
        <>
          <ReportingCurrencyForm
            key={`${reporting?.currency ?? ''}-${reporting?.version ?? 0}`}
            current={reporting}
            when={when}
          />
          {rates.data.rates.length === 0 ? (
            <Text size="sm" c="dimmed">
              No rates yet: reports show each currency on its own.
            </Text>
          ) : (
            <Table striped aria-label="Currency rates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Currency</Table.Th>
                  <Table.Th>Rate</Table.Th>
                  <Table.Th>Last changed</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.rates.map((rate) => (
                  <Table.Tr key={rate.id}>
                    <Table.Td>{rate.currency}</Table.Td>
                    <Table.Td>
                      1 {rate.currency} = {rate.rate} {rate.quote}
                      {reporting !== null && rate.quote !== reporting.currency && (
                        <Text size="xs" c="dimmed">
                          Entered against {rate.quote}: not used until entered against {reporting.currency}.
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {rate.updatedBy}, {when(rate.updatedAt)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(rate)}
                          disabled={editing !== null}
                          aria-label={`Edit the ${rate.currency} rate`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void deleteRate(rate)}
                          aria-label={`Delete the ${rate.currency} rate`}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {editing !== null && reporting !== null && (
        <RateForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          editing={editing === 'new' ? null : editing}
          reporting={reporting.currency}
          onDone={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}

function ReportingCurrencyForm(props: {
  current: { currency: string; version: number; updatedBy: string; updatedAt: string } | null
  when: (iso: string) => string
}) {
  const { current } = props
  const [code, setCode] = useState(current?.currency ?? '')
  const [error, setError] = useState<string | null>(null)
  const set = useDeskMutation('rates.setReporting', { invalidates: () => [deskKey('rates.list')] })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!CODE.test(code.trim())) {
      setError('Three letters, as EUR or USD')
      return
    }
    setError(null)
    try {
      await set.mutateAsync({
        currency: code.trim(),
        ...(current === null ? {} : { expectedVersion: current.version }),
      })
    } catch (failure) {
      const refusal = refusalOf(failure, 'The reporting currency could not be saved. Try again.')
      setError(refusal.fields['currency'] ?? refusal.failure)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Reporting currency" noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Reporting currency"
          description={
            current === null
              ? 'The currency reports add up into.'
              : `Chosen by ${current.updatedBy}, ${props.when(current.updatedAt)}.`
          }
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          error={error}
          maxLength={3}
          w={260}
        />
        <Button type="submit" variant="default" loading={set.isPending} disabled={code === current?.currency}>
          {current === null ? 'Set' : 'Change'}
        </Button>
      </Group>
    </form>
  )
}

function RateForm(props: { editing: CurrencyRateRecord | null; reporting: string; onDone: () => void }) {
  const { editing } = props
  const [currency, setCurrency] = useState(editing?.currency ?? '')
  const [rate, setRate] = useState(editing?.rate ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = useDeskMutation('rates.save', { invalidates: () => [deskKey('rates.list')] })
  const code = currency.trim().toUpperCase()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!CODE.test(code)) found['currency'] = 'Three letters, as USD or GBP'
    else if (code === props.reporting)
      found['currency'] = `${code} is the reporting currency: it needs no rate.`
    if (!isRateText(rate.trim())) found['rate'] = 'A positive number with at most 8 decimals, as 0.9123'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setFailure(null)
    try {
      await save.mutateAsync({
        currency: code,
        rate: rate.trim(),
        ...(editing === null ? {} : { id: editing.id, expectedVersion: editing.version }),
      })
      props.onDone()
    } catch (error) {
      const refusal = refusalOf(error, 'The rate could not be saved. Try again.')
      setErrors(refusal.fields)
      setFailure(refusal.failure)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing === null ? 'New currency rate' : 'Edit currency rate'}
      noValidate
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
            error={errors['currency']}
            maxLength={3}
            w={120}
          />
          <TextInput
            label={`Rate: 1 ${CODE.test(code) ? code : 'unit'} in ${props.reporting}`}
            value={rate}
            onChange={(event) => setRate(event.currentTarget.value)}
            error={errors['rate']}
            inputMode="decimal"
            w={220}
          />
        </Group>
        {CODE.test(code) && isRateText(rate.trim()) && (
          <Text size="sm" role="status">
            1 {code} = {rate.trim()} {props.reporting}
          </Text>
        )}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color={ACTION_COLOR} loading={save.isPending}>
            Save rate
          </Button>
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
