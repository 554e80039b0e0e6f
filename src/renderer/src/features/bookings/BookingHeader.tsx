import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { FromProposalLink } from '../../ui/proposals/FromProposalLink'
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCloudCheck,
  IconDatabase,
  IconFileTypePdf,
  IconHourglass,
  IconPrinter,
  IconX,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { canCancel } from '../../../../shared/domain/booking-states'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { BookingStateBadge, stateView } from '../../ui/booking-state'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import type { AgentFormat } from '../../ui/format/agent-format'
import { useCancelStore } from './booking-cancel.store'
import { useCancellationQuote } from './booking-queries'
import { useVoucherStore } from './booking-voucher.store'
import { useSettingsStore } from '../../stores/settings.store'
import { experienceDates, stateMeaning } from './booking-read-view'
import {
  changeAvailability,
  freshnessSentence,
  hasPendingCancel,
  pendingWriteSentences,
} from './booking-view'
import { formatIsoDate } from '../../../../shared/domain/dates'

export const backToList = (
  <Anchor component={Link} to="/bookings" size="sm" c={TEXT.link}>
    <Group gap={4}>
      <IconArrowLeft size={14} /> All bookings
    </Group>
  </Anchor>
)

/** "Cancel booking", or why it cannot be (the quote's reason, in the agent's words). */
function CancelAction(props: { detail: BookingDetail; changeNoteShown: boolean }) {
  const { summary, pendingWrites } = props.detail
  const quote = useCancellationQuote(props.detail)
  const open = useCancelStore((state) => state.open)
  if (hasPendingCancel(pendingWrites) || quote?.pendingCancel != null)
    // The note under "Change dates or rooms" already says it, when that is shown.
    return props.changeNoteShown ? null : (
      <Text size="xs" c={TEXT.warning} ta="right" data-testid="cancel-unavailable">
        A cancellation is waiting to be sent.
      </Text>
    )
  const cancellable = quote === null ? canCancel(summary.state) : quote.cancellable
  if (!cancellable)
    return (
      <Text size="xs" c="dimmed" ta="right" maw={320} data-testid="cancel-unavailable">
        {quote?.notCancellableReason ??
          (summary.state === 'canceled'
            ? 'Already cancelled.'
            : `Only a confirmed booking can be cancelled; this one is ${stateView(summary.state, summary.kind).label.toLowerCase()}.`)}
      </Text>
    )
  return (
    <Button
      variant="default"
      leftSection={<IconX size={16} />}
      onClick={() => open(summary.id)}
      // The theme's text red keeps 4.5:1 in both themes; Mantine's outline red does not on dark.
      styles={{ root: { color: TEXT.danger, borderColor: TEXT.danger } }}
    >
      Cancel booking
    </Button>
  )
}

/** "Print voucher" for a confirmed booking (main refuses the others, with the reason). */
function VoucherAction(props: { bookingId: string }) {
  const busy = useVoucherStore((state) => state.bookingId === props.bookingId && state.busy)
  const print = useVoucherStore((state) => state.print)
  const printWithDialog = useVoucherStore((state) => state.printWithDialog)
  // The desktop app also prints through the system's dialog; the web host hands the PDF to the browser.
  const systemPrint = useSettingsStore((state) => state.appInfo?.systemPrint === true)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy}
        onClick={() => void print(props.bookingId)}
      >
        {systemPrint ? 'Voucher as PDF' : 'Print voucher'}
      </Button>
      {systemPrint && (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          disabled={busy}
          onClick={() => void printWithDialog(props.bookingId)}
        >
          Print voucher…
        </Button>
      )}
    </>
  )
}

/** What came of the last voucher of this booking: where it went, or why there is none. */
function VoucherNotice(props: { bookingId: string }) {
  const notice = useVoucherStore((state) => (state.bookingId === props.bookingId ? state.notice : null))
  if (notice === null) return null
  return (
    <Text
      size="sm"
      c={notice.tone === 'error' ? TEXT.danger : 'dimmed'}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="voucher-notice"
    >
      {notice.text}
    </Text>
  )
}

