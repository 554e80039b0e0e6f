import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS, type Settings } from '../../../../../src/shared/ipc/settings'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ClientModeBadge, ClientModeProvider, ClientModeSwitch } =
  await import('../../../../../src/renderer/src/app/ClientMode')
const { NetOnly, useShowsNet } = await import('../../../../../src/renderer/src/ui/client-mode/client-mode')
const { useSettingsStore } = await import('../../../../../src/renderer/src/stores/settings.store')

/** What a screen shows: a selling price always, a net price and a supplier only to the agency. */
function Screen() {
  return (
    <ClientModeProvider>
      <ClientModeBadge />
      <ClientModeSwitch />
      <p>Selling €1,014.90</p>
      <NetOnly>
        <p>Net €905.49</p>
      </NetOnly>
      <NetOnly fallback={<p>Price on request</p>}>
        <p>Supplier Bed bank A</p>
      </NetOnly>
      <Probe />
      <input aria-label="Customer name" />
      <textarea aria-label="Notes" />
    </ClientModeProvider>
  )
}

function Probe() {
  return <span data-testid="shows-net">{String(useShowsNet())}</span>
}

function settingsWith(clientMode: boolean): Settings {
  return { ...DEFAULT_SETTINGS, clientMode }
}

const pressKey = (target: Element) =>
  fireEvent.keyDown(target, { key: 'C', code: 'KeyC', ctrlKey: true, shiftKey: true })

beforeEach(() => {
  invoke.mockReset()
  // main keeps what it is sent, as settings.update does
  invoke.mockImplementation(async (channel: string, patch: Partial<Settings>) => {
    if (channel !== 'settings.update') throw new Error(`unexpected ${channel}`)
    return { ...useSettingsStore.getState().settings, ...patch }
  })
  useSettingsStore.setState({ settings: settingsWith(false), loadError: null })
})

describe('the client screen', () => {
  it('hides what it wraps in client mode, keeps the rest, and says so with a badge', async () => {
    renderInTheme(<Screen />)
    expect(screen.getByText('Net €905.49')).toBeTruthy()
    expect(screen.getByText('Supplier Bed bank A')).toBeTruthy()
    expect(screen.queryByTestId('client-mode-badge')).toBeNull()

    fireEvent.click(screen.getByRole('switch', { name: 'Client screen' }))
    await waitFor(() => expect(screen.queryByText('Net €905.49')).toBeNull())
    expect(screen.queryByText('Supplier Bed bank A')).toBeNull()
    expect(screen.getByText('Price on request')).toBeTruthy()
    expect(screen.getByText('Selling €1,014.90')).toBeTruthy()
    expect(screen.getByTestId('client-mode-badge').textContent).toMatch(/Client screen/)
    expect(screen.getByTestId('shows-net').textContent).toBe('false')
    expect(invoke).toHaveBeenCalledWith('settings.update', { clientMode: true })
  })

  it('turns on and off with Ctrl+Shift+C', async () => {
    renderInTheme(<Screen />)
    pressKey(document.body)
    await waitFor(() => expect(screen.queryByText('Net €905.49')).toBeNull())
    expect(useSettingsStore.getState().settings?.clientMode).toBe(true)
    pressKey(document.body)
    await waitFor(() => expect(screen.getByText('Net €905.49')).toBeTruthy())
    expect(useSettingsStore.getState().settings?.clientMode).toBe(false)
  })

  it('ignores the key while the agent types in a field', async () => {
    renderInTheme(<Screen />)
    pressKey(screen.getByRole('textbox', { name: 'Customer name' }))
    pressKey(screen.getByRole('textbox', { name: 'Notes' }))
    // A key that does reach the page proves the handler listens: the fields' presses were left alone.
    expect(invoke).not.toHaveBeenCalled()
    expect(screen.getByText('Net €905.49')).toBeTruthy()
    pressKey(document.body)
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
  })

  it('hides the net while the settings are not read yet, and after a reload with client mode on', () => {
    useSettingsStore.setState({ settings: null, loadError: null })
    const { unmount } = renderInTheme(<Screen />)
    expect(screen.queryByText('Net €905.49')).toBeNull()
    unmount()
    useSettingsStore.setState({ settings: settingsWith(true) })
    renderInTheme(<Screen />)
    expect(screen.queryByText('Net €905.49')).toBeNull()
    expect(screen.getByTestId('client-mode-badge')).toBeTruthy()
  })

  it('shows the net without a provider (a component alone) and with client mode off', () => {
    renderInTheme(
      <NetOnly>
        <p>Net €905.49</p>
      </NetOnly>,
    )
    expect(screen.getByText('Net €905.49')).toBeTruthy()
  })
})
