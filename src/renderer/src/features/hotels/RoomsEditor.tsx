import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { ChildBirthdateField } from '../../ui/party/ChildBirthdateField'
import { useRef } from 'react'
import {
  addChild,
  addRoom,
  copyRoom,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  removeChild,
  removeRoom,
  setChildBirthdate,
  updateRoom,
  type FormErrors,
  type RoomDraft,
} from './search-form'

/** Rooms of the search: adults and children's birthdates each; add, copy, remove (1 to 8 rooms). */
export function RoomsEditor(props: {
  rooms: RoomDraft[]
  checkIn: string
  errors: FormErrors
  onChange(rooms: RoomDraft[]): void
}) {
  const { rooms, onChange } = props
  const full = rooms.length >= MAX_ROOMS
  // A child added is typed in next: the focus moves to its birthdate (the field sits before the "+ Child" button).
  const focusChild = useRef<string | null>(null)
  return (
    <Stack gap="xs">
      {rooms.map((room, index) => {
        const label = `Room ${index + 1}`
        const edit = (next: RoomDraft) => onChange(rooms.map((r, i) => (i === index ? next : r)))
        return (
          <Paper key={room.key} withBorder p="sm" radius="md" role="group" aria-label={label}>
            <Group align="flex-start" gap="md" wrap="wrap">
              <Text fw={600} size="sm" w={64} pt={30}>
                {label}
              </Text>
              <NumberInput
                label="Adults"
                aria-label={`${label} adults`}
                min={MIN_ADULTS}
                max={MAX_ADULTS}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                w={96}
                value={room.adults}
                error={props.errors[`rooms.${index}.adults`]}
                onChange={(value) =>
                  onChange(
                    updateRoom(rooms, index, { adults: typeof value === 'number' ? value : MIN_ADULTS }),
                  )
                }
              />
              {room.children.map((child, childIndex) => {
                return (
                  <ChildBirthdateField
                    key={child.key}
                    onMount={(element) => {
                      if (element === null || focusChild.current !== child.key) return
                      focusChild.current = null
                      element.focus()
                    }}
                    label={`Child ${childIndex + 1} birthdate`}
                    ariaLabel={`${label} child ${childIndex + 1} birthdate`}
                    removeLabel={`Remove ${label.toLowerCase()} child ${childIndex + 1}`}
                    value={child.birthdate}
                    on={props.checkIn}
                    onWords="at check-in"
                    error={props.errors[`rooms.${index}.children.${childIndex}`]}
                    onChange={(birthdate) => edit(setChildBirthdate(room, childIndex, birthdate))}
                    onRemove={() => edit(removeChild(room, childIndex))}
                  />
                )
              })}
              <Group gap="xs" pt={25} ml="auto">
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  disabled={room.children.length >= MAX_CHILDREN}
                  onClick={() => {
                    const next = addChild(room)
                    edit(next)
                    focusChild.current = next.children.at(-1)?.key ?? null
                  }}
                  aria-label={`Add a child to ${label.toLowerCase()}`}
                >
                  Child
                </Button>
                <Tooltip label="Copy this room">
                  <ActionIcon
                    variant="default"
                    aria-label={`Copy ${label.toLowerCase()}`}
                    disabled={full}
                    onClick={() => onChange(copyRoom(rooms, index))}
                  >
                    <IconCopy size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove this room">
                  <ActionIcon
                    variant="default"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    disabled={rooms.length <= 1}
                    onClick={() => onChange(removeRoom(rooms, index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        )
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={full}
          onClick={() => onChange(addRoom(rooms))}
        >
          Add a room
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            At most {MAX_ROOMS} rooms per search.
          </Text>
        )}
      </Group>
    </Stack>
  )
}
