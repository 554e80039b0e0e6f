import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInTheme } from '../render'

vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: vi.fn(), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { HoldCountdown: Countdown } = await import('../../../../../src/renderer/src/ui/hold/HoldCountdown')
const { useServiceClockStore } = await import('../../../../../src/renderer/src/stores/service-clock.store')

/** As the hotel screens use it: with the app's service clock. */
function HoldCountdown(props: Omit<Parameters<typeof Countdown>[0], 'latest'>) {
  const latest = useServiceClockStore((state) => state.clock)
  return <Countdown {...props} latest={latest} />
}

const NOW = Date.parse('2026-11-25T10:00:00.000Z')
const format = { locale: 'en-GB', timeZone: 'Europe/Paris' }

describe('HoldCountdown follows the service clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW })
    useServiceClockStore.setState({ clock: null })
  })
  afterEach(() => vi.useRealTimers())

  it('counts down from the hold, and a jump of the service clock shortens it at once', () => {
    const measured = { offsetMs: 0, learnedAt: new Date(NOW - 1_000).toISOString() }
    useServiceClockStore.getState().set(measured)
    renderInTheme(
      <HoldCountdown
        deadline={NOW + 15 * 60_000}
        clock={measured}
        format={format}
        onSearchAgain={() => undefined}
      />,
    )
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/held for 15:00$/)

    // The control plane moves the service's clock ten minutes on; main learns it from the next Date header.
    act(() => {
      useServiceClockStore
        .getState()
        .set({ offsetMs: 10 * 60_000, learnedAt: new Date(NOW + 500).toISOString() })
    })
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/held for 5:00$/)

    // And past the hold: the prices are no longer held.
    act(() => {
      useServiceClockStore
        .getState()
        .set({ offsetMs: 20 * 60_000, learnedAt: new Date(NOW + 900).toISOString() })
    })
    expect(screen.getByRole('alert').textContent).toContain('These prices are no longer held')
  })

  it('ignores a clock learned before the hold was measured', () => {
    const measured = { offsetMs: 60_000, learnedAt: new Date(NOW).toISOString() }
    useServiceClockStore.getState().set({ offsetMs: 0, learnedAt: new Date(NOW - 60_000).toISOString() })
    renderInTheme(
      <HoldCountdown
        deadline={NOW + 15 * 60_000}
        clock={measured}
        format={format}
        onSearchAgain={() => undefined}
      />,
    )
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/held for 15:00$/)
  })
})
