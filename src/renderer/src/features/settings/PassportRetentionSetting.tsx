import { Group, NumberInput, Switch } from '@mantine/core'
import { useState } from 'react'
import { useSettingsStore } from '../../stores/settings.store'

const DEFAULT_MONTHS = 24

/**
 * Settings → Privacy: erase travellers' passport data a chosen number of months after their last trip (main runs
 * it daily, and at once when this changes). Off by default: passports stay until the agent deletes them.
 */
export function PassportRetentionSetting() {
  const months = useSettingsStore((state) =>
    state.settings === null ? undefined : state.settings.passportRetentionMonths,
  )
  const update = useSettingsStore((state) => state.update)
  const [error, setError] = useState<string | null>(null)
  if (months === undefined) return null
  // Main refusing the number is the agent's to fix; any other failure (the settings file unwritable) says so.
  const save = (passportRetentionMonths: number | null) =>
    void update({ passportRetentionMonths }).then((errors) =>
      setError(
        Object.keys(errors).length === 0 ? null : (errors['(root)'] ?? 'Not saved: enter 1 to 120 months.'),
      ),
    )
  return (
    <Group align="flex-end" gap="md">
      <Switch
        label="Erase passports after the last trip"
        description="Travellers' passport numbers and expiries are erased this many months after their customer's last trip (or after they were typed, with no trip)."
        checked={months !== null}
        // Turning it on or off failed: the months field is not there to carry the sentence.
        error={months === null ? error : null}
        onChange={(event) => save(event.currentTarget.checked ? DEFAULT_MONTHS : null)}
        maw={520}
      />
      {months !== null && (
        <NumberInput
          label="Months after the last trip"
          min={1}
          max={120}
          w={200}
          defaultValue={months}
          error={error}
          onBlur={(event) => {
            const value = Number(event.currentTarget.value)
            if (Number.isInteger(value) && value >= 1 && value <= 120 && value !== months) save(value)
            else if (value !== months) setError('Enter 1 to 120 months.')
          }}
        />
      )}
    </Group>
  )
}
