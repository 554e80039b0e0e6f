import {
  ActionIcon,
  Badge,
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
import { IconAlarm, IconBell, IconChecks } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { NotificationEntry } from '../../../../shared/ipc/notifications.contract'
import { BookingStateBadge, REMINDER_COLOR, stateView } from '../../ui/booking-state'
import { AgentInstant, useAgentFormat } from '../../ui/format'
import { bellLabel, entryBookingName, entrySubject } from './notification-entries'
import { useNotificationsStore } from './notifications.store'

/**
 * The header's bell: how many changes and reminders the agent has not looked at, and the list of them, newest
 * first (main keeps them, per environment). A click on one opens its booking and marks it read.
 */
export function NotificationCentre() {
  const entries = useNotificationsStore((state) => state.entries)
  const unread = useNotificationsStore((state) => state.unread)
  const markRead = useNotificationsStore((state) => state.markRead)
  const markAllRead = useNotificationsStore((state) => state.markAllRead)
  const [opened, setOpened] = useState(false)
  const navigate = useNavigate()

  const open = (entry: NotificationEntry) => {
    void markRead(entry.id)
    setOpened(false)
    void navigate(`/bookings/${encodeURIComponent(entry.bookingId)}`)
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={440}
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
        data-count={unread}
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
            onClick={() => void markAllRead()}
          >
            Mark all read
          </Button>
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed" px="md" pb="md">
            Nothing yet. Answers from hotels and suppliers, and reminders before deadlines, show up here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={480} type="auto" scrollbars="y">
            <Stack component="ul" gap={0} p={0} m={0} aria-label="Changes and reminders, newest first">
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
  const was =
    entry.kind === 'stateChanged' && entry.previousState !== null
      ? `Was ${stateView(entry.previousState, entry.productKind).label.toLowerCase()} · `
      : ''
  const subject = entrySubject(entry)
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
        data-kind={entry.kind}
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
              {entry.kind === 'reminder' ? (
                <Badge size="sm" variant="light" color={REMINDER_COLOR} leftSection={<IconAlarm size={12} />}>
                  Reminder
                </Badge>
              ) : (
                <BookingStateBadge
                  state={entry.state}
                  kind={entry.productKind}
                  size="sm"
                  withMeaning={false}
                />
              )}
              <Text fw={entry.read ? 500 : 700} size="sm" truncate>
                {entry.title}
              </Text>
            </Group>
            {subject !== '' && (
              <Text size="sm" truncate>
                {subject}
              </Text>
            )}
            <Text size="xs" c="dimmed" truncate>
              {entryBookingName(entry)} · {was}
              <AgentInstant at={entry.at} format={format} />
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  )
}
