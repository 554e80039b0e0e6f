import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS, type Settings } from '../../../../../src/shared/ipc'
import { renderInTheme } from '../render'
import type * as ClientModule from '../../../../../src/renderer/src/bridge/client'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  // The real error class: the settings store tells main's refusal of a field by it.
  BridgeError: (await vi.importActual<typeof ClientModule>('../../../../../src/renderer/src/bridge/client'))
    .BridgeError,
}))

const { BridgeError } = await import('../../../../../src/renderer/src/bridge/client')
const { useSettingsStore } = await import('../../../../../src/renderer/src/stores/settings.store')
const { PassportRetentionSetting } =
  await import('../../../../../src/renderer/src/features/settings/PassportRetentionSetting')

/** Main as the setting sees it: settings.update answers the settings with the patch applied. */
function mainKeeps(settings: Settings) {
  let current = settings
  invoke.mockImplementation((name: string, patch: Partial<Settings>) => {
    if (name !== 'settings.update') return Promise.reject(new Error(`unexpected ${name}`))
    current = { ...current, ...patch }
    return Promise.resolve(current)
  })
  useSettingsStore.setState({ settings })
}

const monthsField = () => screen.getByRole('textbox', { name: 'Months after the last trip' })

describe('PassportRetentionSetting', () => {
  beforeEach(() => {
    invoke.mockReset()
  })

  it('is off by default; turning it on keeps passports 24 months after the last trip', async () => {
    mainKeeps({ ...DEFAULT_SETTINGS, passportRetentionMonths: null })
    renderInTheme(<PassportRetentionSetting />)
    const toggle = screen.getByRole('switch', { name: /Erase passports after the last trip/ })
    expect(toggle).toHaveProperty('checked', false)
    expect(screen.queryByRole('textbox', { name: 'Months after the last trip' })).toBeNull()
    fireEvent.click(toggle)
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('settings.update', { passportRetentionMonths: 24 }),
    )
    expect(await screen.findByDisplayValue('24')).toBe(monthsField())
    expect(toggle).toHaveProperty('checked', true)
  })

  it('saves another number of months on leaving the field, refuses one out of 1 to 120 unsent', async () => {
    mainKeeps({ ...DEFAULT_SETTINGS, passportRetentionMonths: 12 })
    renderInTheme(<PassportRetentionSetting />)
    fireEvent.change(monthsField(), { target: { value: '36' } })
    fireEvent.blur(monthsField())
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('settings.update', { passportRetentionMonths: 36 }),
    )
    await waitFor(() => expect(useSettingsStore.getState().settings?.passportRetentionMonths).toBe(36))

    invoke.mockClear()
    fireEvent.change(monthsField(), { target: { value: '0' } })
    fireEvent.blur(monthsField())
    expect(await screen.findByText('Enter 1 to 120 months.')).toBeTruthy()
    expect(invoke).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('switch', { name: /Erase passports after the last trip/ }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('settings.update', { passportRetentionMonths: null }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Months after the last trip' })).toBeNull(),
    )
  })

  it("shows main's refusal of the number, and another failure in its own words", async () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, passportRetentionMonths: 12 } })
    const failure = (problem: ConstructorParameters<typeof BridgeError>[0]['problem'], message: string) =>
      new BridgeError({ code: 'INVALID_INPUT', message, problem })
    invoke.mockRejectedValueOnce(
      failure(
        { kind: 'invalidInput', issues: [{ path: 'passportRetentionMonths', message: 'Too big' }] },
        'Too big',
      ),
    )
    renderInTheme(<PassportRetentionSetting />)
    fireEvent.change(monthsField(), { target: { value: '48' } })
    fireEvent.blur(monthsField())
    expect(await screen.findByText('Not saved: enter 1 to 120 months.')).toBeTruthy()
    expect(useSettingsStore.getState().settings?.passportRetentionMonths).toBe(12)

    invoke.mockRejectedValueOnce(failure({ kind: 'internal' }, 'disk full'))
    fireEvent.click(screen.getByRole('switch', { name: /Erase passports after the last trip/ }))
    expect(await screen.findByText('The settings could not be saved. Try again.')).toBeTruthy()
    expect(useSettingsStore.getState().settings?.passportRetentionMonths).toBe(12)
  })
})
