import { Alert, Text } from '@mantine/core'
import type { PeriodV3 } from '../../../../shared/api/experiences-v3'
import { counted } from '../../../../shared/i18n'
import { ACTION_COLOR } from '../../ui/contrast'
import { ConfirmDialog, useConfirmedChange } from './ConfirmDialog'
import { formFailure } from './inventory-errors'
import { useInventoryWrite } from './inventory-queries'

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
  const change = useConfirmedChange((failure) => formFailure(failure).message ?? String(failure))
  const updatePeriod = useInventoryWrite('inventory.updatePeriod')
  const stop = () =>
    change.run(async () => {
      await updatePeriod.mutateAsync({
        experienceId: props.experienceId,
        periodId: props.period.id,
        patch: { state: 'stop_sale' },
      })
      props.onChanged(`Stop sale set for ${props.dates}. ${keptSentence(props.period)}`)
      props.onClose()
    })
  return (
    <ConfirmDialog
      title="Stop sale for this period?"
      onClose={props.onClose}
      error={change.failure}
      confirm={{
        label: 'Set stop sale',
        color: ACTION_COLOR,
        loading: change.busy,
        onClick: () => void stop(),
      }}
    >
      <Text size="sm">{props.dates}: tour operators can no longer book it.</Text>
      <Text size="sm" fw={600}>
        {keptSentence(props.period)}
      </Text>
    </ConfirmDialog>
  )
}

/**
 * Delete. The service keeps a period with bookings (409): when the period's count already says spots are used, the
 * dialog says so before asking and offers stop sale instead; a refusal the count did not foresee (a booking made
 * since the list was read) is explained the same way.
 */
export function DeletePeriodDialog(props: Props & { onStopSale(): void }) {
  const change = useConfirmedChange((failure) => {
    const failed = formFailure(failure)
    return {
      text: failed.message ?? String(failure),
      hasBookings: failed.serviceCode === 'PERIOD_HAS_BOOKINGS',
    }
  })
  const used = props.period.allotmentsUsed
  const refusal =
    change.failure ??
    (used > 0
      ? {
          text:
            props.period.state === 'stop_sale'
              ? `${counted('spotsBooked', used)}: a period with bookings cannot be deleted. It is on stop sale already: tour operators can no longer book it.`
              : `${counted('spotsBooked', used)}: a period with bookings cannot be deleted. Set stop sale so tour operators can no longer book it; the bookings made stay.`,
          hasBookings: true,
        }
      : null)
  const deletePeriod = useInventoryWrite('inventory.deletePeriod')
  const remove = () =>
    change.run(async () => {
      await deletePeriod.mutateAsync({
        experienceId: props.experienceId,
        periodId: props.period.id,
      })
      props.onChanged(`The period ${props.dates} was deleted.`)
      props.onClose()
    })
  return (
    <ConfirmDialog
      title="Delete this period?"
      onClose={props.onClose}
      confirm={
        refusal?.hasBookings && props.period.state === 'stop_sale'
          ? { label: 'Keep the period', color: ACTION_COLOR, onClick: props.onClose }
          : refusal?.hasBookings
            ? { label: 'Set stop sale instead', color: ACTION_COLOR, onClick: props.onStopSale }
            : { label: 'Delete period', color: 'red.9', loading: change.busy, onClick: () => void remove() }
      }
    >
      {!refusal?.hasBookings && <Text size="sm">{props.dates} and its prices are removed.</Text>}
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
    </ConfirmDialog>
  )
}
