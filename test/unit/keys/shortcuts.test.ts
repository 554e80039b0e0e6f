import { describe, expect, it } from 'vitest'
import {
  acceleratorOf,
  keysLabel,
  SHORTCUTS,
  shortcutConflicts,
  type Shortcut,
} from '../../../src/shared/keys/shortcuts'

const shortcut = (
  id: string,
  keys: string[],
  scope: Shortcut['scope'] = 'global',
  inFields = false,
): Shortcut => ({
  id,
  keys,
  label: id,
  scope,
  inFields,
})

describe('the shortcuts table', () => {
  it('binds no key combination twice in one scope and takes no plain key from a field', () => {
    expect(shortcutConflicts(SHORTCUTS)).toEqual([])
  })

  it('has the frequent actions: next and previous result, choose a rate, book, find, back', () => {
    const ids = SHORTCUTS.map((entry) => entry.id)
    expect(ids).toEqual(
      expect.arrayContaining(['nextResult', 'previousResult', 'chooseRate', 'book', 'commandBox', 'back']),
    )
  })

  it('tells a duplicate however it is spelled', () => {
    expect(shortcutConflicts([shortcut('a', ['mod+shift+H']), shortcut('b', ['Shift+Mod+h'])])).toEqual([
      'a and b both use Shift+Mod+h',
    ])
  })

  it('tells a duplicate among the second spellings of a shortcut', () => {
    expect(
      shortcutConflicts([shortcut('a', ['alt+ArrowLeft', 'Backspace']), shortcut('b', ['backspace'])]),
    ).toEqual(['a and b both use backspace'])
  })

  it('lets two screens share a key, never a screen and the whole app', () => {
    expect(
      shortcutConflicts([shortcut('a', ['Enter'], 'rates'), shortcut('b', ['Enter'], 'review')]),
    ).toEqual([])
    expect(
      shortcutConflicts([shortcut('a', ['Enter'], 'rates'), shortcut('b', ['Enter'], 'global')]),
    ).toEqual(['a and b both use Enter'])
  })

  it('refuses a plain key that would fire while the agent types', () => {
    expect(shortcutConflicts([shortcut('next', ['j'], 'results', true)])).toEqual([
      'next would take a key typed in a field',
    ])
  })

  it('reads as the machine names its keys', () => {
    expect(keysLabel('mod+K', false)).toBe('Ctrl + K')
    expect(keysLabel('mod+K', true)).toBe('⌘ + K')
    expect(keysLabel('alt+ArrowLeft', false)).toBe('Alt + ←')
  })

  it('spells the keys as Electron accelerators for the desktop menu', () => {
    expect(acceleratorOf('mod+shift+H')).toBe('CmdOrCtrl+Shift+H')
    expect(acceleratorOf('alt+ArrowLeft')).toBe('Alt+Left')
    expect(acceleratorOf('mod+Enter')).toBe('CmdOrCtrl+Enter')
    expect(acceleratorOf('J')).toBe('J')
  })
})
