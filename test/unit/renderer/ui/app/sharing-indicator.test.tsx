import { fireEvent, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharingStatus } from '../../../../../src/shared/ipc/sharing.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
/** The listeners of main's events the components subscribed, to push `sharing.changed` as main does. */
const listeners = new Map<string, (payload: unknown) => void>()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  },
  BridgeError: class BridgeError extends Error {},
}))

const { SharingIndicator } = await import('../../../../../src/renderer/src/app/SharingIndicator')

const OFF: SharingStatus = {
  state: 'off',
  address: null,
  pending: 0,
  connected: false,
  lastSharedAt: null,
  problem: null,
  unseenConflicts: 0,
}
const SHARED: SharingStatus = {
  ...OFF,
  state: 'shared',
  address: { host: 'db.agency.example', port: 5432, database: 'agency', user: 'desk_lisbon', tls: 'prefer' },
  connected: true,
  lastSharedAt: '2026-12-07T09:00:00.000Z',
}

function Where() {
  const location = useLocation()
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>
}

function show(status: SharingStatus): void {
  invoke.mockImplementation((channel: string) =>
    channel === 'sharing.status' ? Promise.resolve(status) : Promise.reject(new Error(channel)),
  )
  renderInTheme(
    <MemoryRouter initialEntries={['/today']}>
      <SharingIndicator />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe("the header's sharing status", { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    listeners.clear()
  })

  it('shows nothing for a desk alone: the header looks as it always did', async () => {
    show(OFF)
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('sharing.status', undefined))
    await waitFor(() => expect(listeners.has('sharing.changed')).toBe(true))
    expect(screen.queryByTestId('sharing-indicator')).toBeNull()
  })

  it('says "Shared", and how many changes wait to be shared (counted)', async () => {
    show(SHARED)
    expect((await screen.findByTestId('sharing-indicator')).textContent).toBe('Shared')
    listeners.get('sharing.changed')?.({ ...SHARED, state: 'waiting', pending: 3 })
    await waitFor(() =>
      expect(screen.getByTestId('sharing-indicator').textContent).toBe('Waiting to share 3 changes'),
    )
    listeners.get('sharing.changed')?.({ ...SHARED, state: 'waiting', pending: 1 })
    await waitFor(() =>
      expect(screen.getByTestId('sharing-indicator').textContent).toBe('Waiting to share 1 change'),
    )
    expect(screen.getByTestId('sharing-indicator').getAttribute('data-state')).toBe('waiting')
  })

  it('says "Not shared" with the problem for the agent, and disappears when sharing stops', async () => {
    show({
      ...SHARED,
      state: 'failed',
      connected: false,
      pending: 2,
      problem: 'The database server did not answer.',
    })
    const indicator = await screen.findByTestId('sharing-indicator')
    expect(indicator.textContent).toBe('Not shared')
    const label = indicator.getAttribute('aria-label') ?? ''
    expect(label).toContain('The database server did not answer.')
    expect(label).toContain('Waiting to share 2 changes.')
    listeners.get('sharing.changed')?.(OFF)
    await waitFor(() => expect(screen.queryByTestId('sharing-indicator')).toBeNull())
  })

  it('counts replaced changes not looked at, and a click opens Settings → Agency data', async () => {
    show({ ...SHARED, unseenConflicts: 2 })
    const indicator = await screen.findByTestId('sharing-indicator')
    expect(indicator.textContent).toBe('Shared · 2 replaced')
    expect(indicator.getAttribute('aria-label')).toContain('2 replaced changes not looked at yet.')
    fireEvent.click(indicator)
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/settings?section=agency-data'))
    // Shared: nothing to try again.
    expect(invoke).not.toHaveBeenCalledWith('sharing.syncNow', undefined)
  })

  it('a click on "Not shared" also tries again at once, and shows what main answers', async () => {
    const failed: SharingStatus = { ...SHARED, state: 'failed', connected: false, problem: 'No answer.' }
    show(failed)
    invoke.mockImplementation((channel: string) =>
      channel === 'sharing.status'
        ? Promise.resolve(failed)
        : channel === 'sharing.syncNow'
          ? Promise.resolve(SHARED)
          : Promise.reject(new Error(channel)),
    )
    fireEvent.click(await screen.findByTestId('sharing-indicator'))
    await waitFor(() => expect(screen.getByTestId('sharing-indicator').textContent).toBe('Shared'))
    expect(invoke).toHaveBeenCalledWith('sharing.syncNow', undefined)
    expect(screen.getByTestId('where').textContent).toBe('/settings?section=agency-data')
  })
})
