import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  SharingCheckOutcome,
  SharingConnectInput,
  SharingStatus,
} from '../../../../../src/shared/ipc/sharing.contract'
import { renderInTheme } from '../render'

/** A fake main answering the sharing channels, and every call made to it. */
const calls: { name: string; input: unknown }[] = []
const answers = new Map<string, (input: unknown) => unknown>()
const listeners = new Map<string, (payload: unknown) => void>()

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      const answer = answers.get(name)
      if (answer === undefined) throw new Error(`The fake bridge has no answer for ${name}`)
      return answer(input)
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { AgencyDataSection } =
  await import('../../../../../src/renderer/src/features/settings/sharing/AgencyDataSection')
const { BridgeError } = await import('../../../../../src/renderer/src/bridge/client')

const OFF: SharingStatus = {
  state: 'off',
  address: null,
  pending: 0,
  connected: false,
  lastSharedAt: null,
  problem: null,
  unseenConflicts: 0,
}
const ADDRESS = {
  host: 'db.agency.example',
  port: 5432,
  database: 'agency',
  user: 'desk_lisbon',
  tls: 'prefer',
} as const
const SHARED: SharingStatus = {
  ...OFF,
  state: 'shared',
  address: ADDRESS,
  connected: true,
  lastSharedAt: '2026-12-07T09:00:00.000Z',
}

const called = (name: string) => calls.filter((call) => call.name === name).map((call) => call.input)

function show(status: SharingStatus): void {
  answers.set('sharing.status', () => status)
  answers.set('sharing.conflicts', () => [])
  renderInTheme(
    <MemoryRouter>
      <AgencyDataSection />
    </MemoryRouter>,
  )
}

function fillAddress(
  values: Partial<Record<'host' | 'port' | 'database' | 'user' | 'password', string>>,
): void {
  const fields = {
    host: 'Database server',
    port: 'Port',
    database: 'Database',
    user: "This desk's login",
    password: 'Password',
  } as const
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof fields]
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
}

const aGoodAddress = (): void =>
  fillAddress({ host: ' db.agency.example ', database: 'agency', user: 'desk_lisbon', password: 's3cret' })

beforeEach(() => {
  calls.length = 0
  answers.clear()
  listeners.clear()
})

