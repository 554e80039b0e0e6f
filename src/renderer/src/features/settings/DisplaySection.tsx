import { NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import type { Settings } from '../../../../shared/ipc'

interface Props {
  draft: Settings
  errors: Record<string, string>
  onChange(patch: Partial<Settings>): void
}

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'pt', label: 'Português' },
]

export function DisplaySection({ draft, errors, onChange }: Props) {
  const systemZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const zones = useMemo(
    () => [
      { value: 'system', label: `This computer’s zone (${systemZone})` },
      ...Intl.supportedValuesOf('timeZone').map((zone) => ({
        value: zone,
        label: zone.replaceAll('_', ' '),
      })),
    ],
    [systemZone],
  )

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Display and background work
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="theme-label">
          Theme
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={draft.colorScheme}
          onChange={(value) => onChange({ colorScheme: value as Settings['colorScheme'] })}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'Follow the system' },
          ]}
        />
      </Stack>
      <Select
        label="Language of service texts"
        description="Hotel, room and board descriptions are asked for in this language when the supplier has it."
        data={LANGUAGES}
        value={draft.locale}
        allowDeselect={false}
        error={errors.locale}
        onChange={(value) => value !== null && onChange({ locale: value as Settings['locale'] })}
      />
      <Select
        label="Time zone for deadlines"
        description="Free-cancellation deadlines and penalty windows are shown in this zone, with its name."
        data={zones}
        value={draft.timeZone}
        searchable
        allowDeselect={false}
        error={errors.timeZone}
        onChange={(value) => value !== null && onChange({ timeZone: value })}
      />
      <NumberInput
        label="Check bookings for changes every (seconds)"
        description="Between 15 seconds and one hour. Bookings close to check-in are checked more often."
        min={15}
        max={3600}
        step={15}
        value={draft.pollIntervalSeconds}
        error={errors.pollIntervalSeconds}
        onChange={(value) =>
          onChange({ pollIntervalSeconds: typeof value === 'number' ? value : Number(value) })
        }
      />
    </Stack>
  )
}
