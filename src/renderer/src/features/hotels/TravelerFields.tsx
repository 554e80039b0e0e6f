import { Button, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { TRAVELER_KINDS, type TravelerKind } from '../../../../shared/domain/travelers'
import type { UseFormReturnType } from '@mantine/form'
import type { BookingDraft, TravelerDraft } from './booking-form'

const KIND_LABEL: Record<TravelerKind, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' }

/** One traveler of a room: kind, gender, names, birthdate, then the optional nationality and passport. */
export function TravelerFields(props: {
  room: number
  at: number
  form: UseFormReturnType<BookingDraft>
  canRemove: boolean
  onRemove(): void
}) {
  const { form } = props
  const path = `rooms.${props.room}.${props.at}`
  const field = (name: keyof TravelerDraft) => form.getInputProps(`${path}.${name}`)
  const legend = `Room ${props.room + 1}, traveler ${props.at + 1}`
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs">
        <NativeSelect
          label="Kind"
          data={TRAVELER_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
          {...field('kind')}
        />
        <NativeSelect
          label="Gender"
          withAsterisk
          data={[
            { value: '', label: 'Choose…' },
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'non_binary', label: 'Non-binary' },
          ]}
          {...field('gender')}
        />
        <TextInput label="First name" withAsterisk {...field('firstName')} />
        <TextInput label="Last name" withAsterisk {...field('lastName')} />
        <TextInput label="Birthdate" type="date" withAsterisk {...field('birthdate')} />
        <TextInput
          label="Nationality"
          placeholder="FR"
          maxLength={2}
          {...field('nationality')}
          onChange={(event) =>
            form.setFieldValue(`${path}.nationality`, event.currentTarget.value.toUpperCase())
          }
        />
        <TextInput label="Passport number" {...field('passportNumber')} />
        <TextInput label="Passport expiry" type="date" {...field('expirationDate')} />
      </SimpleGrid>
      {props.canRemove && (
        <Button
          mt="xs"
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={14} />}
          onClick={props.onRemove}
          aria-label={`Remove ${legend.toLowerCase()}`}
        >
          Remove this traveler
        </Button>
      )}
    </Fieldset>
  )
}
