import { Button, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import type { GetInputPropsReturnType } from '@mantine/form'
import { LocaleDateInput } from '../format/LocaleDateInput'
import type { TravelerDraft } from './traveler-draft'

const KIND_LABEL: Record<string, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' }

/**
 * One traveler: kind, gender, names, birthdate, then the optional nationality and passport. Shared by the hotel
 * booking form (rooms) and the experiences basket (lines): `field` reads a field of this traveler from the form.
 */
export function TravelerFields(props: {
  legend: string
  kinds: readonly string[]
  field(name: keyof TravelerDraft<string>): GetInputPropsReturnType
  setNationality(value: string): void
  canRemove: boolean
  onRemove(): void
}) {
  const { field, legend } = props
  // The form's own props, with the day as the text LocaleDateInput expects ('' while not known).
  const dayField = (name: 'birthdate' | 'expirationDate') => {
    const input = field(name)
    return { ...input, value: typeof input.value === 'string' ? input.value : '' }
  }
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs">
        <NativeSelect
          label="Kind"
          data={props.kinds.map((kind) => ({ value: kind, label: KIND_LABEL[kind] ?? kind }))}
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
        <LocaleDateInput label="Birthdate" withAsterisk {...dayField('birthdate')} />
        <TextInput
          label="Nationality"
          placeholder="FR"
          maxLength={2}
          {...field('nationality')}
          onChange={(event) => props.setNationality(event.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Passport number" {...field('passportNumber')} />
        <LocaleDateInput label="Passport expiry" allowDeselect {...dayField('expirationDate')} />
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
