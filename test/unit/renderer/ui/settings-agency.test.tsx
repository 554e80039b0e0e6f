import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BridgeError } from '../../../../src/renderer/src/bridge/client'
import { ipcFailure } from '../../../../src/shared/ipc'
import { DEFAULT_SETTINGS, type Settings } from '../../../../src/shared/ipc/settings'
import { renderInTheme } from './render'

const invoke = vi.fn()
/** The file as the bridge hands it over: main gets it by reference, never inside the call. */
const handedOver: File[] = []
const handOver = async (file: File) => {
  handedOver.push(file)
  return { uploadId: `upload-${String(handedOver.length).padStart(12, '0')}` }
}
vi.mock('../../../../src/renderer/src/bridge', () => ({
  bridge: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: () => () => undefined,
    file: (file: File) => handOver(file),
  },
  BridgeError: class BridgeError extends Error {},
}))

const { AgencySection } = await import('../../../../src/renderer/src/features/settings/AgencySection')
const { useSettingsStore } = await import('../../../../src/renderer/src/stores/settings.store')
const { useAgencyLogoStore } =
  await import('../../../../src/renderer/src/features/settings/agency-logo.store')

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const LOGO_URL = 'data:image/png;base64,iVBORw0KGgo='

function answer(channel: string, input: unknown): unknown {
  switch (channel) {
    case 'agency.logo':
      return { logo: null }
    case 'agency.setLogo':
      return { logo: LOGO_URL }
    case 'agency.clearLogo':
      return { logo: null }
    case 'settings.update':
      return { ...DEFAULT_SETTINGS, ...(input as Partial<Settings>) }
    default:
      throw new Error(`unexpected ${channel}`)
  }
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (input === null) throw new Error('no file input')
  return input
}

function drop(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } })
}

describe('Settings → Agency', () => {
  beforeEach(() => {
    invoke.mockReset()
    handedOver.length = 0
    invoke.mockImplementation((channel: string, input: unknown) => Promise.resolve(answer(channel, input)))
    useSettingsStore.setState({ settings: DEFAULT_SETTINGS, loadError: null })
    useAgencyLogoStore.setState({ logo: null, status: 'idle', error: null })
  })

  it('prints no price on vouchers by default; the switch chooses the selling price and saves it at once', async () => {
    renderInTheme(<AgencySection />)
    const choice = screen.getByRole('switch', { name: /Print the selling price on vouchers/ })
    expect((choice as HTMLInputElement).checked).toBe(false)
    fireEvent.click(choice)
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('settings.update', { voucherPrices: 'selling' }))
    await waitFor(() => expect(useSettingsStore.getState().settings?.voucherPrices).toBe('selling'))
  })

  it("checks the details with the settings' own schema, then saves them", async () => {
    renderInTheme(<AgencySection />)
    fireEvent.change(screen.getByLabelText('Agency name'), { target: { value: 'Voyages Øst & Co' } })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not an address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }))
    expect(await screen.findByText('Enter an e-mail address such as desk@agency.example')).toBeTruthy()
    expect(invoke).not.toHaveBeenCalledWith('settings.update', expect.anything())

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@voyages.example' } })
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+351 21 000 0000' } })
    fireEvent.change(screen.getByLabelText('Your name, as it appears on changes'), {
      target: { value: 'Ana Costa' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save agency details' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('settings.update', {
        agency: {
          name: 'Voyages Øst & Co',
          address: '',
          phone: '+351 21 000 0000',
          email: 'desk@voyages.example',
          agentName: 'Ana Costa',
        },
      }),
    )
    expect(await screen.findByText(/Agency details saved/)).toBeTruthy()
  })

  it('keeps a PNG logo and shows it; replaces and removes it', async () => {
    renderInTheme(<AgencySection />)
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('agency.logo'))
    expect(screen.getByTestId('agency-logo-preview').textContent).toContain('No logo')
    drop(new File([new Uint8Array([...PNG_HEADER, 1, 2, 3])], 'logo.png', { type: 'image/png' }))
    const image = await screen.findByRole('img', { name: "The agency's logo, as vouchers print it" })
    expect(image.getAttribute('src')).toBe(LOGO_URL)
    const sent = invoke.mock.calls.find(([channel]) => channel === 'agency.setLogo')?.[1]
    expect(sent).toEqual({ fileName: 'logo.png', file: { uploadId: 'upload-000000000001' } })
    expect(handedOver.map((file) => file.name)).toEqual(['logo.png'])
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }))
    await waitFor(() => expect(screen.getByTestId('agency-logo-preview').textContent).toContain('No logo'))
    expect(invoke).toHaveBeenCalledWith('agency.clearLogo')
  })

  it('says why a bad file is refused: an SVG, a file too big, one main finds is not an image', async () => {
    renderInTheme(<AgencySection />)
    drop(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }))
    expect((await screen.findByTestId('agency-logo-error')).textContent).toContain(
      '“logo.svg” is not a PNG or JPEG image (SVG cannot be printed on vouchers)',
    )
    drop(new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(screen.getByTestId('agency-logo-error').textContent).toContain(
        '“huge.png” is 600 KB: the logo can be at most 512 KB.',
      ),
    )
    // Named .png but not one: main reads the content and refuses it.
    invoke.mockImplementation((channel: string, input: unknown) =>
      channel === 'agency.setLogo'
        ? Promise.reject(
            new BridgeError(ipcFailure('INVALID_INPUT', 'The logo must be a PNG or JPEG image.')),
          )
        : Promise.resolve(answer(channel, input)),
    )
    drop(new File(['hello'], 'fake.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(screen.getByTestId('agency-logo-error').textContent).toBe(
        '“fake.png” was not kept: The logo must be a PNG or JPEG image.',
      ),
    )
    expect(screen.getByTestId('agency-logo-preview').getAttribute('data-has-logo')).toBe('false')
    // The SVG and the file too big were refused here: only the fake PNG was handed over for main to read.
    expect(handedOver.map((file) => file.name)).toEqual(['fake.png'])
  })
})
