import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconBell, IconChecks } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BookingStateBadge, stateView } from '../../ui/booking-state'
import { AgentInstant, useAgentFormat } from '../../ui/format'
import { bellLabel, unreadCount, type NotificationEntry } from './notification-entries'
import { useNotificationsStore } from './notifications.store'

/**
 * The header's bell: how many state changes the agent has not looked at, and the list of them, newest first.
 * A click on one opens its booking and marks it read.
 */
export function NotificationCentre() {
  const entries = useNotificationsStore((state) => state.entries)
  const markRead = useNotificationsStore((state) => state.markRead)
  const markAllRead = useNotificationsStore((state) => state.markAllRead)
  const [opened, setOpened] = useState(false)
  const navigate = useNavigate()
  const unread = unreadCount(entries)

  const open = (entry: NotificationEntry) => {
    markRead(entry.id)
    setOpened(false)
    void navigate(`/bookings/${encodeURIComponent(entry.bookingId)}`)
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={420}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      {/* The count sits outside the target: the popover gives its target the button's ARIA attributes. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        color="red.9"
        offset={4}
        data-testid="notification-count"
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((value) => !value)}
            data-testid="notification-bell"
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notification-centre">
        <Group justify="space-between" px="md" py="sm" gap="sm">
          <Title order={2} size="h5">
            Notifications
          </Title>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconChecks size={14} />}
            disabled={unread === 0}
            onClick={markAllRead}
          >
            Mark all read
          </Button>
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed" px="md" pb="md">
            No booking has changed state since you started using this desk. Answers from hotels and suppliers
            show up here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={480} type="auto">
            <Stack component="ul" gap={0} p={0} m={0} aria-label="State changes, newest first">
              {entries.map((entry) => (
                <NotificationRow key={entry.id} entry={entry} onOpen={() => open(entry)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}

function NotificationRow(props: { entry: NotificationEntry; onOpen(): void }) {
  const { entry } = props
  const format = useAgentFormat()
  const was = entry.previousState === null ? null : stateView(entry.previousState, entry.kind).label
  return (
    <Box
      component="li"
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <UnstyledButton
        onClick={props.onOpen}
        w="100%"
        px="md"
        py="sm"
        data-testid="notification-entry"
        data-read={entry.read}
        data-booking-id={entry.bookingId}
        style={{
          display: 'block',
          background: entry.read ? undefined : 'var(--mantine-color-default-hover)',
        }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box
            aria-hidden
            mt={6}
            w={8}
            h={8}
            style={{
              flex: 'none',
              borderRadius: '50%',
              background: entry.read ? 'transparent' : 'var(--mantine-color-red-8)',
            }}
          />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="nowrap">
              {!entry.read && <VisuallyHidden>Unread:</VisuallyHidden>}
              <BookingStateBadge state={entry.state} kind={entry.kind} size="sm" withMeaning={false} />
              <Text fw={entry.read ? 500 : 700} size="sm" truncate>
                {entry.reference ?? entry.bookingId}
              </Text>
            </Group>
            <Text size="sm" truncate>
              {[entry.product, entry.reference === null ? null : `Booking ${entry.bookingId}`]
                .filter((part) => part !== null)
                .join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              {was === null ? '' : `Was ${was.toLowerCase()} · `}
              <AgentInstant at={entry.changedAt} format={format} />
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  )
}
