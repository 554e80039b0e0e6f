import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { TravelerFields } from '../../ui/travelers/TravelerFields'
import type { AcceptDraft, AcceptKind } from './accept-form'

const KINDS: readonly AcceptKind[] = ['adult', 'child']

/**
 * The booking customer and the trip's travellers, room by room of the party: the same traveller fields the hotel
 * booking form and the experiences basket use. Main seats them per item (a room and an experience get the same
 * people).
 */
export function AcceptPeople(props: { form: UseFormReturnType<AcceptDraft> }) {
  const { form } = props
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Booking customer
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('customer.firstName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('customer.lastName')}
        />
        <TextInput
          label="E-mail"
          withAsterisk
          type="email"
          autoComplete="off"
          {...form.getInputProps('customer.email')}
        />
        <TextInput label="Phone" autoComplete="off" {...form.getInputProps('customer.phoneNumber')} />
      </SimpleGrid>
      <Title order={4} size="h5">
        Travellers
      </Title>
      <Text size="sm" c="dimmed">
        In the party's order: each room's adults, then its children.
      </Text>
      {form.values.rooms.map((room, r) =>
        room.map((traveler, t) => (
          <TravelerFields
            key={traveler.key}
            legend={form.values.rooms.length > 1 ? `Room ${r + 1}, traveller ${t + 1}` : `Traveller ${t + 1}`}
            kinds={KINDS}
            field={(name) => form.getInputProps(`rooms.${r}.${t}.${name}`)}
            setNationality={(value) => form.setFieldValue(`rooms.${r}.${t}.nationality`, value)}
            canRemove={false}
            onRemove={() => undefined}
          />
        )),
      )}
    </Stack>
  )
}
