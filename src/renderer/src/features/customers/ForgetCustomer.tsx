import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShieldLock } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { counted } from '../../../../shared/i18n'
import { deskKey, useDeskMutation } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

/**
 * "Forget this customer": erases the customer, its travellers (passports included) and its bookings' copies on this
 * computer. Unlike a delete it keeps nothing; the service's bookings stay with the service.
 */
export function ForgetCustomer(props: { customerId: string; name: string; hasFile: boolean }) {
  const [opened, setOpened] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const navigate = useNavigate()
  const forget = useDeskMutation('privacy.forgetCustomer', {
    invalidates: () => [deskKey('customers.list'), deskKey('bookings.list')],
  })
  const confirm = async () => {
    setError(null)
    try {
      const done = await forget.mutateAsync({ customerId: props.customerId })
      notifications.show({
        color: 'teal',
        title: `${props.name} forgotten on this computer`,
        message: `The customer, its travellers and ${counted('booking', done.bookings)} were removed.`,
      })
      void navigate('/customers')
    } catch (caught) {
      setError(errorSentence(caught, { fallback: 'The customer could not be forgotten. Try again.' }))
    }
  }

  return (
    <Paper withBorder p="md" data-testid="forget-customer">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden />
          <Text size="sm">
            To honour a request to be forgotten: the customer, its travellers and their passports leave this
            computer, with nothing kept.
          </Text>
        </Group>
        <Button variant="default" onClick={() => setOpened(true)} styles={{ root: { flexShrink: 0 } }}>
          Forget this customer
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Forget ${props.name} on this computer?`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">Erased from this computer, with no copy kept:</Text>
          <List size="sm" spacing={4}>
            <List.Item>the customer&apos;s contact details</List.Item>
            <List.Item>its travellers: names, birthdates, passport numbers and expiries, needs</List.Item>
            {props.hasFile && (
              <List.Item>
                its bookings&apos; copies, messages and downloaded documents, with the agency&apos;s internal
                notes and reference on them
              </List.Item>
            )}
          </List>
          {props.hasFile && (
            <Alert color="blue" variant="light" title="The bookings stay with the service">
              <Text size="sm">
                Nothing is cancelled there. While the service lists them, the bookings come back at the next
                refresh, and with them the customer file (without travellers or passports).
              </Text>
            </Alert>
          )}
          {error !== null && (
            <Alert color="red" variant="light" title="Not forgotten" role="alert">
              <Text size="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={forget.isPending}>
              Keep it
            </Button>
            <Button loading={forget.isPending} onClick={() => void confirm()} color="red.9">
              Forget this customer
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
