import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { counted } from '../../../../shared/i18n'
import { FROM_CACHE } from '../../ui/from-cache'
import { PassportRetentionSetting } from './PassportRetentionSetting'
import { usePrivacyStore } from './privacy.store'

/**
 * Settings → Privacy: what this computer keeps about customers, and "Clear local data". A single booking is
 * forgotten from its own page.
 */
export function PrivacySection() {
  const { step, signOut, error, open, close, setSignOut, clear } = usePrivacyStore()
  const navigate = useNavigate()
  const confirm = async () => {
    const cleared = await clear()
    if (cleared === null) return
    notifications.show({
      color: 'teal',
      title: 'Local data cleared',
      message:
        `${counted('booking', cleared.bookings)} and ${counted('file', cleared.files)} ` +
        `removed from this computer.${cleared.signedOut ? ' The saved API keys and sign-ins were removed too.' : ''}`,
    })
    void navigate('/bookings', { state: FROM_CACHE })
  }

  return (
    <Stack gap="sm" data-testid="privacy-section">
      <Title order={3} size="h4">
        Privacy
      </Title>
      <Text size="sm">
        For offline work this computer keeps the bookings of the service: customers&apos; names and e-mails,
        travelers&apos; birthdates and passport numbers, messages and downloaded documents. To forget one
        booking, use &ldquo;Forget this booking&rdquo; on its page.
      </Text>
      <PassportRetentionSetting />
      <Group>
        <Button variant="default" onClick={open}>
          Clear local data…
        </Button>
      </Group>
      <Modal
        opened={step !== 'closed'}
        onClose={close}
        title="Clear the local data of this computer?"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">Removed from this computer, for every environment:</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              every booking and its travelers (names, birthdates, passport numbers), customers&apos; e-mails
            </List.Item>
            <List.Item>messages, history, notifications, reminders and writes already sent</List.Item>
            <List.Item>downloaded documents (the app&apos;s documents folder)</List.Item>
            <List.Item>recent hotel searches, and the rates you saw when booking (kept here only)</List.Item>
          </List>
          <Text size="sm">
            Kept: your settings, the agency&apos;s details and logo, and the hotel catalog (the service&apos;s
            list of hotels, with no customer in it).
          </Text>
          <Checkbox
            checked={signOut}
            onChange={(event) => setSignOut(event.currentTarget.checked)}
            label="Also sign out and remove the saved API keys"
            description={
              signOut
                ? 'The API keys of staging and production and the signed-in API users are removed: you enter them again to use those environments. The sandbox keeps its built-in demo key.'
                : 'Not ticked: you stay signed in and the saved API keys are kept.'
            }
          />
          <Alert color="blue" variant="light" title="The bookings stay with the service">
            <Text size="sm">
              Nothing is cancelled or changed there. While this computer can reach the service, its bookings
              show in the list again at the next refresh.
            </Text>
          </Alert>
          {error !== null && (
            <Alert
              color="red"
              variant="light"
              title="Nothing was cleared"
              role="alert"
              data-testid="clear-error"
            >
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={step === 'clearing'}>
              Keep the data
            </Button>
            <Button color="red.9" loading={step === 'clearing'} onClick={() => void confirm()}>
              Clear local data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
