import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppInfo } from '../../../../src/shared/ipc/app.contract'
import { renderInTheme } from './render'

const invoke = vi.fn()
vi.mock('../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ArrivalVouchers } = await import('../../../../src/renderer/src/features/worklist/ArrivalVouchers')
const { useSettingsStore } = await import('../../../../src/renderer/src/stores/settings.store')
const { useArrivalVouchersStore } =
  await import('../../../../src/renderer/src/features/worklist/arrival-vouchers.store')

const appInfo = (systemPrint: boolean): AppInfo => ({
  name: 'Agency Desk',
  version: '0',
  environment: 'sandbox',
  host: systemPrint ? 'electron' : 'web',
  dataFolder: '/tmp/desk',
  platform: 'linux',
  systemPrint,
})

describe("vouchers for arrivals and the system's print dialog", () => {
  beforeEach(() => {
    invoke.mockReset()
    useArrivalVouchersStore.setState({ busy: false, notice: null })
  })

  it('offers the PDF only where the host has no print dialog (the web host)', () => {
    useSettingsStore.setState({ appInfo: appInfo(false) })
    renderInTheme(<ArrivalVouchers tomorrow="2026-11-26" />)
    expect(screen.getByRole('button', { name: 'Print all vouchers' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Print all vouchers…' })).toBeNull()
  })

  it("in the desktop app prints the day's vouchers through the dialog and says how many went", async () => {
    useSettingsStore.setState({ appInfo: appInfo(true) })
    invoke.mockResolvedValueOnce({ outcome: 'printed', vouchers: 3, skipped: [] })
    renderInTheme(<ArrivalVouchers tomorrow="2026-11-26" />)
    expect(screen.getByRole('button', { name: 'All vouchers as PDF' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Print all vouchers…' }))
    await waitFor(() =>
      expect(screen.getByTestId('arrival-vouchers-notice').textContent).toBe(
        '3 vouchers sent to the printer.',
      ),
    )
    expect(invoke).toHaveBeenCalledWith('vouchers.printDialog', { date: '2026-11-26' })
  })
})

describe('the arrival day field', () => {
  it("shows the day as the rest of the desk does, in the agent's locale, never mm/dd/yyyy", () => {
    useSettingsStore.setState({ appInfo: appInfo(false) })
    renderInTheme(<ArrivalVouchers tomorrow="2026-11-28" />)
    expect((screen.getByLabelText('Arriving on') as HTMLInputElement).value).toBe('28 Nov 2026')
  })
})
