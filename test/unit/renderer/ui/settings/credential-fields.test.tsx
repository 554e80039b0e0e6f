import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ipcFailure } from '../../../../../src/shared/ipc'
import type { CredentialsStatus } from '../../../../../src/shared/ipc'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
}))

const { ApiKeyField } = await import('../../../../../src/renderer/src/features/settings/ApiKeyField')
const { BearerUserField } = await import('../../../../../src/renderer/src/features/settings/BearerUserField')
const { BridgeError } = await import('../../../../../src/renderer/src/bridge/client')

function status(patch: Partial<CredentialsStatus> = {}): CredentialsStatus {
  return {
    environment: 'staging',
    hasApiKey: false,
    usesDemoKey: false,
    encryptionAvailable: true,
    authMethod: 'apiKey',
    signedInAs: null,
    signInRequired: false,
    ...patch,
  }
}

beforeEach(() => invoke.mockReset())

describe('the API key field', () => {
  it('loads the status when shown, saves the key and empties the field', async () => {
    invoke.mockResolvedValueOnce(status()).mockResolvedValueOnce(status({ hasApiKey: true }))
    renderInTheme(<ApiKeyField environment="staging" />)
    expect(await screen.findByText('None saved')).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('credentials.status', { environment: 'staging' })
    const input = screen.getByLabelText('New API key for staging') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'key-123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }))
    expect(await screen.findByText('Saved, encrypted')).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('credentials.setApiKey', {
      environment: 'staging',
      apiKey: 'key-123',
    })
    // Emptied once the save settles, which may be a render after the status reads "Saved" on a loaded machine.
    await waitFor(() => expect(input.value).toBe(''))
  })

  it('keeps the typed key and shows the refusal when the save fails', async () => {
    invoke
      .mockResolvedValueOnce(status())
      .mockRejectedValueOnce(new BridgeError(ipcFailure('INVALID_INPUT', 'This key was refused.')))
    renderInTheme(<ApiKeyField environment="staging" />)
    await screen.findByText('None saved')
    const input = screen.getByLabelText('New API key for staging') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'bad-key' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }))
    expect(await screen.findByText('This key was refused.')).toBeTruthy()
    expect(input.value).toBe('bad-key')
  })
})

describe('the API key field of the built-in sandbox', () => {
  it('runs on the demo key until another is saved, and goes back to it', async () => {
    const sandbox = (patch: Partial<CredentialsStatus> = {}) =>
      status({ environment: 'sandbox', hasApiKey: true, usesDemoKey: true, ...patch })
    invoke
      .mockResolvedValueOnce(sandbox())
      .mockResolvedValueOnce(sandbox({ usesDemoKey: false }))
      .mockResolvedValueOnce(sandbox())
    renderInTheme(<ApiKeyField environment="sandbox" />)
    expect(await screen.findByText('Demo key')).toBeTruthy()
    expect(screen.getByText(/a supplier who manages experiences/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('New API key for sandbox'), {
      target: { value: 'sandbox-dmc-key-1' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }))
    expect(await screen.findByText('Saved, encrypted')).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('credentials.setApiKey', {
      environment: 'sandbox',
      apiKey: 'sandbox-dmc-key-1',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Use the demo key again' }))
    expect(await screen.findByText('Demo key')).toBeTruthy()
    expect(invoke).toHaveBeenLastCalledWith('credentials.clear', { environment: 'sandbox' })
  })
})

describe('the API user field', () => {
  it('never keeps the password, whatever the answer', async () => {
    invoke
      .mockResolvedValueOnce(status({ authMethod: 'bearer' }))
      .mockRejectedValueOnce(new BridgeError(ipcFailure('NOT_ALLOWED', 'Wrong e-mail or password.')))
    renderInTheme(<BearerUserField environment="staging" baseUrl={null} />)
    await screen.findByText('Not signed in')
    fireEvent.change(screen.getByLabelText('E-mail of the API user (staging)'), {
      target: { value: 'agent@agency.test' },
    })
    const password = screen.getByLabelText('Password of the API user (staging)') as HTMLInputElement
    fireEvent.change(password, { target: { value: 'secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy()
    await waitFor(() => expect(password.value).toBe(''))
    expect(invoke).toHaveBeenLastCalledWith('credentials.signIn', {
      environment: 'staging',
      username: 'agent@agency.test',
      password: 'secret',
    })
  })
})
