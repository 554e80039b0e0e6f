import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProposalItemInput } from '../../../../../src/shared/ipc/proposals.contract'
import { experience, OPTION_2, proposal, PROPOSAL_ID, summary } from './fixtures'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { AddToProposalMenu } = await import('../../../../../src/renderer/src/ui/proposals/AddToProposalMenu')

const { id: _id, addedAt: _addedAt, ...item } = experience(1)
const built: ProposalItemInput = item
const patiently = { timeout: 10_000 }

/** A menu item by its words (happy-dom's roles leave out the items the menu adds once the drafts are read). */
async function menuItem(words: string): Promise<HTMLElement> {
  const label = await screen.findByText(words, {}, patiently)
  const item = label.closest<HTMLElement>('[data-menu-item]')
  if (item === null) throw new Error(`${words} is not a menu item`)
  return item
}

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '/experiences',
        element: (
          <>
            <Notifications />
            <AddToProposalMenu build={() => built} />
          </>
        ),
      },
      { path: '/proposals/:id', element: <p>proposal page</p> },
    ],
    { initialEntries: ['/experiences'] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  invoke.mockReset()
  invoke.mockImplementation(async (name: string) => {
    if (name === 'proposals.list') return [summary({ state: 'draft' })]
    if (name === 'proposals.addItem') return proposal({ version: 4 })
    throw new Error(`unexpected ${name}`)
  })
})

describe('Add to proposal', () => {
  it('asks for the drafts only when opened, and lists each with its options and a new option', async () => {
    renderMenu()
    expect(invoke).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Add to proposal' }))
    expect((await menuItem('Sea view')).getAttribute('aria-label')).toBe('Lisbon in May: Sea view')
    expect(invoke).toHaveBeenCalledWith('proposals.list', { search: '', states: ['draft'] })
    expect((await menuItem('Option 1')).getAttribute('aria-label')).toBe('Lisbon in May: Option 1')
    expect((await menuItem('New option')).getAttribute('aria-label')).toBe('Lisbon in May: new option')
    expect(await menuItem('New proposal')).toBeTruthy()
  }, 30_000)

  it("puts the row's item into the option chosen, then offers to open the proposal", async () => {
    const router = renderMenu()
    fireEvent.click(screen.getByRole('button', { name: 'Add to proposal' }))
    fireEvent.click(await menuItem('Sea view'))
    await waitFor(
      () =>
        expect(invoke).toHaveBeenCalledWith('proposals.addItem', {
          proposalId: PROPOSAL_ID,
          optionId: OPTION_2,
          item: built,
        }),
      patiently,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Open proposal' }, patiently))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/proposals/${PROPOSAL_ID}`), patiently)
  }, 30_000)

  it('makes a new proposal of the item when asked', async () => {
    renderMenu()
    fireEvent.click(screen.getByRole('button', { name: 'Add to proposal' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'New proposal' }, patiently))
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('proposals.addItem', { item: built }), patiently)
  }, 30_000)
})
