import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconCloudOff, IconHourglass } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import type { BookingDetail, CancellationQuote } from '../../../../shared/ipc/bookings.contract'
import type { AgentFormat } from '../../ui/format/agent-format'
import { useCancelStore } from './booking-cancel.store'
import { useCancellationQuote } from './booking-queries'
import { cancelReasonResolver } from './booking-forms.schema'
import { cancelledFeeSentence, quoteView } from './cancel-view'
import { useShowsNet } from '../../ui/client-mode/client-mode'

const TONE_COLOR = { free: 'teal', fee: 'orange', unknown: 'yellow' } as const

/** What cancelling costs now, read before the agent confirms. */
export function QuoteAlert(props: { quote: CancellationQuote; format: AgentFormat }) {
  // The fee is the supplier's charge to the agency: on the client screen its amount is not shown.
  const view = quoteView(props.quote, props.format, useShowsNet())
  return (
    <Alert
      color={TONE_COLOR[view.tone]}
      variant="light"
      title={view.headline}
      icon={view.tone === 'free' ? undefined : <IconAlertTriangle size={18} />}
      data-testid="cancel-quote"
      data-tone={view.tone}
    >
      <Stack gap={4}>
        <Text size="sm">{view.next}</Text>
        <Text size="xs">{view.at}</Text>
      </Stack>
    </Alert>
  )
}

/** Cancelling a booking: cost first, the reason, then what happened (sent and re-read, or queued). */
export function CancelDialog(props: { detail: BookingDetail; format: AgentFormat }) {
  const { detail, format } = props
  const { step, result, error, close, submit } = useCancelStore()
  const showsNet = useShowsNet()
  const quote = useCancellationQuote(detail)
  const form = useForm({ initialValues: { reason: '' }, validate: cancelReasonResolver })
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    // Only a newly opened dialog starts with an empty reason.
    if (step === 'quoting') form.reset()
    // Once the cost is shown, the keyboard goes straight to the reason.
    if (step === 'asking' || step === 'offline') reasonRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])

  const offline = step === 'offline'
  const onSubmit = form.onSubmit(({ reason }) => void submit(reason, offline ? 'queue' : 'refuse'))
  const cancellable = quote !== null && quote.cancellable && quote.pendingCancel === null
  const asking = step === 'asking' || step === 'sending' || step === 'offline' || step === 'error'
  const { summary, v1, v3 } = detail

  return (
    <Modal
      opened={step !== 'closed'}
      onClose={close}
      title={`Cancel booking ${summary.id}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="cancel-dialog">
        {step === 'quoting' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">Reading what cancelling costs now…</Text>
          </Group>
        )}
        {asking && quote !== null && <QuoteAlert quote={quote} format={format} />}
        {asking && quote !== null && !quote.cancellable && (
          <Text size="sm" data-testid="cancel-not-possible">
            {quote.notCancellableReason ?? 'This booking cannot be cancelled now.'}
          </Text>
        )}
        {asking && quote?.pendingCancel != null && (
          <Alert color="yellow" variant="light" icon={<IconHourglass size={18} />}>
            A cancellation of this booking is already waiting to be sent.
          </Alert>
        )}
        {offline && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconCloudOff size={18} />}
            title="The booking service cannot be reached"
            data-testid="cancel-offline"
          >
            You can queue the cancellation: it is sent once, as soon as the service is back, and the booking
            stays {summary.state} until then. The cost above is read from the offline copy and may change by
            the time it is sent.
          </Alert>
        )}
        {step === 'error' && (
          <Alert color="red" variant="light" title="Nothing was cancelled" data-testid="cancel-error">
            {error ?? 'The cancellation could not be sent.'}
          </Alert>
        )}
        {asking && cancellable && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <Textarea
                label="Why is the booking cancelled?"
                description="Sent to the hotel or supplier with the cancellation."
                required
                autosize
                minRows={2}
                maxRows={6}
                ref={reasonRef}
                {...form.getInputProps('reason')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Keep the booking
                </Button>
                <Button type="submit" color="red.8" loading={step === 'sending'}>
                  {offline ? 'Queue the cancellation' : 'Cancel the booking'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 'done' && result !== null && (
          <Stack gap="sm" data-testid="cancel-result" data-outcome={result.outcome}>
            {result.outcome === 'sent' ? (
              <Alert color="gray" variant="light" title="The booking is cancelled">
                <Text size="sm">
                  {summary.state === 'canceled'
                    ? cancelledFeeSentence(
                        v3?.cancellationFees ?? v1?.cancellationFees ?? null,
                        summary.currency,
                        format.locale,
                        showsNet,
                      )
                    : 'The service took the cancellation; the booking is being read again.'}
                </Text>
              </Alert>
            ) : (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconHourglass size={18} />}
                title="Cancellation queued"
              >
                It is sent once the service is back. Until then the booking shows it as waiting in the outbox.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} data-autofocus>
                Close
              </Button>
            </Group>
          </Stack>
        )}
        {asking && !cancellable && (
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
