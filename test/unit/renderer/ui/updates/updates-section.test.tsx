import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UpdatesInfo } from '../../../../../src/shared/ipc/updates.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
/** The listeners of main's events the components subscribed, to push `updates.changed` as main does. */
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

const { UpdatesSection } =
  await import('../../../../../src/renderer/src/features/settings/updates/UpdatesSection')
const { UpdateBanner } =
  await import('../../../../../src/renderer/src/features/settings/updates/UpdateBanner')

const desktop: UpdatesInfo = {
  supported: true,
  currentVersion: '1.4.0',
  settings: { address: 'https://updates.agency.example/desk/', automatic: true },
  state: { status: 'upToDate', version: '1.4.0' },
  lastCheckedAt: null,
}

function answer(info: UpdatesInfo, more: Record<string, unknown> = {}): void {
  invoke.mockImplementation((channel: string, input: unknown) => {
    if (channel === 'updates.status') return Promise.resolve(info)
    if (channel in more) {
      const value = more[channel]
      return Promise.resolve(
        typeof value === 'function' ? (value as (input: unknown) => unknown)(input) : value,
      )
    }
    return Promise.reject(new Error(channel))
  })
}

describe('Settings → Updates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    listeners.clear()
  })

  it('shows the version running, the address and the state in words; "Check now" asks main', async () => {
    answer(desktop, {
      'updates.check': {
        ...desktop,
        state: { status: 'available', version: '1.5.0', notes: 'Faster bookings list' },
        lastCheckedAt: '2026-12-07T10:00:00.000Z',
      },
    })
    renderInTheme(<UpdatesSection />)
    expect(await screen.findByText('1.4.0')).toBeTruthy()
    expect(screen.getByText(/Agency Desk 1\.4\.0 is up to date\./)).toBeTruthy()
    expect((screen.getByLabelText('Update address') as HTMLInputElement).value).toBe(
      'https://updates.agency.example/desk/',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText(/Version 1\.5\.0 is available/)).toBeTruthy()
    expect(screen.getByText(/What is new: Faster bookings list/)).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('updates.check')
  })

  it('saves a new address and the automatic checks, and shows main’s refusal', async () => {
    const saved: unknown[] = []
    answer(
      { ...desktop, settings: { address: '', automatic: true }, state: { status: 'idle' } },
      {
        'updates.updateSettings': (input: unknown) => {
          saved.push(input)
          if ((input as { address: string }).address === 'nonsense') {
            return Promise.reject(Object.assign(new Error('Enter the update address as a web address')))
          }
          return { ...desktop, settings: input }
        },
      },
    )
    renderInTheme(<UpdatesSection />)
    expect(await screen.findByText(/Updates are off: no update address is set/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Check now' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Update address'), {
      target: { value: ' https://updates.agency.example/desk/ ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() =>
      expect(saved).toEqual([{ address: 'https://updates.agency.example/desk/', automatic: true }]),
    )
    expect(await screen.findByText(/Agency Desk 1\.4\.0 is up to date\./)).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/Check automatically/))
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({ address: 'https://updates.agency.example/desk/', automatic: false }),
    )
    fireEvent.change(screen.getByLabelText('Update address'), { target: { value: 'nonsense' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
  })

  it('says in the web host that updates come with the desktop app, and offers nothing to set', async () => {
    answer({ ...desktop, supported: false, state: { status: 'idle' } })
    renderInTheme(<UpdatesSection />)
    expect(await screen.findByText(/Updates come with the desktop app/)).toBeTruthy()
    expect(screen.queryByLabelText('Update address')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull()
  })
})

describe('the update banner', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    listeners.clear()
  })

  it('appears once main says a version is ready, and "Restart now" says why it did not restart', async () => {
    answer(desktop, {
      'updates.restartNow': {
        restarting: false,
        reason: '2 changes are not sent yet. The update installs when you quit.',
      },
    })
    renderInTheme(<UpdateBanner />)
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('updates.status', undefined))
    await waitFor(() => expect(listeners.has('updates.changed')).toBe(true))
    expect(screen.queryByRole('status', { name: 'Update ready' })).toBeNull()
    listeners.get('updates.changed')?.({ ...desktop, state: { status: 'ready', version: '1.5.0' } })
    const banner = await screen.findByRole('status', { name: 'Update ready' })
    expect(banner.textContent).toContain('Version 1.5.0 is ready: it installs when you quit.')
    fireEvent.click(screen.getByRole('button', { name: 'Restart now' }))
    expect(await screen.findByText(/2 changes are not sent yet/)).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('updates.restartNow')
  })

  it('shows nothing in the web host', async () => {
    answer({ ...desktop, supported: false, state: { status: 'ready', version: '1.5.0' } })
    renderInTheme(<UpdateBanner />)
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('updates.status', undefined))
    expect(screen.queryByRole('status', { name: 'Update ready' })).toBeNull()
  })
})
