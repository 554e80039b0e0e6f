import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { money, proposal, PROPOSAL_ID, summary } from './fixtures'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ProposalsScreen } = await import('../../../../../src/renderer/src/features/proposals/ProposalsScreen')

const COPY_ID = '9d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5f6'

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/proposals', element: <ProposalsScreen /> },
      { path: '/proposals/:id', element: <p>proposal page</p> },
    ],
    { initialEntries: ['/proposals'] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

const patiently = { timeout: 10_000 }

beforeEach(() => {
  invoke.mockReset()
  invoke.mockImplementation(async (name: string) => {
    if (name === 'proposals.list') return [summary()]
    if (name === 'proposals.duplicate') return proposal({ id: COPY_ID, title: 'Lisbon in May (copy)' })
    throw new Error(`unexpected ${name}`)
  })
})

describe('the proposals list', () => {
  it("shows a row's state, customer, validity and each option's selling total per currency", async () => {
    renderList()
    const row = await screen.findByTestId('proposal-row', {}, patiently)
    expect(row.getAttribute('data-proposal-id')).toBe(PROPOSAL_ID)
    expect(within(row).getByTestId('proposal-state').textContent).toBe('Sent')
    expect(within(row).getByRole('link', { name: 'Lisbon in May' }).getAttribute('href')).toBe(
      `/proposals/${PROPOSAL_ID}`,
    )
    expect(row.textContent).toContain('Anne Lambert')
    const totals = within(row).getAllByTestId('proposal-option-total')
    expect(totals).toHaveLength(2)
    expect(totals[0]!.textContent).toContain(`Option 1: ${money(1240.35, 'EUR')}`)
    // Never summed across currencies, and each with its own minor units (no decimals for yen).
    expect(totals[1]!.textContent).toContain(`Sea view: ${money(880, 'GBP')} · ${money(12000, 'JPY')}`)
    expect(money(12000, 'JPY')).not.toMatch(/[.,]00$/)
    expect(screen.getByTestId('proposals-count').textContent).toBe('1 proposal')
  })

  it('asks main with the search and the states chosen', async () => {
    renderList()
    await screen.findByTestId('proposal-row', {}, patiently)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Draft' }))
    fireEvent.change(screen.getByLabelText('Search proposals'), { target: { value: 'Tejo' } })
    await waitFor(
      () => expect(invoke).toHaveBeenCalledWith('proposals.list', { search: 'Tejo', states: ['draft'] }),
      patiently,
    )
  })

  it('duplicates a proposal and opens the copy', async () => {
    const router = renderList()
    await screen.findByTestId('proposal-row', {}, patiently)
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Lisbon in May' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/proposals/${COPY_ID}`), patiently)
    expect(invoke).toHaveBeenCalledWith('proposals.duplicate', { id: PROPOSAL_ID })
  })
})
