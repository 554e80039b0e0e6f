import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectivityStatus } from '../../../../../src/shared/ipc'
import { renderInTheme } from '../render'

vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: vi.fn(), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ConnectivityIndicator } = await import('../../../../../src/renderer/src/app/ConnectivityIndicator')
const { useConnectivityStore } = await import('../../../../../src/renderer/src/stores/connectivity.store')

const status = (overrides: Partial<ConnectivityStatus>): ConnectivityStatus => ({
  state: 'online',
  environment: 'staging',
  since: '2026-11-25T08:00:00.000Z',
  checkedAt: '2026-11-25T08:00:00.000Z',
  reason: null,
  ...overrides,
})

describe('the header says what is wrong with the service', () => {
  beforeEach(() => useConnectivityStore.setState({ status: null, checking: false }))

  it('an environment without its address or key is "Not set up", with what is missing, not "Checking…"', () => {
    useConnectivityStore
      .getState()
      .set(status({ state: 'unconfigured', reason: 'No API key is saved for staging. Add it in Settings.' }))
    renderInTheme(<ConnectivityIndicator />)
    expect(screen.getByTestId('connectivity-indicator').textContent).toContain('Staging · Not set up')
    expect(screen.getByTestId('connectivity-indicator').textContent).not.toContain('Checking')
    expect(screen.getByTestId('connectivity-reason').textContent).toBe(
      'No API key is saved for staging. Add it in Settings.',
    )
  })

  it('a refused key is said beside the badge; an online service needs no words', () => {
    useConnectivityStore
      .getState()
      .set(status({ state: 'degraded', reason: 'The service refused the API key. Check it in Settings.' }))
    const { unmount } = renderInTheme(<ConnectivityIndicator />)
    expect(screen.getByTestId('connectivity-reason').textContent).toMatch(/refused the API key/)
    unmount()
    useConnectivityStore.getState().set(status({}))
    renderInTheme(<ConnectivityIndicator />)
    expect(screen.queryByTestId('connectivity-reason')).toBeNull()
    expect(screen.getByTestId('connectivity-indicator').textContent).toContain('Staging · Online')
  })
})