/** Title, actions, state and where the data comes from: what stays above every section of the page. */
export function BookingHeader(props: {
  detail: BookingDetail
  format: AgentFormat
  refreshError: string | null
  replacedBy: string | null
}) {
  const { detail, format, replacedBy } = props
  const { summary } = detail
  const connectivity = useConnectivityStore((state) => state.status?.state ?? null)
  const freshness = freshnessSentence(detail, format)
  const pending = pendingWriteSentences(detail.pendingWrites, format)
  const change = changeAvailability(detail, connectivity)
  const product =
    summary.kind === 'hotel'
      ? (summary.hotelName ?? detail.v3?.hotel.name ?? summary.productName)
      : summary.productName
  const title = product ?? `Booking ${summary.id}`
  const dates =
    summary.kind === 'experience'
      ? experienceDates(summary.checkIn, summary.checkOut, format.locale)
      : `${formatIsoDate(summary.checkIn, format.locale)} – ${formatIsoDate(summary.checkOut, format.locale)}`

  return (
    <Stack gap="sm">
      {backToList}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} data-testid="detail-title">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {summary.kind === 'experience' ? 'Experience booking' : 'Hotel booking'} {summary.id} · {dates} ·{' '}
            {summary.customerFirstName} {summary.customerLastName}
          </Text>
          <FromProposalLink bookingId={summary.id} />
        </Stack>
        <Group gap="sm" align="flex-start" justify="flex-end" wrap="wrap">
          {change.shown && (
            <Stack gap={4} align="flex-end" maw={320}>
              {change.disabledReason === null ? (
                <Button
                  component={Link}
                  to={`/hotels?replace=${encodeURIComponent(summary.id)}`}
                  color={ACTION_COLOR}
                  leftSection={<IconCalendarEvent size={16} />}
                >
                  Change dates or rooms
                </Button>
              ) : (
                <Button
                  disabled
                  leftSection={<IconCalendarEvent size={16} />}
                  aria-describedby="change-reason"
                >
                  Change dates or rooms
                </Button>
              )}
              <Text
                size="xs"
                c={change.disabledReason === null ? 'dimmed' : TEXT.warning}
                ta="right"
                id="change-reason"
                data-testid="change-note"
              >
                {change.disabledReason ?? 'Books a replacement stay, then cancels this booking.'}
              </Text>
            </Stack>
          )}
          {summary.state === 'confirmed' && <VoucherAction bookingId={summary.id} />}
          <CancelAction detail={detail} changeNoteShown={change.shown} />
        </Group>
      </Group>

      <VoucherNotice bookingId={summary.id} />
      <Group gap="sm" wrap="nowrap" align="center">
        <BookingStateBadge
          state={summary.state}
          kind={summary.kind}
          size="lg"
          withMeaning={false}
          testId="detail-state"
        />
        <Text size="sm" data-testid="detail-state-meaning">
          {stateMeaning(summary.state, summary.kind)}
        </Text>
      </Group>
      <Group gap={6} data-testid="detail-source" data-source={detail.source}>
        {freshness.offline ? (
          <IconDatabase size={16} color={TEXT.warning} aria-hidden />
        ) : (
          <IconCloudCheck size={16} aria-hidden />
        )}
        <Text
          size="sm"
          c={freshness.offline ? TEXT.warning : 'dimmed'}
          fw={freshness.offline ? 600 : undefined}
        >
          {freshness.text}
        </Text>
      </Group>
      {props.refreshError !== null && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">The latest update could not be fetched: {props.refreshError}</Text>
        </Alert>
      )}
      {summary.state === 'replaced' && (
        <Alert color="gray" variant="light" title="This booking was replaced" data-testid="detail-replaced">
          {replacedBy === null ? (
            'A replacement booking now carries the stay; this one is no longer active.'
          ) : (
            <>
              Booking{' '}
              <Anchor component={Link} to={`/bookings/${encodeURIComponent(replacedBy)}`} c={TEXT.link}>
                {replacedBy}
              </Anchor>{' '}
              now carries the stay; this one is no longer active.
            </>
          )}
        </Alert>
      )}
      {pending.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglass size={18} />}
          title="Waiting in the outbox"
          data-testid="detail-pending"
        >
          <Stack gap={4}>
            {pending.map((sentence) => (
              <Text key={sentence} size="sm">
                {sentence}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}
