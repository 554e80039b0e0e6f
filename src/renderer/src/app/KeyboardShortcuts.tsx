import { Kbd, Modal, Table } from '@mantine/core'
import { useHotkeys, useOs, type HotkeyItem } from '@mantine/hooks'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { keysLabel, SHORTCUTS, type ShortcutId } from './shortcuts'

/**
 * The shortcuts of the table in shortcuts.ts, bound once for the whole shell; "?" lists them. Those not allowed
 * in fields never fire while the agent types (Mantine ignores inputs, textareas and selects for them). Ctrl+K is
 * the command box's own (Spotlight binds it).
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const mac = useOs() === 'macos'

  const run: Record<Exclude<ShortcutId, 'commandBox'>, () => void> = {
    shortcuts: () => setOpen(true),
    hotelSearch: () => void navigate('/hotels'),
    experienceSearch: () => void navigate('/experiences'),
    bookings: () => void navigate('/bookings'),
    back: () => void navigate(-1),
    forward: () => void navigate(1),
  }
  const bound = (inFields: boolean): HotkeyItem[] =>
    SHORTCUTS.filter((shortcut) => shortcut.id !== 'commandBox' && shortcut.inFields === inFields).map(
      (shortcut) => [shortcut.keys, run[shortcut.id as keyof typeof run], { preventDefault: true }],
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
                <Kbd>{keysLabel(shortcut.keys, mac)}</Kbd>
              </Table.Td>
              <Table.Td>{shortcut.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  )
}
