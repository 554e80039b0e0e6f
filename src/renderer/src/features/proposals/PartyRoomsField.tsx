import { Button, Group, NumberInput, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { ChildBirthdateField } from '../../ui/party/ChildBirthdateField'
import type { HeaderValues } from './proposal-header'

const MAX_ROOMS = 8
const MAX_CHILDREN = 6

/**
 * The trip's party, room by room: adults and each child's birthdate (the service prices children by age on the
 * trip's first day). Accepting fills the travellers in this order.
 */
export function PartyRoomsField(props: { form: UseFormReturnType<HeaderValues>; editable: boolean }) {
  const { form, editable } = props
  const party = form.values.party
  const firstDay = form.values.tripStart
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Party
      </Text>
      {party.length === 0 && (
        <Text size="sm" c="dimmed">
          No party given yet.
        </Text>
      )}
      {party.map((room, index) => (
        <Group key={index} gap="xs" align="flex-end">
          <NumberInput
            label={`Room ${index + 1}: adults`}
            min={1}
            max={10}
            w={140}
            allowDecimal={false}
            disabled={!editable}
            {...form.getInputProps(`party.${index}.adults`)}
          />
          {room.childrenBirthdates.map((birthdate, child) => (
            <ChildBirthdateField
              key={child}
              label={`Child ${child + 1} birthdate`}
              ariaLabel={`Room ${index + 1} child ${child + 1} birthdate`}
              removeLabel={`Remove child ${child + 1} of room ${index + 1}`}
              value={birthdate}
              on={firstDay}
              onWords="on the trip's first day"
              error={form.errors[`party.${index}.childrenBirthdates.${child}`] as string | undefined}
              onChange={(value) => form.setFieldValue(`party.${index}.childrenBirthdates.${child}`, value)}
              onRemove={() => form.removeListItem(`party.${index}.childrenBirthdates`, child)}
            />
          ))}
          {editable && (
            <>
              <Button
                variant="default"
                size="compact-sm"
                mb={6}
                leftSection={<IconPlus size={14} />}
                disabled={room.childrenBirthdates.length >= MAX_CHILDREN}
                aria-label={`Add a child to room ${index + 1}`}
                onClick={() => form.insertListItem(`party.${index}.childrenBirthdates`, '')}
              >
                Child
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                mb={6}
                leftSection={<IconTrash size={14} />}
                onClick={() => form.removeListItem('party', index)}
              >
                Remove room {index + 1}
              </Button>
            </>
          )}
        </Group>
      ))}
      {editable && party.length < MAX_ROOMS && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('party', { adults: 2, childrenBirthdates: [] })}
        >
          Add a room to the party
        </Button>
      )}
    </Stack>
  )
}
