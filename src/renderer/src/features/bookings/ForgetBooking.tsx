import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShieldLock } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { FROM_CACHE } from '../../ui/from-cache'
import { forgetBookingReads } from './booking-queries'
import { useForgetStore } from './booking-forget.store'

/**
 * "Forget this booking": removes this computer's copy of a booking (its travelers' personal data included). The
 * booking itself is the agency's and stays with the service, which lists it again at the next refresh.
 */
export function ForgetBooking(props: { bookingId: string; customer: string }) {
  const { bookingId } = props
  const step = useForgetStore((state) => (state.bookingId === bookingId ? state.step : 'closed'))
  const error = useForgetStore((state) => (state.bookingId === bookingId ? state.error : null))
  const { open, close, forget } = useForgetStore()
  const navigate = useNavigate()
  const confirm = async () => {
    if (!(await forget())) return
    notifications.show({
      color: 'teal',
      title: `Booking ${bookingId} forgotten on this computer`,
      message: 'The service still has it: it shows in the list again at the next refresh.',
    })
    // Once the list shows (a lazy route keeps this page mounted while its code loads): a read forgotten while the
    // page still watches it is read again at once, fetching the booking back from the service.
    await navigate('/bookings', { state: FROM_CACHE })
    // Nothing of it stays here, and no later event reads it back (that would fetch it from the service again).
    forgetBookingReads(bookingId)
  }

  return (
    <Paper withBorder p="md" data-testid="forget-booking">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden />
          <Text size="sm">
            This computer keeps a copy of the booking for offline work: its travelers (names, birthdates,
            passport numbers), messages and documents.
          </Text>
        </Group>
        <Button variant="default" onClick={() => open(bookingId)} styles={{ root: { flexShrink: 0 } }}>
          Forget this booking
        </Button>
      </Group>
      <Modal
        opened={step !== 'closed'}
        onClose={close}
        title={`Forget booking ${bookingId} on this computer?`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">Removed from this computer:</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              the booking of {props.customer} and its travelers: names, birthdates, passport numbers, the
              customer&apos;s e-mail
            </List.Item>
            <List.Item>its messages, history, notifications and reminders</List.Item>
            <List.Item>the agency&apos;s internal notes and reference on it</List.Item>
            <List.Item>its downloaded documents (the files in the documents folder)</List.Item>
            <List.Item>
              the rate you saw when booking it, kept here only (it cannot be fetched again)
            </List.Item>
          </List>
          <Alert color="blue" variant="light" title="The booking itself stays with the service">
            <Text size="sm">
              Nothing is cancelled or changed there. While the service lists it, it shows in the bookings list
              again at the next refresh, and opening it fetches its details again.
            </Text>
          </Alert>
          {error !== null && (
            <Alert color="red" variant="light" title="Not forgotten" role="alert" data-testid="forget-error">
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={step === 'forgetting'}>
              Keep it
            </Button>
            <Button loading={step === 'forgetting'} onClick={() => void confirm()} color="red.9">
              Forget this booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
