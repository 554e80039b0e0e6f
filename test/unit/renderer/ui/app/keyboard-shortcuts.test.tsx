import { fireEvent, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderInTheme } from '../render'

vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: vi.fn(), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { KeyboardShortcuts } = await import('../../../../../src/renderer/src/app/KeyboardShortcuts')
const { RESULT_ITEM } = await import('../../../../../src/renderer/src/ui/keys/result-focus')
const { runShortcut, useShortcutAction } =
  await import('../../../../../src/renderer/src/ui/keys/shortcut-actions')

function Review(props: { onBook(): void }) {
  useShortcutAction('book', props.onBook)
  return <p>Review</p>
}

function Screen(props: { onBook(): void }) {
  return (
    <MemoryRouter>
      <KeyboardShortcuts />
      <input aria-label="Hotel name" />
      {['Hotel Lutetia', 'Hotel Regina', 'Hotel Bristol'].map((name) => (
        <article key={name} aria-label={name} tabIndex={-1} {...RESULT_ITEM}>
          {name}
        </article>
      ))}
      <Review onBook={props.onBook} />
    </MemoryRouter>
  )
}

const press = (target: Element, key: string, extra: Record<string, boolean> = {}) =>
  fireEvent.keyDown(target, { key, code: key.length === 1 ? `Key${key.toUpperCase()}` : key, ...extra })

describe('the keyboard shortcuts of the shell', () => {
  it('walks the results with J and K, never while the agent types', () => {
    renderInTheme(<Screen onBook={() => undefined} />)
    const field = screen.getByRole('textbox', { name: 'Hotel name' })
    field.focus()
    press(field, 'j')
    expect(document.activeElement).toBe(field)

    field.blur()
    press(document.body, 'j')
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Hotel Lutetia' }))
    press(document.activeElement!, 'j')
    press(document.activeElement!, 'j')
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Hotel Bristol' }))
    press(document.activeElement!, 'k')
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Hotel Regina' }))
  })

  it('books with Ctrl+Enter where a review offers it, even from a field', () => {
    const onBook = vi.fn()
    renderInTheme(<Screen onBook={onBook} />)
    const field = screen.getByRole('textbox', { name: 'Hotel name' })
    press(field, 'Enter', { ctrlKey: true })
    expect(onBook).toHaveBeenCalledTimes(1)
    // what the desktop menu's item does (wire-events.ts): the same action
    expect(runShortcut('book')).toBe(true)
    expect(onBook).toHaveBeenCalledTimes(2)
  })

  it('leaves a key to the page when no screen offers its action', () => {
    renderInTheme(
      <MemoryRouter>
        <KeyboardShortcuts />
      </MemoryRouter>,
    )
    expect(runShortcut('book')).toBe(false)
    const event = press(document.body, 'ArrowDown')
    // fireEvent returns false when the default was prevented: an arrow still scrolls the page
    expect(event).toBe(true)
  })

  it('lists every shortcut on "?"', async () => {
    renderInTheme(<Screen onBook={() => undefined} />)
    fireEvent.keyDown(document.body, { key: '?', code: 'Slash', shiftKey: true })
    const list = await screen.findByTestId('shortcuts-list')
    expect(list.textContent).toContain('Next result')
    expect(list.textContent).toContain('Book (on the review)')
  })
})
