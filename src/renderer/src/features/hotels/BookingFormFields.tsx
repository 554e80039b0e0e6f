import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { BookingDraft, DraftErrors, TravelerDraft } from './booking-form'
import { TEXT } from '../../ui/contrast'
import { describeRoomParty } from './SelectionPanel'
import { TravelerFields } from './TravelerFields'
import { SectionCard } from '../../ui/SectionCard'

/** The booking form's fields: the customer, the travelers of each searched room, the references. */
export function BookingFormFields(props: {
  draft: BookingDraft
  errors: DraftErrors
  stay: { rooms: readonly RequestedRoom[] }
  onChange(next: BookingDraft): void
}) {
  const { draft, errors, stay } = props
  const edit = props.onChange
  const editCustomer = (patch: Partial<BookingDraft['customer']>) =>
    edit({ ...draft, customer: { ...draft.customer, ...patch } })
  const editTraveler = (room: number, at: number, patch: Partial<TravelerDraft>) =>
    edit({
      ...draft,
      rooms: draft.rooms.map((travelers, r) =>
        r === room ? travelers.map((t, i) => (i === at ? { ...t, ...patch } : t)) : travelers,
      ),
    })
  const removeTraveler = (room: number, at: number) =>
    edit({
      ...draft,
      rooms: draft.rooms.map((travelers, r) =>
        r === room ? travelers.filter((_, i) => i !== at) : travelers,
      ),
    })

  return (
    <>
      <SectionCard title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Customer first name"
            withAsterisk
            value={draft.customer.firstName}
            error={errors['customer.firstName']}
            onChange={(event) => editCustomer({ firstName: event.currentTarget.value })}
          />
          <TextInput
            label="Customer last name"
            withAsterisk
            value={draft.customer.lastName}
            error={errors['customer.lastName']}
            onChange={(event) => editCustomer({ lastName: event.currentTarget.value })}
          />
          <TextInput
            label="E-mail"
            type="email"
            withAsterisk
            value={draft.customer.email}
            error={errors['customer.email']}
            onChange={(event) => editCustomer({ email: event.currentTarget.value })}
          />
          <TextInput
            label="Phone"
            type="tel"
            value={draft.customer.phoneNumber}
            onChange={(event) => editCustomer({ phoneNumber: event.currentTarget.value })}
          />
          <TextInput
            label="Company"
            value={draft.customer.company}
            onChange={(event) => editCustomer({ company: event.currentTarget.value })}
          />
          <TextInput
            label="Customer file"
            description="An existing file id; a new file is made when empty"
            value={draft.customer.fileId}
            onChange={(event) => editCustomer({ fileId: event.currentTarget.value })}
          />
          <TextInput
            label="Address"
            value={draft.customer.address}
            onChange={(event) => editCustomer({ address: event.currentTarget.value })}
          />
          <TextInput
            label="Zip code"
            value={draft.customer.zipCode}
            onChange={(event) => editCustomer({ zipCode: event.currentTarget.value })}
          />
          <TextInput
            label="City"
            value={draft.customer.city}
            onChange={(event) => editCustomer({ city: event.currentTarget.value })}
          />
        </SimpleGrid>
      </SectionCard>

      <SectionCard title="Travelers">
        <Text size="sm" c="dimmed">
          Prefilled with the searched party. You may list fewer travelers (the lead guest only, for example):
          the booking keeps the searched party and price.
        </Text>
        {draft.rooms.map((travelers, room) => (
          <Stack key={room} gap="xs">
            <Text fw={600}>
              Room {room + 1} · searched for {describeRoomParty(stay.rooms[room]!)}
            </Text>
            {(errors[`rooms.${room}`] ?? (room === 0 ? errors.rooms : undefined)) && (
              <Text size="sm" c={TEXT.danger} role="alert">
                {errors[`rooms.${room}`] ?? errors.rooms}
              </Text>
            )}
            {travelers.map((traveler, at) => (
              <TravelerFields
                key={traveler.key}
                room={room}
                at={at}
                traveler={traveler}
                errors={errors}
                canRemove={travelers.length > 1}
                onChange={(patch) => editTraveler(room, at, patch)}
                onRemove={() => removeTraveler(room, at)}
              />
            ))}
          </Stack>
        ))}
      </SectionCard>

      <SectionCard title="References">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Internal reference"
            description="Yours; the desk makes one when empty"
            value={draft.internalReference}
            onChange={(event) => edit({ ...draft, internalReference: event.currentTarget.value })}
          />
          <TextInput
            label="Tour operator name"
            value={draft.tourOperatorName}
            onChange={(event) => edit({ ...draft, tourOperatorName: event.currentTarget.value })}
          />
          <TextInput
            label="Network"
            value={draft.networkName}
            onChange={(event) => edit({ ...draft, networkName: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          value={draft.note}
          onChange={(event) => edit({ ...draft, note: event.currentTarget.value })}
        />
      </SectionCard>
    </>
  )
}
