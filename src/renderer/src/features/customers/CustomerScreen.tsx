import { Alert, Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { TEXT } from '../../ui/contrast'
import { IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { epochMsToIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import type { CustomerDetail } from '../../../../shared/ipc/people.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import { SectionCard } from '../../ui/SectionCard'
import { ReplacedNotice } from '../../ui/sharing/ReplacedChanges'
import { useSettingsStore } from '../../stores/settings.store'
import { CustomerProposals } from '../../ui/proposals/CustomerProposals'
import { CustomerBookings } from './CustomerBookings'
import { CustomerForm } from './CustomerForm'
import { CustomerNotesSection } from './CustomerNotes'
import { ForgetCustomer } from './ForgetCustomer'
import { soldWords, useCustomer } from './customers-queries'
import { upcomingTripEnds } from './customer-trips'
import { TravellersPanel } from './TravellersPanel'

/**
 * One customer: contact details (versioned edits), travellers with passport warnings, bookings, proposals and the
 * internal notes on its bookings (not on the client screen).
 */
export function CustomerScreen() {
  const { customerId = '' } = useParams()
  const detail = useCustomer(customerId)
  if (detail.error) {
    return (
      <Alert color="red" title="This customer could not be read" role="alert">
        {errorSentence(detail.error, {
          fallback: 'The customer could not be read. Try again.',
          overrides: { notFound: 'This customer does not exist on this desk (it may have been forgotten).' },
        })}{' '}
        <Anchor component={Link} to="/customers">
          Back to the customers
        </Anchor>
      </Alert>
    )
  }
  if (detail.data === undefined) return <Loader aria-label="Reading the customer" />
  return <CustomerPage detail={detail.data} />
}

function CustomerPage(props: { detail: CustomerDetail }) {
  const { record, travellers, summary } = props.detail
  const format = useAgentFormat()
  const [editing, setEditing] = useState(false)
  const me = useSettingsStore((state) => state.settings?.agency.agentName || null)
  const bookings = useDeskQuery(
    'bookings.list',
    {
      customerFileId: record.fileId ?? '',
      sort: '-checkIn',
      limit: 200,
      offset: 0,
      refresh: false,
      withReplaced: false,
    },
    { enabled: record.fileId !== null },
  )
  // The day the page opened: a warning does not flicker on a re-render at midnight.
  const [today] = useState(() => epochMsToIsoDate(Date.now()))
  const tripEnds = upcomingTripEnds(bookings.data?.bookings ?? [], today)
  const c = record.customer
  const address = [c.address, c.additionalAddress, [c.zipCode, c.city].filter(Boolean).join(' '), c.country]
    .filter(Boolean)
    .join(', ')

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/customers" size="sm" c={TEXT.link}>
        ← Customers
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{summary.displayName}</Title>
          {record.fileId !== null && <Text size="sm">Customer file {record.fileId}</Text>}
        </Stack>
        <NetOnly>
          <Text size="sm" data-testid="customer-sold">
            Sold:{' '}
            {soldWords(summary.sold, (amount, currency) => formatMoney(amount, currency, format.locale))}
          </Text>
        </NetOnly>
      </Group>
      <ReplacedNotice recordIds={[record.id, ...travellers.map((traveller) => traveller.id)]} me={me} />
      <SectionCard title="Contact details" testId="customer-contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Field label="Name" value={[c.firstName, c.lastName].filter(Boolean).join(' ')} />
          <Field label="Company" value={c.company} />
          <Field label="E-mail" value={c.email} />
          <Field label="Phone" value={c.phoneNumber} />
          <Field label="Address" value={address} />
        </SimpleGrid>
        <Group>
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            Edit contact details
          </Button>
        </Group>
      </SectionCard>
      <SectionCard title="Travellers" testId="customer-travellers-section">
        <TravellersPanel customerId={record.id} travellers={travellers} tripEnds={tripEnds} today={today} />
      </SectionCard>
      <SectionCard title="Bookings">
        <CustomerBookings bookings={bookings.data?.bookings ?? null} hasFile={record.fileId !== null} />
      </SectionCard>
      <SectionCard title="Proposals" testId="customer-proposals">
        <CustomerProposals customerId={record.id} />
      </SectionCard>
      <CustomerNotesSection customerId={record.id} />
      <ForgetCustomer customerId={record.id} name={summary.displayName} hasFile={record.fileId !== null} />
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing}
        onClose={() => setEditing(false)}
        title="Contact details"
        size="lg"
      >
        <CustomerForm editing={record} onDone={() => setEditing(false)} />
      </Modal>
    </Stack>
  )
}

function Field(props: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm">{props.value || '–'}</Text>
    </Stack>
  )
}
