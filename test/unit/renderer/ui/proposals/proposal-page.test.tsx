import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Proposal } from '../../../../../src/shared/domain/proposals'
import { experience, hotel, money, OPTION_1, proposal, PROPOSAL_ID } from './fixtures'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ProposalScreen } = await import('../../../../../src/renderer/src/features/proposals/ProposalScreen')

// The autosizing textareas listen to font loading, which happy-dom leaves out.
if ((document as { fonts?: unknown }).fonts === undefined)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  })

let shown: Proposal = proposal()
const patiently = { timeout: 10_000 }

function renderPage() {
  const router = createMemoryRouter([{ path: '/proposals/:id', element: <ProposalScreen /> }], {
    initialEntries: [`/proposals/${PROPOSAL_ID}`],
  })
  renderInTheme(<RouterProvider router={router} />)
}

beforeEach(() => {
  shown = proposal()
  invoke.mockReset()
  invoke.mockImplementation(async (name: string) => {
    if (name === 'proposals.get') return shown
    if (name === 'customers.list') return { items: [], total: 0 }
    throw new Error(`unexpected ${name}`)
  })
})

describe('the proposal page', () => {
  it('totals each option in selling prices, per currency, and never shows a net', async () => {
    renderPage()
    const options = await screen.findAllByTestId('proposal-option', {}, patiently)
    expect(options).toHaveLength(2)
    // 1000.10 + 240.25: summed in minor units.
    expect(within(options[0]!).getByTestId('proposal-option-total').textContent).toBe(money(1240.35, 'EUR'))
    expect(within(options[1]!).getByTestId('proposal-option-total').textContent).toBe(
      `${money(880, 'GBP')} · ${money(240.25, 'EUR')}`,
    )
    const page = document.body.textContent ?? ''
    for (const net of [money(777.77, 'EUR'), money(199.99, 'EUR'), money(700, 'GBP')])
      expect(page).not.toContain(net)
    expect(within(options[0]!).getAllByTestId('proposal-item')).toHaveLength(2)
    expect(options[0]!.textContent).toContain('Double room · Breakfast · 2 adults')
  }, 30_000)

  it('removes an item by saving the draft on the version shown', async () => {
    const after = proposal({
      version: 4,
      options: [{ id: OPTION_1, title: '', description: '', items: [hotel(1)] }, proposal().options[1]!],
    })
    invoke.mockImplementation(async (name: string, input: unknown) => {
      if (name === 'proposals.get') return shown
      if (name === 'customers.list') return { items: [], total: 0 }
      if (name === 'proposals.update') {
        shown = after
        return after
      }
      throw new Error(`unexpected ${name} ${JSON.stringify(input)}`)
    })
    renderPage()
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: `Remove ${experience(1).experience.name} from Option 1` },
        patiently,
      ),
    )
    await waitFor(
      () => expect(invoke.mock.calls.some(([name]) => name === 'proposals.update')).toBe(true),
      patiently,
    )
    const [, sent] = invoke.mock.calls.find(([name]) => name === 'proposals.update') as [
      string,
      { id: string; expectedVersion: number; proposal: Proposal },
    ]
    expect(sent.id).toBe(PROPOSAL_ID)
    expect(sent.expectedVersion).toBe(3)
    expect(sent.proposal.options[0]!.items.map((item) => item.kind)).toEqual(['hotel'])
    expect(sent.proposal.options[1]!.items).toHaveLength(2)
    await waitFor(
      () => expect(screen.getAllByTestId('proposal-option-total')[0]!.textContent).toBe(money(1000.1, 'EUR')),
      patiently,
    )
  }, 30_000)

  it('says so when someone saved the proposal meanwhile, and changes nothing on screen', async () => {
    invoke.mockImplementation(async (name: string) => {
      if (name === 'proposals.get') return shown
      if (name === 'customers.list') return { items: [], total: 0 }
      if (name === 'proposals.update')
        throw Object.assign(new Error('stale'), {
          problem: { kind: 'conflict', serviceCode: null, field: null },
        })
      throw new Error(`unexpected ${name}`)
    })
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: `Remove ${hotel(1).hotel.name} from Option 1` }, patiently),
    )
    const alert = await screen.findByText(/Someone changed this proposal meanwhile/, {}, patiently)
    expect(alert).toBeTruthy()
    expect(screen.getAllByTestId('proposal-option-total')[0]!.textContent).toBe(money(1240.35, 'EUR'))
  }, 30_000)

  it('saves the details on the version shown, the options left as they are', async () => {
    invoke.mockImplementation(async (name: string, input: unknown) => {
      if (name === 'proposals.get') return shown
      if (name === 'customers.list') return { items: [], total: 0 }
      if (name === 'proposals.update') {
        shown = { ...shown, ...(input as { proposal: Proposal }).proposal, version: 4 }
        return shown
      }
      throw new Error(`unexpected ${name}`)
    })
    renderPage()
    const title = await screen.findByRole('textbox', { name: /^Title/ }, patiently)
    fireEvent.change(title, { target: { value: 'Lisbon in spring' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a child to room 1' }))
    fireEvent.change(screen.getByLabelText('Room 1 child 1 birthdate'), { target: { value: '2018-01-02' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }))
    await waitFor(
      () => expect(invoke.mock.calls.some(([name]) => name === 'proposals.update')).toBe(true),
      patiently,
    )
    const [, sent] = invoke.mock.calls.find(([name]) => name === 'proposals.update') as [
      string,
      { expectedVersion: number; proposal: Proposal },
    ]
    expect(sent.expectedVersion).toBe(3)
    expect(sent.proposal.title).toBe('Lisbon in spring')
    expect(sent.proposal.party).toEqual([{ adults: 2, childrenBirthdates: ['2018-01-02'] }])
    expect(sent.proposal.options).toEqual(proposal().options)
    await screen.findByRole('heading', { name: 'Lisbon in spring', level: 2 }, patiently)
  }, 30_000)

  it('offers no editing once sent, and the accept screen instead', async () => {
    shown = proposal({ state: 'sent' })
    renderPage()
    await screen.findAllByTestId('proposal-option', {}, patiently)
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull()
    expect(screen.getByRole('link', { name: 'Accept an option' }).getAttribute('href')).toBe(
      `/proposals/${PROPOSAL_ID}/accept`,
    )
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).disabled).toBe(true)
  }, 30_000)
})
