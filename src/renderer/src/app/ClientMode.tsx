import { Badge, Switch, Tooltip } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { IconUserShield } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SHORTCUTS } from '../../../shared/keys/shortcuts'
import { useClientMode } from '../stores/client-mode.store'
import { useShortcutAction } from '../ui/keys/shortcut-actions'
import { ShowsNetContext } from '../ui/client-mode/client-mode'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
export const CLIENT_MODE_KEY_LABEL = isMac ? '⌘⇧C' : 'Ctrl+Shift+C'

/**
 * Gives every screen whether it may show the net. Until the settings are read it may not: a screen turned to a
 * customer before a reload must not flash the net while they load.
 */
export function ClientModeProvider({ children }: { children: ReactNode }) {
  const { on, unknown } = useClientMode()
  return <ShowsNetContext.Provider value={!on && !unknown}>{children}</ShowsNetContext.Provider>
}

/** The client screen's key: Ctrl+Shift+C, or Cmd+Shift+C on a Mac (the one table, shared/keys/shortcuts.ts). */
const CLIENT_MODE_HOTKEY =
  SHORTCUTS.find((shortcut) => shortcut.id === 'clientScreen')?.keys[0] ?? 'mod+shift+C'

/**
 * The key that turns the client screen on and off, anywhere but while typing in a field (Mantine's hotkeys leave
 * inputs, text areas, selects and editable text alone), so a letter typed with Shift never flips the screen; the
 * desktop menu's item runs the same toggle.
 */
export function useClientModeHotkey() {
  const { toggle } = useClientMode()
  useHotkeys([[CLIENT_MODE_HOTKEY, () => void toggle()]])
  useShortcutAction('clientScreen', () => void toggle())
}

/** While the client screen is on, a badge that says so (beside the title, on every screen). */
export function ClientModeBadge() {
  const { on } = useClientMode()
  if (!on) return null
  return (
    <Badge
      size="lg"
      color="grape.8"
      variant="filled"
      leftSection={<IconUserShield size={16} />}
      data-testid="client-mode-badge"
      role="status"
    >
      Client screen: no net prices
    </Badge>
  )
}

/** The header's switch; it also listens for the client screen's key. */
export function ClientModeSwitch() {
  const { on, set } = useClientMode()
  useClientModeHotkey()
  return (
    <Tooltip
      label={`${on ? 'Back to the agency screen' : 'Show what a customer may see'} (${CLIENT_MODE_KEY_LABEL})`}
    >
      <Switch
        label="Client screen"
        checked={on}
        onChange={(event) => void set(event.currentTarget.checked)}
        aria-keyshortcuts={isMac ? 'Meta+Shift+C' : 'Control+Shift+C'}
        data-testid="client-mode-switch"
      />
    </Tooltip>
  )
}
