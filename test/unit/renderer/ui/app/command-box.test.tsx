import { spotlight } from '@mantine/spotlight'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FindResult } from '../../../../../src/shared/ipc/find.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { CommandBox } = await import('../../../../../src/renderer/src/app/CommandBox')

const found: FindResult = {
  text: 'HCN-E46C0A8C',
  hits: [
    {
      kind: 'booking',
      id: 'XCONF1',
      title: 'LAMBERT Anne',
      detail: 'Hotel Lutetia · 12-15 Dec',
      matchedReference: 'HCN-E46C0A8C',
      matchedNote: null,
      state: 'confirmed',
      checkIn: '2026-12-12',
    },
  ],
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderBox() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CommandBox />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/hotels'] },
  )
  renderInTheme(<RouterProvider router={router} />)
}

beforeEach(() => {
  invoke.mockReset()
  invoke.mockImplementation(async (channel: string) => {
    if (channel !== 'find.search') throw new Error(`unexpected ${channel}`)
    return found
  })
})

describe('the command box', () => {
  it('finds a booking by its hotel confirmation number and opens its page', async () => {
    renderBox()
    act(() => spotlight.open())
    const box = await screen.findByRole('textbox', { name: 'Find anything' }, { timeout: 3000 })
    fireEvent.change(box, { target: { value: 'HCN-E46C0A8C' } })
    const hit = await screen.findByTestId('find-hit-booking', {}, { timeout: 3000 })
    expect(hit.textContent).toContain('LAMBERT Anne')
    expect(hit.textContent).toContain('HCN-E46C0A8C')
    expect(invoke).toHaveBeenCalledWith('find.search', { text: 'HCN-E46C0A8C' })

    // (Spotlight's own arrow and Enter selection needs layout, which happy-dom has not: the e2e spec presses them.)
    fireEvent.click(hit)
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bookings/XCONF1'))
  })

  it('asks main once the agent pauses, not on every keystroke', async () => {
    renderBox()
    act(() => spotlight.open())
    const box = await screen.findByRole('textbox', { name: 'Find anything' }, { timeout: 3000 })
    for (const typed of ['H', 'HC', 'HCN', 'HCN-E46C0A8C'])
      fireEvent.change(box, { target: { value: typed } })
    await screen.findByTestId('find-hit-booking', {}, { timeout: 3000 })
    expect(invoke.mock.calls.map(([, input]) => input)).toEqual([{ text: 'HCN-E46C0A8C' }])
  })

  it('offers the actions matching the text, without a call for an empty box', async () => {
    renderBox()
    act(() => spotlight.open())
    const box = await screen.findByRole('textbox', { name: 'Find anything' }, { timeout: 3000 })
    fireEvent.change(box, { target: { value: 'hotel search' } })
    expect((await screen.findAllByTestId('find-action', {}, { timeout: 3000 })).length).toBeGreaterThan(0)
    fireEvent.change(box, { target: { value: '' } })
    expect(invoke.mock.calls.every(([, input]) => (input as { text: string }).text !== '')).toBe(true)
  })
})
