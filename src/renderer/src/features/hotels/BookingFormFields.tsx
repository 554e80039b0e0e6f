import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { RequestedRoom } from '../../../../shared/api/availability'
import type { UseFormReturnType } from '@mantine/form'
import type { BookingDraft } from './booking-form'
import { TEXT } from '../../ui/contrast'
import { describeRoomParty } from './SelectionPanel'
import { TravelerFields } from '../../ui/travelers/TravelerFields'
import { TRAVELER_KINDS } from '../../../../shared/domain/travelers'
import { SectionCard } from '../../ui/SectionCard'
import { BookingPeople } from '../../ui/people/BookingPeople'

/** The booking form's fields: the customer, the travelers of each searched room, the references. */
export function BookingFormFields(props: {
  form: UseFormReturnType<BookingDraft>
  stay: { checkIn: string; rooms: readonly RequestedRoom[] }
}) {
  const { form, stay } = props
  const draft = form.getValues()
  const errors = form.errors
  const field = (path: string) => form.getInputProps(path)

  return (
    <>
      <BookingPeople
        checkIn={stay.checkIn}
        searched={stay.rooms.map((room) => ({
          adults: room.adults,
          childrenBirthdates: room.childrenBirthdates ?? [],
        }))}
        rooms={draft.rooms}
        kinds={TRAVELER_KINDS}
        roomLabel={(room) => `room ${room + 1}`}
        onCustomer={(customer, record) => {
          form.setFieldValue('customer', customer)
          form.setFieldValue('customerId', record.id)
        }}
        onCustomerCleared={() => form.setFieldValue('customerId', null)}
        onRoom={(room, travelers) => form.setFieldValue(`rooms.${room}`, travelers)}
      />
      <SectionCard title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Customer first name" withAsterisk {...field('customer.firstName')} />
          <TextInput label="Customer last name" withAsterisk {...field('customer.lastName')} />
          <TextInput label="E-mail" type="email" withAsterisk {...field('customer.email')} />
          <TextInput label="Phone" type="tel" {...field('customer.phoneNumber')} />
          <TextInput label="Company" {...field('customer.company')} />
          <TextInput
            label="Customer file"
            description="An existing file id; a new file is made when empty"
            {...field('customer.fileId')}
          />
          <TextInput label="Address" {...field('customer.address')} />
          <TextInput label="Zip code" {...field('customer.zipCode')} />
          <TextInput label="City" {...field('customer.city')} />
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
                legend={`Room ${room + 1}, traveler ${at + 1}`}
                kinds={TRAVELER_KINDS}
                field={(name) => form.getInputProps(`rooms.${room}.${at}.${name}`)}
                setNationality={(value) => form.setFieldValue(`rooms.${room}.${at}.nationality`, value)}
                canRemove={travelers.length > 1}
                onRemove={() => form.removeListItem(`rooms.${room}`, at)}
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
            {...field('internalReference')}
          />
          <TextInput label="Tour operator name" {...field('tourOperatorName')} />
          <TextInput label="Network" {...field('networkName')} />
        </SimpleGrid>
        <Textarea label="Note" autosize minRows={2} {...field('note')} />
      </SectionCard>
    </>
  )
}
