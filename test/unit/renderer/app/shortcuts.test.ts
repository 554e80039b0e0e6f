import { describe, expect, it } from 'vitest'
import { keysLabel, SHORTCUTS, shortcutConflicts } from '../../../../src/renderer/src/app/shortcuts'

describe('the shortcuts table', () => {
  it('binds no key combination twice and takes no plain key from a field', () => {
    expect(shortcutConflicts(SHORTCUTS)).toEqual([])
  })

  it('tells a duplicate however it is spelled', () => {
    expect(
      shortcutConflicts([
        { id: 'a', keys: 'mod+shift+H', label: 'A', inFields: false },
        { id: 'b', keys: 'Shift+Mod+h', label: 'B', inFields: false },
      ]),
    ).toEqual(['a and b both use Shift+Mod+h'])
  })

  it('refuses a plain key that would fire while the agent types', () => {
    expect(shortcutConflicts([{ id: 'next', keys: 'j', label: 'Next', inFields: true }])).toEqual([
      'next would take a key typed in a field',
    ])
  })

  it('reads as the machine names its keys', () => {
    expect(keysLabel('mod+K', false)).toBe('Ctrl + K')
    expect(keysLabel('mod+K', true)).toBe('⌘ + K')
  })
})
