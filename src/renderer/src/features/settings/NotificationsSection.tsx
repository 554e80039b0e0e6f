import { Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core'
import { BOOKING_STATES, type BookingState } from '../../../../shared/domain/booking-states'
import { REMINDER_KINDS, type ReminderKind, type Settings } from '../../../../shared/ipc'
import { STATE_VIEWS } from '../../ui/booking-state'

interface Props {
  draft: Settings
  errors: Record<string, string>
  onChange(patch: Partial<Settings>): void
}

/** Bad news first, as the notifications themselves come. A draft never changes on the service's side. */
const STATES: readonly BookingState[] = [
  'refused',
  'failure',
  'canceled',
  'pending',
  'confirmed',
  'pre_confirmed',
  'sent',
  'pending_source',
  'replaced',
]

const REMINDER_LABELS: Record<ReminderKind, string> = {
  freeCancellationEnds: 'Free cancellation ends',
  autoRefusal: 'An unanswered request will be refused automatically',
}

/** The lead times offered; the settings keep at most four. */
const LEAD_HOURS = [168, 72, 48, 24, 12, 4] as const
const MAX_LEADS = 4

const leadLabel = (hours: number): string =>
  hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'} before` : `${hours} hours before`

/**
 * What pops up (desktop notifications, or toasts in a browser) and when reminders come. The notification centre
 * (the bell) records every change and reminder whatever is chosen here.
 */
export function NotificationsSection({ draft, errors, onChange }: Props) {
  const muted = !draft.desktopNotifications
  const leadsFull = draft.reminderLeadHours.length >= MAX_LEADS
  return (
    <Stack gap="md" data-testid="settings-notifications">
      <Title order={3} size="h4">
        Notifications
      </Title>
      <Text size="sm" c="dimmed">
        The bell in the header lists every state change and reminder, whatever you choose here. These settings
        decide what also pops up on the desktop (in a browser: in the window).
      </Text>
      <Switch
        label="Show notifications"
        description="Off: nothing pops up, the bell still counts everything."
        checked={draft.desktopNotifications}
        onChange={(event) => onChange({ desktopNotifications: event.currentTarget.checked })}
      />
      <Checkbox.Group
        label="A booking becomes"
        description="Notify when a booking reaches one of these states."
        value={draft.notify.states}
        error={errors['notify.states']}
        onChange={(values) =>
          onChange({
            notify: {
              ...draft.notify,
              states: BOOKING_STATES.filter((state) => values.includes(state)),
            },
          })
        }
      >
        <Group gap="md" mt="xs">
          {STATES.map((state) => (
            <Checkbox key={state} value={state} label={STATE_VIEWS[state].label} disabled={muted} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label="Reminders that notify"
        value={draft.notify.reminders}
        error={errors['notify.reminders']}
        onChange={(values) =>
          onChange({
            notify: {
              ...draft.notify,
              reminders: REMINDER_KINDS.filter((kind) => values.includes(kind)),
            },
          })
        }
      >
        <Stack gap="xs" mt="xs">
          {REMINDER_KINDS.map((kind) => (
            <Checkbox key={kind} value={kind} label={REMINDER_LABELS[kind]} disabled={muted} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label="Remind me before a deadline"
        description={`Each reminder comes once. Up to ${MAX_LEADS}; none: no reminders at all.`}
        value={draft.reminderLeadHours.map(String)}
        error={errors.reminderLeadHours}
        onChange={(values) =>
          onChange({
            reminderLeadHours: LEAD_HOURS.filter((hours) => values.includes(String(hours))),
          })
        }
      >
        <Group gap="md" mt="xs">
          {LEAD_HOURS.map((hours) => (
            <Checkbox
              key={hours}
              value={String(hours)}
              label={leadLabel(hours)}
              disabled={leadsFull && !draft.reminderLeadHours.includes(hours)}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  )
}
