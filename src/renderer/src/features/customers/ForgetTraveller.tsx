import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { TravellerRecord } from '../../../../shared/domain/people'
import { useDeskMutation } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'
import { staleAfterPeopleWrite } from './customers-queries'

/**
 * "Forget this traveller": erases one traveller's profile (passport included) on this computer, with no tombstone,
 * for a request to be forgotten that concerns one person of a family and not the customer who books. Unlike
 * Delete it keeps nothing. The bookings they travelled on are the service's and stay, names included: the dialog
 * says so, and points to forgetting the customer or the booking for those. Main refuses while a write for the
 * customer's bookings still waits to be sent; the dialog shows its sentence.
 */
export function ForgetTravellerDialog(props: {
  customerId: string
  traveller: TravellerRecord | null
  onClose: () => void
}) {
  const [error, setError] = useState<string | null>(null)
  const forget = useDeskMutation('privacy.forgetTraveller', {
    invalidates: () => staleAfterPeopleWrite(props.customerId),
  })
  // The last traveller shown stays named while the dialog fades out after a forget or a close.
  const [shown, setShown] = useState<TravellerRecord | null>(props.traveller)
  if (props.traveller !== null && props.traveller !== shown) setShown(props.traveller)
  const record = shown
  const name = record === null ? '' : `${record.traveller.firstName} ${record.traveller.lastName}`
  const close = () => {
    // The next traveller's dialog starts without this one's failure.
    setError(null)
    props.onClose()
  }

  const confirm = async () => {
    if (record === null) return
    setError(null)
    try {
      await forget.mutateAsync({ travellerId: record.id })
      notifications.show({
        color: 'teal',
        title: `${name} forgotten on this computer`,
        message: 'The traveller profile and its passport were erased.',
      })
      close()
    } catch (caught) {
      setError(errorSentence(caught, { fallback: 'The traveller could not be forgotten. Try again.' }))
    }
  }

  return (
    <Modal
      opened={props.traveller !== null}
      onClose={close}
      title={`Forget ${name} on this computer?`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="forget-traveller">
        <Text size="sm">Erased from this computer, with no copy kept:</Text>
        <List size="sm" spacing={4}>
          <List.Item>their name on this customer&apos;s record</List.Item>
          <List.Item>their birthdate, gender and nationality</List.Item>
          <List.Item>their passport number and expiry</List.Item>
          <List.Item>their loyalty numbers, preferences and needs</List.Item>
        </List>
        <Alert color="blue" variant="light" title="The bookings stay with the service">
          <Text size="sm">
            Nothing is cancelled there, and the bookings this traveller is on keep the names the service
            holds. To remove this computer&apos;s copies of them too, forget those bookings or the whole
            customer.
          </Text>
        </Alert>
        {error !== null && (
          <Alert color="red" variant="light" title="Not forgotten" role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={forget.isPending}>
            Keep them
          </Button>
          <Button loading={forget.isPending} onClick={() => void confirm()} color="red.9">
            Forget this traveller
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
