import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react'
import type { BookingListColumn, ViewColumn } from '../../../../shared/ipc/views.contract'
import { BOOKING_COLUMNS } from './bookings-columns'
import { chooserOrder, columnsFrom, moved } from './saved-views-view'

/**
 * "Columns": every column of the list with a tick to show it and buttons to move it up or down. The shown ones come
 * first, in their order; at least one stays shown.
 */
export function ColumnChooser(props: {
  columns: readonly ViewColumn[]
  onChange(columns: ViewColumn[]): void
}) {
  const order = chooserOrder(props.columns)
  const ticked = new Set(props.columns.map((column) => column.id))
  const change = (nextOrder: readonly BookingListColumn[], nextTicked: Set<BookingListColumn>) =>
    props.onChange(columnsFrom(nextOrder, nextTicked, props.columns))

  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} role="group" aria-label="Columns shown">
          <Text size="xs" c="dimmed">
            Tick the columns to show; the arrows order them.
          </Text>
          {order.map((id, index) => {
            const { label } = BOOKING_COLUMNS[id]
            const isTicked = ticked.has(id)
            return (
              <Group key={id} gap="xs" justify="space-between" wrap="nowrap" data-column={id}>
                <Checkbox
                  label={label}
                  checked={isTicked}
                  // The last shown column stays: a list without columns shows nothing.
                  disabled={isTicked && ticked.size === 1}
                  onChange={(event) => {
                    const next = new Set(ticked)
                    if (event.currentTarget.checked) next.add(id)
                    else next.delete(id)
                    change(order, next)
                  }}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => change(moved(order, id, -1), ticked)}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Move ${label} down`}
                    disabled={index === order.length - 1}
                    onClick={() => change(moved(order, id, 1), ticked)}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            )
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