describe('Settings → Agency data, a desk alone', { timeout: 30_000 }, () => {
  it('says what sharing is, and labels every field of the address (port 5432, TLS prefer by default)', async () => {
    show(OFF)
    expect(
      await screen.findByText(
        /Several desks of one agency share customers, notes, proposals and markup rules/,
      ),
    ).toBeTruthy()
    expect(screen.getByText(/this desk keeps working when it is unreachable/)).toBeTruthy()
    await screen.findByLabelText('Database server')
    for (const label of ['Database server', 'Port', 'Database', "This desk's login", 'Password'])
      expect(screen.getByLabelText(label)).toBeTruthy()
    expect((screen.getByLabelText('Port') as HTMLInputElement).value).toBe('5432')
    expect(screen.getByRole('radiogroup', { name: 'Encryption (TLS)' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Prefer' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText(/uploads this desk's existing records/)).toBeTruthy()
  })

  it("refuses an incomplete address with the contract's words, and asks main nothing", async () => {
    show(OFF)
    await screen.findByLabelText('Database server')
    fillAddress({ host: 'postgres://db', port: '', database: '', user: '' })
    fireEvent.click(screen.getByRole('button', { name: 'Check the database' }))
    expect(
      await screen.findByText('Enter a host name or an IP address, without spaces or a scheme'),
    ).toBeTruthy()
    expect(screen.getByText('Enter a port from 1 to 65535')).toBeTruthy()
    expect(screen.getByText('Enter the database name')).toBeTruthy()
    expect(screen.getByText("Enter this desk's login (its own role)")).toBeTruthy()
    expect(screen.getByText("Enter the password of this desk's login")).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Start sharing' }))
    expect(called('sharing.check')).toEqual([])
    expect(called('sharing.connect')).toEqual([])
  })

  const outcomes: [SharingCheckOutcome['outcome'], RegExp, RegExp][] = [
    [
      'ok',
      /The agency's database answered for Viagens Lisboa: this desk can share\./,
      /Start sharing when you are ready/,
    ],
    ['unreachable', /The database server did not answer\./, /Check the server's name and port/],
    [
      'wrongPassword',
      /The database refused this login and password\./,
      /with whoever runs the agency's database/,
    ],
    ['notAgencyDatabase', /holds no agency data this login may see/, /Check the database's name/],
    ['olderSchema', /was made by an earlier Agency Desk\./, /brings it up to date first/],
    ['newerSchema', /was made by a newer Agency Desk\./, /Update this desk before it shares/],
    ['tlsRefused', /The secure connection \(TLS\) was refused/, /set up TLS/],
  ]
  for (const [outcome, title, todo] of outcomes) {
    it(`words the check's outcome "${outcome}" with what to do`, async () => {
      answers.set('sharing.check', () => ({
        outcome,
        message: `main says ${outcome}`,
        agencyName: 'Viagens Lisboa',
      }))
      show(OFF)
      await screen.findByLabelText('Database server')
      aGoodAddress()
      fireEvent.click(screen.getByRole('button', { name: 'Check the database' }))
      const shown = await screen.findByTestId('sharing-check-outcome')
      expect(shown.getAttribute('data-outcome')).toBe(outcome)
      expect(shown.textContent).toMatch(title)
      expect(shown.textContent).toMatch(todo)
      expect(shown.textContent).toContain(`main says ${outcome}`)
      expect(called('sharing.check')).toEqual([
        {
          host: 'db.agency.example',
          port: 5432,
          database: 'agency',
          user: 'desk_lisbon',
          password: 's3cret',
          tls: 'prefer',
        },
      ])
      const start = screen.getByRole('button', { name: 'Start sharing' })
      expect(start.hasAttribute('disabled')).toBe(!(outcome === 'ok' || outcome === 'olderSchema'))
      // Another password is another try: the outcome goes, and sharing may be started (main checks again).
      fillAddress({ password: 'other' })
      expect(screen.queryByTestId('sharing-check-outcome')).toBeNull()
      expect(screen.getByRole('button', { name: 'Start sharing' }).hasAttribute('disabled')).toBe(false)
    })
  }

  it('starts sharing with the address and TLS chosen, then shows the status', async () => {
    answers.set('sharing.connect', (input) => ({
      ...SHARED,
      address: { ...ADDRESS, tls: (input as SharingConnectInput).tls },
    }))
    show(OFF)
    await screen.findByLabelText('Database server')
    aGoodAddress()
    fireEvent.click(screen.getByRole('radio', { name: 'Require' }))
    fireEvent.click(screen.getByRole('button', { name: 'Start sharing' }))
    const state = await screen.findByTestId('sharing-state')
    expect(state.getAttribute('data-state')).toBe('shared')
    expect(state.textContent).toContain('Shared.')
    expect(state.textContent).toContain(
      'desk_lisbon on db.agency.example:5432, database agency (TLS require)',
    )
    expect(called('sharing.connect')).toEqual([
      {
        host: 'db.agency.example',
        port: 5432,
        database: 'agency',
        user: 'desk_lisbon',
        password: 's3cret',
        tls: 'require',
      },
    ])
  })

  it("shows main's refusal to start, and stays off", async () => {
    answers.set('sharing.connect', () => {
      throw new BridgeError({
        code: 'INVALID_INPUT',
        message: 'The database refused this login and password.',
        problem: { kind: 'invalidInput', issues: [] },
      } as never)
    })
    show(OFF)
    await screen.findByLabelText('Database server')
    aGoodAddress()
    fireEvent.click(screen.getByRole('button', { name: 'Start sharing' }))
    expect((await screen.findByRole('alert')).textContent).toContain('refused')
    expect(screen.queryByTestId('sharing-state')).toBeNull()
    expect(screen.getByLabelText('Database server')).toBeTruthy()
  })
})

describe('Settings → Agency data, a shared desk', { timeout: 30_000 }, () => {
  it('says how many changes wait and when it last shared; "Share now" asks main and shows its answer', async () => {
    answers.set('sharing.syncNow', () => SHARED)
    show({ ...SHARED, state: 'waiting', pending: 3 })
    const state = await screen.findByTestId('sharing-state')
    expect(state.textContent).toContain('Waiting to share 3 changes.')
    expect(state.textContent).toContain('Last shared')
    fireEvent.click(screen.getByRole('button', { name: 'Share now' }))
    await waitFor(() => expect(screen.getByTestId('sharing-state').getAttribute('data-state')).toBe('shared'))
    expect(called('sharing.syncNow')).toEqual([undefined])
  })

  it("says why it is not shared, and follows main's sharing.changed", async () => {
    show({
      ...SHARED,
      state: 'failed',
      connected: false,
      pending: 1,
      problem: 'The database server did not answer.',
    })
    const state = await screen.findByTestId('sharing-state')
    expect(state.textContent).toContain(
      'Not shared: The database server did not answer. Waiting to share 1 change.',
    )
    await waitFor(() => expect(listeners.has('sharing.changed')).toBe(true))
    listeners.get('sharing.changed')?.(SHARED)
    await waitFor(() => expect(screen.getByTestId('sharing-state').textContent).toContain('Shared.'))
  })

  it('stops sharing only once confirmed, saying local records stay', async () => {
    answers.set('sharing.disconnect', () => OFF)
    show({ ...SHARED, pending: 2, state: 'waiting' })
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing?' })
    expect(dialog.textContent).toContain('Its records stay on this desk as they are')
    expect(dialog.textContent).toContain('Waiting to share 2 changes. They stay on this desk only.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep sharing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(called('sharing.disconnect')).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }))
    const again = await screen.findByRole('dialog', { name: 'Stop sharing?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Stop sharing' }))
    expect(await screen.findByLabelText('Database server')).toBeTruthy()
    expect(called('sharing.disconnect')).toEqual([undefined])
  })

  it('changes the address keeping the password saved (empty is allowed once an address is kept)', async () => {
    answers.set('sharing.connect', () => ({ ...SHARED, address: { ...ADDRESS, port: 6432 } }))
    show(SHARED)
    fireEvent.click(await screen.findByRole('button', { name: 'Change the address' }))
    expect((screen.getByLabelText('Database server') as HTMLInputElement).value).toBe('db.agency.example')
    fillAddress({ port: '6432' })
    fireEvent.click(screen.getByRole('button', { name: 'Save and share' }))
    expect((await screen.findByTestId('sharing-state')).textContent).toContain('db.agency.example:6432')
    expect(called('sharing.connect')).toEqual([{ ...ADDRESS, port: 6432, password: '' }])
  })
})
