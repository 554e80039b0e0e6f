import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useState } from 'react'
import type { Settings } from '../../../../shared/ipc'
import { AboutSection } from './AboutSection'
import { BackupSection } from './BackupSection'
import { AgencySection } from './AgencySection'
import { DisplaySection } from './DisplaySection'
import { EnvironmentSection } from './EnvironmentSection'
import { NotificationsSection } from './NotificationsSection'
import { PricingSection } from './PricingSection'
import { CurrencyRatesSection } from './CurrencyRatesSection'
import { PrivacySection } from './PrivacySection'
import { useSettingsStore } from '../../stores/settings.store'
import { UpdatesSection } from './updates/UpdatesSection'
import { AgencyDataSection } from './sharing/AgencyDataSection'

/** Edits a draft of the settings; Save sends it to main, which validates and keeps it. */
export function SettingsScreen() {
  const settings = useSettingsStore((state) => state.settings)
  const loadError = useSettingsStore((state) => state.loadError)
  const update = useSettingsStore((state) => state.update)
  const [draft, setDraft] = useState<Settings | null>(settings)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [savedAt, setSavedAt] = useState<Date | null>(null)

  // A change made elsewhere (the header's theme switch, another window) refreshes the draft if the agent has not
  // started editing it; edits in progress are kept (React's "adjust state while rendering" pattern).
  const [base, setBase] = useState<Settings | null>(settings)
  if (settings !== base) {
    setBase(settings)
    if (draft === null || JSON.stringify(draft) === JSON.stringify(base)) setDraft(settings)
  }

  if (loadError !== null)
    return (
      <Alert color="red" title="Settings could not be loaded">
        {loadError}
      </Alert>
    )
  if (draft === null || settings === null) return <Loader aria-label="Loading settings" />

  const dirty = JSON.stringify(draft) !== JSON.stringify(settings)
  const change = (patch: Partial<Settings>) => {
    setDraft({ ...draft, ...patch })
    setSavedAt(null)
  }
  const save = async () => {
    setSaving(true)
    // The agency section and the header's client screen switch save their own fields: this form never sends an
    // older copy of them back.
    const fieldErrors = await update({
      ...draft,
      agency: settings.agency,
      voucherPrices: settings.voucherPrices,
      clientMode: settings.clientMode,
      // Settings -> Updates saves its own too.
      updates: settings.updates,
    })
    setSaving(false)
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length === 0) setSavedAt(new Date())
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={2}>Settings</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <EnvironmentSection draft={draft} saved={settings} errors={errors} onChange={change} />
          </Paper>
          <Paper withBorder p="lg">
            <DisplaySection draft={draft} errors={errors} onChange={change} />
          </Paper>
          <Paper withBorder p="lg">
            <NotificationsSection draft={draft} errors={errors} onChange={change} />
          </Paper>
          {errors['(root)'] !== undefined && (
            <Alert color="red" title="Not saved">
              {errors['(root)']}
            </Alert>
          )}
          <Group justify="flex-end" gap="md">
            {savedAt !== null && !dirty && (
              <Text size="sm" c="teal" role="status">
                <IconCheck size={14} style={{ verticalAlign: 'middle' }} /> Settings saved
              </Text>
            )}
            <Button variant="default" disabled={!dirty || saving} onClick={() => setDraft(settings)}>
              Discard changes
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="lg">
        <AgencySection />
      </Paper>
      <Paper withBorder p="lg">
        <PricingSection />
      </Paper>
      <Paper withBorder p="lg">
        <CurrencyRatesSection />
      </Paper>
      <Paper withBorder p="lg">
        <PrivacySection />
      </Paper>
      <Paper withBorder p="lg">
        <AgencyDataSection />
      </Paper>
      <Paper withBorder p="lg">
        <BackupSection />
      </Paper>
      <Paper withBorder p="lg">
        <UpdatesSection />
      </Paper>
      <Paper withBorder p="lg">
        <AboutSection />
      </Paper>
    </Stack>
  )
}
