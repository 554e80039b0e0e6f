import { Kbd, Modal, Table } from '@mantine/core'
import { useHotkeys, useOs, type HotkeyItem } from '@mantine/hooks'
import { spotlight } from '@mantine/spotlight'
import { Fragment, useState } from 'react'
import { useNavigate } from 'react-router'
import { keysLabel, SHORTCUTS, type ShortcutId } from '../../../shared/keys/shortcuts'
import { focusResult } from '../ui/keys/result-focus'
import { runShortcut, useShortcutAction } from '../ui/keys/shortcut-actions'

/**
 * Keys bound here: every one of the table but the command box's (Spotlight binds it), the client screen's
 * (ClientMode.tsx) and choosing a rate (the focused rate row's own Enter, so that Enter on a button still presses it).
 */
const BOUND_ELSEWHERE: readonly ShortcutId[] = ['commandBox', 'clientScreen', 'chooseRate']
const BOUND = SHORTCUTS.filter((shortcut) => !BOUND_ELSEWHERE.includes(shortcut.id))

/**
 * The shortcuts of the one table (shared/keys/shortcuts.ts), bound once for the whole shell; "?" lists them. Those
 * not allowed in fields never fire while the agent types (Mantine ignores inputs, textareas and selects for them).
 * A key whose action no screen offers now is left to the page (an arrow still scrolls). The desktop menu's items
 * arrive as `app.shortcut` events (wire-events.ts) and run the same actions.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const mac = useOs() === 'macos'

  useShortcutAction('commandBox', () => spotlight.open())
  useShortcutAction('shortcuts', () => setOpen(true))
  useShortcutAction('hotelSearch', () => void navigate('/hotels'))
  useShortcutAction('experienceSearch', () => void navigate('/experiences'))
  useShortcutAction('bookings', () => void navigate('/bookings'))
  useShortcutAction('back', () => void navigate(-1))
  useShortcutAction('forward', () => void navigate(1))
  useShortcutAction('nextResult', () => focusResult(1))
  useShortcutAction('previousResult', () => focusResult(-1))

  const press = (id: ShortcutId) => (event: KeyboardEvent) => {
    // A focused row that handled the key itself (the bookings table's arrows) keeps it.
    if (event.defaultPrevented) return
    if (runShortcut(id)) event.preventDefault()
  }
  const bound = (inFields: boolean): HotkeyItem[] =>
    BOUND.filter((shortcut) => shortcut.inFields === inFields).flatMap((shortcut) =>
      shortcut.keys.map((keys): HotkeyItem => [keys, press(shortcut.id), { preventDefault: false }]),
    )
  useHotkeys(bound(false))
  useHotkeys(bound(true), [])

  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title="Keyboard shortcuts"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the shortcuts' }}
    >
      <Table data-testid="shortcuts-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Keys</Table.Th>
            <Table.Th>Does</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.id}>
              <Table.Td>
                {shortcut.keys.map((keys, index) => (
                  <Fragment key={keys}>
                    {index > 0 && ' or '}
                    <Kbd>{keysLabel(keys, mac)}</Kbd>
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{shortcut.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  )
}
