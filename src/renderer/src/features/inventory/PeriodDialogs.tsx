import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { PeriodV3 } from '../../../../shared/api/experiences-v3'
import { counted } from '../../../../shared/i18n'
import { callInventory } from './inventory-calls'
import { ACTION_COLOR } from '../../ui/contrast'
import { formFailure } from './inventory-errors'

interface Props {
  experienceId: string
  period: PeriodV3
  dates: string
  onClose(): void
  onChanged(note: string): void
}

const keptSentence = (period: PeriodV3) =>
  period.allotmentsUsed === 0
    ? 'It has no bookings yet.'
    : `The existing bookings (${counted('spotsBooked', period.allotmentsUsed)}) are kept as they are.`

/** Stop sale: no new bookings from now on; the ones already made stay. */
export function StopSaleDialog(props: Props) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const stop = async () => {
    setBusy(true)
    try {
      await callInventory('inventory.updatePeriod', {
        experienceId: props.experienceId,
        periodId: props.period.id,
        patch: { state: 'stop_sale' },
      })
      props.onChanged(`Stop sale set for ${props.dates}. ${keptSentence(props.period)}`)
      props.onClose()
    } catch (failure) {
      setError(formFailure(failure).message ?? String(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={props.onClose}
      title="Stop sale for this period?"
    >
      <Stack gap="sm">
        <Text size="sm">{props.dates}: tour operators can no longer book it.</Text>
        <Text size="sm" fw={600}>
          {keptSentence(props.period)}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color={ACTION_COLOR} loading={busy} onClick={() => void stop()}>
            Set stop sale
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Delete; a period with bookings is kept by the service (409), explained, with stop sale offered instead. */
export function DeletePeriodDialog(props: Props & { onStopSale(): void }) {
  const [refusal, setRefusal] = useState<{ text: string; hasBookings: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await callInventory('inventory.deletePeriod', {
        experienceId: props.experienceId,
        periodId: props.period.id,
      })
      props.onChanged(`The period ${props.dates} was deleted.`)
      props.onClose()
    } catch (failure) {
      const failed = formFailure(failure)
      setRefusal({
        text: failed.message ?? String(failure),
        hasBookings: failed.serviceCode === 'PERIOD_HAS_BOOKINGS',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={props.onClose}
      title="Delete this period?"
    >
      <Stack gap="sm">
        <Text size="sm">{props.dates} and its prices are removed.</Text>
        {refusal && (
          <Alert
            color={refusal.hasBookings ? 'orange' : 'red'}
            title={refusal.hasBookings ? 'This period has bookings' : 'Not deleted'}
            role="alert"
            data-testid="period-delete-refusal"
          >
            {refusal.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          {refusal?.hasBookings ? (
            <Button color={ACTION_COLOR} onClick={props.onStopSale}>
              Set stop sale instead
            </Button>
          ) : (
            <Button color="red.9" loading={busy} onClick={() => void remove()}>
              Delete period
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
