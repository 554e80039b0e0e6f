import { Badge, SimpleGrid, Stack, Tabs } from '@mantine/core'
import { IconFileText, IconHistory, IconInfoCircle, IconMessages } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { useDeskQuery } from '../../bridge/desk-query'
import type { AgentFormat } from '../../ui/format/agent-format'
import { roomLines } from './booking-rooms'
import { CancellationCard, RoomsCard, TermsCard } from './BookingFacts'
import { BookingHeader } from './BookingHeader'
import { ExperiencesCard, HotelCard, OverviewCard, StatusCard } from './BookingOverview'
import { CancelDialog } from './CancelDialog'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { DocumentsPanel } from './DocumentsPanel'
import { ExtrasPanel } from './ExtrasPanel'
import { ForgetBooking } from './ForgetBooking'
import { HistoryPanel } from './HistoryPanel'
import { MessagesPanel } from './MessagesPanel'
import { NotesPanel } from './NotesPanel'
import { compareShownWithBooked } from './shown-vs-booked'
import { ShownVsBookedSection } from './ShownVsBookedSection'

const SECTIONS = ['details', 'messages', 'documents', 'history'] as const
type Section = (typeof SECTIONS)[number]

function isSection(value: string | null): value is Section {
  return (SECTIONS as readonly (string | null)[]).includes(value)
}

/** Everything the booking says, laid out for reading. */
function DetailsPanel(props: { detail: BookingDetail; format: AgentFormat; now: number; offline: boolean }) {
  const { detail, format, now, offline } = props
  const rooms = roomLines(detail, format.locale)
  const comparison = compareShownWithBooked(detail.shownRate, detail, format)
  const hotel = detail.summary.kind === 'hotel'
  // The rate as shown, compared (net prices, suppliers), and the extras' editor (net prices) are the agency's.
  const showsNet = useShowsNet()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <OverviewCard detail={detail} format={format} />
          {hotel && <HotelCard detail={detail} />}
        </Stack>
        <Stack gap="md">
          <StatusCard detail={detail} format={format} now={now} />
          <CancellationCard detail={detail} format={format} now={now} />
        </Stack>
      </SimpleGrid>
      {hotel ? (
        <>
          <RoomsCard rooms={rooms} />
          {rooms.length > 0 && <TermsCard rooms={rooms} />}
          {showsNet && comparison !== null && detail.shownRate !== null && (
            <ShownVsBookedSection comparison={comparison} shown={detail.shownRate} format={format} />
          )}
        </>
      ) : (
        <>
          <ExperiencesCard detail={detail} format={format} />
          {showsNet && <ExtrasPanel bookingId={detail.summary.id} format={format} offline={offline} />}
        </>
      )}
      {/* The desk's internal notes and its own reference: never on the client screen. */}
      {showsNet && <NotesPanel bookingId={detail.summary.id} />}
    </Stack>
  )
}

/**
 * The booking page: its header (state, actions, freshness) above four sections an agent moves between with the
 * keyboard (arrow keys in the tab list): the booking itself, its messages, documents and history.
 */
export function BookingSections(props: {
  detail: BookingDetail
  format: AgentFormat
  now: number
  refreshError: string | null
  replacedBy: string | null
}) {
  const { detail, format } = props
  const bookingId = detail.summary.id
  const [params, setParams] = useSearchParams()
  const asked = params.get('section')
  // Messages with the supplier, documents (invoices at net) and the history (fees, internal writes) are the
  // agency's own: the client screen shows the booking only.
  const showsNet = useShowsNet()
  const section: Section = isSection(asked) && (showsNet || asked === 'details') ? asked : 'details'
  const offline = useConnectivityStore((state) => state.status?.state === 'offline')
  // Read now for the count of new messages beside the tab; shown (and marked read) only in its tab.
  const unread = useDeskQuery('bookings.messages', { bookingId }).data?.unreadCount ?? 0

  return (
    <Stack gap="md">
      <BookingHeader
        detail={detail}
        format={format}
        refreshError={props.refreshError}
        replacedBy={props.replacedBy}
      />
      <Tabs
        value={section}
        keepMounted={false}
        onChange={(value) =>
          setParams(value === null || value === 'details' ? {} : { section: value }, { replace: true })
        }
      >
        <Tabs.List aria-label="Sections of the booking">
          <Tabs.Tab value="details" leftSection={<IconInfoCircle size={16} />}>
            Booking
          </Tabs.Tab>
          {showsNet && (
            <Tabs.Tab
              value="messages"
              leftSection={<IconMessages size={16} />}
              rightSection={
                unread > 0 ? (
                  <Badge size="sm" color="blue.8" variant="filled" data-testid="unread-count">
                    {unread} new
                  </Badge>
                ) : undefined
              }
            >
              Messages
            </Tabs.Tab>
          )}
          {showsNet && (
            <Tabs.Tab value="documents" leftSection={<IconFileText size={16} />}>
              Documents
            </Tabs.Tab>
          )}
          {showsNet && (
            <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
              History
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <DetailsPanel detail={detail} format={format} now={props.now} offline={offline} />
        </Tabs.Panel>
        {showsNet && (
          <>
            <Tabs.Panel value="messages" pt="md">
              <MessagesPanel bookingId={bookingId} kind={detail.summary.kind} format={format} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="md">
              <DocumentsPanel bookingId={bookingId} format={format} offline={offline} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <HistoryPanel bookingId={bookingId} format={format} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
      <ForgetBooking
        bookingId={bookingId}
        customer={`${detail.summary.customerFirstName} ${detail.summary.customerLastName}`.trim()}
      />
      <CancelDialog detail={detail} format={format} />
    </Stack>
  )
}
