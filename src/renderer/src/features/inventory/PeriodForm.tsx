import {
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import type { PeriodV3 } from '../../../../shared/api/experiences-v3'
import { WEEKDAY_NAMES } from '../../../../shared/domain/inventory'
import { PERIOD_STATE_LIST, periodStateView } from '../../ui/period-state'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { ACTION_COLOR } from '../../ui/contrast'
import { useAgentFormat } from '../../ui/format'
import { formFailure } from './inventory-errors'
import { draftOr, useInventoryDrafts } from './inventory-drafts.store'
import { useInventoryWrite } from './inventory-queries'
import {
  emptyPeriod,
  PeriodFormSchema,
  periodPatch,
  periodValues,
  toPeriodInput,
  type PeriodFormValues,
} from './period-form'
import { PriceBandsEditor } from './PriceBandsEditor'
import { useOffline } from './SupplierOnly'

interface Props {
  experienceId: string
  currency: string
  /** The period edited, or null for a new one. */
  period: PeriodV3 | null
  onDone(saved: boolean): void
}

const resolver = zod4Resolver(PeriodFormSchema, { errorPriority: 'first' })

/**
 * A period: dates, weekdays, state, allotment and the two price lists. Saving goes through a review that shows the
 * whole price set as it will replace the current one; an edit sends only what changed.
 */
export function PeriodForm(props: Props) {
  const { period } = props
  const offline = useOffline()
  const format = useAgentFormat()
  const draftKey = `period:${props.experienceId}:${period?.id ?? 'new'}`
  const keep = useInventoryDrafts((state) => state.keep)
  const drop = useInventoryDrafts((state) => state.drop)
  const [step, setStep] = useState<'edit' | 'review'>('edit')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const createPeriod = useInventoryWrite('inventory.createPeriod')
  const updatePeriod = useInventoryWrite('inventory.updatePeriod')
  const form = useForm<PeriodFormValues>({
    mode: 'controlled',
    initialValues: draftOr(draftKey, period === null ? emptyPeriod() : periodValues(period)),
    validate: resolver,
    onValuesChange: (values) => keep(draftKey, values),
  })
  const money = (amount: number) => formatMoney(amount, props.currency, format.locale)
  const input = toPeriodInput(form.values)

  const save = async () => {
    setSaving(true)
    setError(null)
    try {
      if (period === null) await createPeriod.mutateAsync({ experienceId: props.experienceId, period: input })
      else
        await updatePeriod.mutateAsync({
          experienceId: props.experienceId,
          periodId: period.id,
          patch: periodPatch(period, form.values),
        })
      drop(draftKey)
      props.onDone(true)
    } catch (failure) {
      const failed = formFailure(failure, period === null ? 'period' : 'patch')
      form.setErrors(failed.fields)
      setError(failed.message ?? 'The service refused a field: see the form.')
      setStep('edit')
    } finally {
      setSaving(false)
    }
  }

  if (step === 'review')
    return (
      <Stack gap="sm" data-testid="period-review">
        <Text size="sm">
          {formatIsoDate(input.startAt, format.locale)} to {formatIsoDate(input.endAt, format.locale)} ·{' '}
          {periodStateView(input.state ?? 'on_request').label} ·{' '}
          {input.allotments == null ? 'unlimited allotment' : `allotment ${input.allotments}`}
        </Text>
        <Text size="sm" fw={600}>
          {period === null
            ? 'The whole price list of the new period:'
            : `The price list below replaces the whole current one (${period.adultPrices.length} adult and ${period.childPrices.length} child lines today).`}
        </Text>
        <Table withTableBorder aria-label="Price list to save">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Who</Table.Th>
              <Table.Th ta="right">Price per person</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(input.adultPrices ?? []).map((band, index) => (
              <Table.Tr key={`a${index}`}>
                <Table.Td>
                  Adults, party of {band.minPax} to {band.maxPax}
                </Table.Td>
                <Table.Td ta="right">{money(band.price)}</Table.Td>
              </Table.Tr>
            ))}
            {(input.childPrices ?? []).map((band, index) => (
              <Table.Tr key={`c${index}`}>
                <Table.Td>
                  Children aged {band.minAge} to {band.maxAge}
                </Table.Td>
                <Table.Td ta="right">{money(band.price)}</Table.Td>
              </Table.Tr>
            ))}
            {(input.adultPrices ?? []).length + (input.childPrices ?? []).length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  No price band:{' '}
                  {input.price == null ? 'no price at all' : `one price of ${money(input.price)}`}.
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep('edit')}>
            Back to the form
          </Button>
          <Button color={ACTION_COLOR} loading={saving} disabled={offline} onClick={() => void save()}>
            Save period
          </Button>
        </Group>
      </Stack>
    )

  return (
    <form onSubmit={form.onSubmit(() => setStep('review'))} noValidate aria-label="Period">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <DateInput
            placeholder="YYYY-MM-DD"
            label="First day"
            required
            valueFormat="D MMM YYYY"
            {...form.getInputProps('startAt')}
          />
          <DateInput
            placeholder="YYYY-MM-DD"
            label="Last day"
            required
            valueFormat="D MMM YYYY"
            {...form.getInputProps('endAt')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="weekdays-label">
            Days of the week it runs
          </Text>
          <Chip.Group multiple {...form.getInputProps('weekdays')}>
            <Group gap={6} role="group" aria-labelledby="weekdays-label">
              {WEEKDAY_NAMES.map((name, index) => (
                <Chip key={name} value={String(index)} size="sm">
                  {name.slice(0, 3)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <SimpleGrid cols={2}>
          <Select
            label="State"
            allowDeselect={false}
            data={PERIOD_STATE_LIST.map(({ state, label }) => ({ value: state, label }))}
            {...form.getInputProps('state')}
          />
          <NumberInput
            label="Allotment (spots; blank = unlimited)"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('allotments')}
          />
          <NumberInput
            label="Smallest party"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('minPax')}
          />
          <NumberInput label="Largest party" min={1} allowDecimal={false} {...form.getInputProps('maxPax')} />
        </SimpleGrid>
        <PriceBandsEditor form={form} list="adultPrices" currency={props.currency} />
        <PriceBandsEditor form={form} list="childPrices" currency={props.currency} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              drop(draftKey)
              props.onDone(false)
            }}
          >
            Cancel
          </Button>
          <Button type="submit" color={ACTION_COLOR}>
            Review prices
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
