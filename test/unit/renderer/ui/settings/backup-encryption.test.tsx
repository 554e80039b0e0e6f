import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BackupStatus, BackupSummary } from '../../../../../src/shared/ipc/backup.contract'
import { DEFAULT_BACKUP_SETTINGS } from '../../../../../src/shared/ipc'
import { renderInTheme } from '../render'

const invoke = vi.fn()
const handed = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: () => () => undefined,
    file: (...args: unknown[]) => handed(...args),
  },
  BridgeError: class BridgeError extends Error {},
}))

const { BackupSection } = await import('../../../../../src/renderer/src/features/settings/BackupSection')

const PASSPHRASE = 'correct horse battery'

function statusOf(encrypt: boolean, passphraseKept = encrypt): BackupStatus {
  return {
    settings: { ...DEFAULT_BACKUP_SETTINGS, encrypt },
    folder: '/data/backups',
    kept: [
      {
        fileName: 'agency-desk-backup-2026-12-07-0900.deskbackup',
        createdAt: '2026-12-07T09:00:00.000Z',
        bytes: 2 * 1024 * 1024,
        encrypted: true,
      },
      {
        fileName: 'agency-desk-backup-2026-12-06-0900.deskbackup',
        createdAt: '2026-12-06T09:00:00.000Z',
        bytes: 300 * 1024,
        encrypted: false,
      },
    ],
    passphraseKept,
    lastError: null,
  }
}

/** main as the section sees it: the status, and the passphrase channel changing it. */
function desk(initial: BackupStatus) {
  let status = initial
  invoke.mockImplementation((channel: string, input: { passphrase?: string | null }) => {
    if (channel === 'backup.status') return Promise.resolve(status)
    if (channel === 'backup.setAutomaticPassphrase') {
      const on = input.passphrase !== null
      status = { ...status, settings: { ...status.settings, encrypt: on }, passphraseKept: on }
      return Promise.resolve(status)
    }
    return Promise.reject(new Error(channel))
  })
}

describe('Settings → Backups, encrypted automatic backups', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    handed.mockReset()
  })

  it('lists the kept automatic backups, each said encrypted or not', async () => {
    desk(statusOf(false))
    renderInTheme(<BackupSection />)
    const list = await screen.findByRole('list', { name: 'Automatic backups kept' })
    expect(list.textContent).toContain('agency-desk-backup-2026-12-07-0900.deskbackup')
    expect(list.textContent).toMatch(/2\.0 MB, encrypted\)/)
    expect(list.textContent).toMatch(/300 KB, not encrypted\)/)
  })

  it('asks the passphrase twice before encrypting, and sends it to main only', async () => {
    desk(statusOf(false))
    renderInTheme(<BackupSection />)
    fireEvent.click(await screen.findByLabelText('Encrypt automatic backups with a passphrase'))
    const confirm = screen.getByRole('button', { name: 'Encrypt automatic backups' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Passphrase for automatic backups'), {
      target: { value: 'short' },
    })
    fireEvent.change(screen.getByLabelText('Repeat the passphrase'), { target: { value: 'short' } })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Passphrase for automatic backups'), {
      target: { value: PASSPHRASE },
    })
    fireEvent.change(screen.getByLabelText('Repeat the passphrase'), { target: { value: 'correct horse' } })
    expect(screen.getByText('The two passphrases differ.')).toBeTruthy()
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Repeat the passphrase'), { target: { value: PASSPHRASE } })
    fireEvent.click(confirm)
    expect(await screen.findByText(/restoring one asks for it/)).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('backup.setAutomaticPassphrase', { passphrase: PASSPHRASE })
    expect(screen.queryByLabelText('Passphrase for automatic backups')).toBeNull()
    // Never saved as a setting.
    expect(invoke.mock.calls.some(([channel]) => channel === 'backup.updateSettings')).toBe(false)
  })

  it('stops encrypting when switched off, and warns when no passphrase is kept', async () => {
    desk(statusOf(true, false))
    renderInTheme(<BackupSection />)
    expect(await screen.findByText('No passphrase is kept on this computer')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Encrypt automatic backups with a passphrase'))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('backup.setAutomaticPassphrase', { passphrase: null }),
    )
    await waitFor(() => expect(screen.queryByText('No passphrase is kept on this computer')).toBeNull())
  })

  it('hands a backup to restore over as a backup, with the passphrase typed for it', async () => {
    desk(statusOf(true))
    const summary: BackupSummary = {
      createdAt: '2026-12-07T09:00:00.000Z',
      appVersion: '1.4.0',
      schemaVersion: 1,
      currentSchemaVersion: 1,
      encrypted: true,
      counts: { customers: 3 },
      agencyName: 'Voyages Étoile',
      hasLogo: false,
    }
    handed.mockResolvedValue({ uploadId: 'u'.repeat(24) })
    const base = invoke.getMockImplementation()
    invoke.mockImplementation((channel: string, input: unknown) =>
      channel === 'backup.inspect' ? Promise.resolve(summary) : base?.(channel, input),
    )
    renderInTheme(<BackupSection />)
    const file = new File([new Uint8Array([1, 2, 3])], 'agency-desk-backup-2026-12-07-0900.deskbackup')
    const input = (await screen.findByTestId('backup-section')).querySelector('input[type="file"]')
    if (input === null) throw new Error('no file input')
    fireEvent.change(input, { target: { files: [file] } })
    fireEvent.change(screen.getByLabelText('Its passphrase'), { target: { value: PASSPHRASE } })
    fireEvent.click(screen.getByRole('button', { name: 'Check backup' }))
    expect(await screen.findByText(/Backup of .* \(Agency Desk 1\.4\.0\)/)).toBeTruthy()
    expect(handed).toHaveBeenCalledWith(file, 'backup')
    expect(invoke).toHaveBeenCalledWith('backup.inspect', {
      file: { uploadId: 'u'.repeat(24) },
      passphrase: PASSPHRASE,
    })
  })
})
