import { Button, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { TRAVELER_KINDS, type TravelerKind } from '../../../../shared/domain/travelers'
import type { DraftErrors, TravelerDraft } from './booking-form'

const KIND_LABEL: Record<TravelerKind, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' }

/** One traveler of a room: kind, gender, names, birthdate, then the optional nationality and passport. */
export function TravelerFields(props: {
  room: number
  at: number
  traveler: TravelerDraft
  errors: DraftErrors
  canRemove: boolean
  onChange(patch: Partial<TravelerDraft>): void
  onRemove(): void
}) {
  const { traveler, errors } = props
  const path = `rooms.${props.room}.${props.at}`
  const legend = `Room ${props.room + 1}, traveler ${props.at + 1}`
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs">
        <NativeSelect
          label="Kind"
          data={TRAVELER_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
          value={traveler.kind}
          onChange={(event) => props.onChange({ kind: event.currentTarget.value as TravelerKind })}
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
          value={traveler.gender}
          error={errors[`${path}.gender`]}
          onChange={(event) =>
            props.onChange({ gender: event.currentTarget.value as TravelerDraft['gender'] })
          }
        />
        <TextInput
          label="First name"
          withAsterisk
          value={traveler.firstName}
          error={errors[`${path}.firstName`]}
          onChange={(event) => props.onChange({ firstName: event.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          withAsterisk
          value={traveler.lastName}
          error={errors[`${path}.lastName`]}
          onChange={(event) => props.onChange({ lastName: event.currentTarget.value })}
        />
        <TextInput
          label="Birthdate"
          type="date"
          withAsterisk
          value={traveler.birthdate}
          error={errors[`${path}.birthdate`]}
          onChange={(event) => props.onChange({ birthdate: event.currentTarget.value })}
        />
        <TextInput
          label="Nationality"
          placeholder="FR"
          maxLength={2}
          value={traveler.nationality}
          error={errors[`${path}.nationality`]}
          onChange={(event) => props.onChange({ nationality: event.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label="Passport number"
          value={traveler.passportNumber}
          onChange={(event) => props.onChange({ passportNumber: event.currentTarget.value })}
        />
        <TextInput
          label="Passport expiry"
          type="date"
          value={traveler.expirationDate}
          error={errors[`${path}.expirationDate`]}
          onChange={(event) => props.onChange({ expirationDate: event.currentTarget.value })}
        />
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
