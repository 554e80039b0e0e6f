import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BOOKING_STATES, type BookingState } from '../../../../src/shared/domain/booking-states'
import { BookingStateBadge, STATE_VIEWS } from '../../../../src/renderer/src/ui/booking-state'
import { renderInTheme } from './render'

/** The Mantine colour a light badge is painted with, read from its CSS variables. */
function badgeColor(element: HTMLElement): string | undefined {
  return /--badge-bg:\s*var\(--mantine-color-([a-z]+)-light\)/.exec(element.getAttribute('style') ?? '')?.[1]
}

describe('BookingStateBadge', () => {
  const expected: [BookingState, string, string][] = [
    ['confirmed', 'Confirmed', 'green'],
    ['refused', 'Refused', 'red'],
    ['failure', 'Failed', 'red'],
    ['pending', 'Counter-proposal', 'yellow'],
    ['sent', 'Sent', 'yellow'],
    ['canceled', 'Cancelled', 'gray'],
    ['replaced', 'Replaced', 'gray'],
    ['pre_confirmed', 'Pre-confirmed', 'blue'],
  ]
  it("words an experience's states in its own words: pending is a request, never a counter-proposal", () => {
    renderInTheme(<BookingStateBadge state="pending" kind="experience" testId="state" />)
    const badge = screen.getByTestId('state')
    expect(badge).toHaveProperty('textContent', 'On request')
    expect(badge.getAttribute('title')).toBe("On request: waiting for the supplier's answer.")
    expect(badgeColor(badge)).toBe('yellow')
    expect(badge.getAttribute('data-kind')).toBe('experience')
  })

  it.each(expected)('shows %s as "%s" in %s', (state, label, color) => {
    renderInTheme(<BookingStateBadge state={state} testId="state" />)
    const badge = screen.getByTestId('state')
    expect(badge).toHaveProperty('textContent', label)
    expect(badgeColor(badge)).toBe(color)
    expect(badge.getAttribute('data-state')).toBe(state)
  })

  it('tells what the state means as its tooltip, unless the screen writes it beside the badge', () => {
    renderInTheme(<BookingStateBadge state="sent" testId="with" />)
    expect(screen.getByTestId('with').getAttribute('title')).toBe(
      "Sent on request: waiting for the hotel's answer.",
    )
    renderInTheme(<BookingStateBadge state="sent" withMeaning={false} testId="without" />)
    expect(screen.getByTestId('without').getAttribute('title')).toBeNull()
  })

  it("shows the service's own word when given, still in the state's colour", () => {
    renderInTheme(
      <BookingStateBadge state="pending_source" testId="state">
        pending source
      </BookingStateBadge>,
    )
    const badge = screen.getByTestId('state')
    expect(badge.textContent).toBe('pending source')
    expect(badgeColor(badge)).toBe('yellow')
  })

  it('has a label and a colour for every booking state, and a stop state never looks confirmed', () => {
    for (const state of BOOKING_STATES) {
      expect(STATE_VIEWS[state].label).not.toBe('')
      expect(STATE_VIEWS[state].color).not.toBe('')
    }
    for (const state of ['refused', 'failure', 'canceled', 'replaced'] as const)
      expect(STATE_VIEWS[state].color).not.toBe(STATE_VIEWS.confirmed.color)
  })
})
