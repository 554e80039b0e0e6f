import { Button, Group, Text } from '@mantine/core'
import { IconClipboardCopy } from '@tabler/icons-react'
import { useState } from 'react'
import { counted } from '../../../../shared/i18n'
import { errorSentence } from '../../ui/errors'
import { collectDiagnostics } from './backup.store'

/**
 * "Copy diagnostics": main gathers the version, the platform, the settings and the log's last lines (scrubbed of
 * names, passports, keys and tokens when they were written); the page puts the text on the clipboard for support.
 */
export function DiagnosticsButton() {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  const copy = async (): Promise<void> => {
    setBusy(true)
    try {
      const diagnostics = await collectDiagnostics()
      await navigator.clipboard.writeText(diagnostics.text)
      setOutcome({
        ok: true,
        text: `Copied: version, settings and ${counted('logLine', diagnostics.logLines)}. Paste them to support.`,
      })
    } catch (error) {
      setOutcome({
        ok: false,
        text: errorSentence(error, { fallback: 'The diagnostics could not be copied.' }),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Group gap="md">
      <Button
        variant="default"
        leftSection={<IconClipboardCopy size={16} />}
        loading={busy}
        onClick={() => void copy()}
      >
        Copy diagnostics
      </Button>
      {outcome !== null && (
        <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'} role="status">
          {outcome.text}
        </Text>
      )}
    </Group>
  )
}
