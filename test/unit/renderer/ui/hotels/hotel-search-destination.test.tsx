import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchForm as Form } from '../../../../../src/renderer/src/features/hotels/search-form'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
}))

const { SearchForm } = await import('../../../../../src/renderer/src/features/hotels/SearchForm')
const { defaultForm } = await import('../../../../../src/renderer/src/features/hotels/search-form')

const TODAY = '2026-12-07'
const lisbon = { kind: 'city', id: 'C-LIS', name: 'Lisbon', detail: 'Portugal' } as const
const lisboa = { kind: 'hotel', id: 'H-1', name: 'Lisboa Plaza', detail: 'Lisbon, Portugal' } as const

/** The local index's calls for `query`. */
const localCalls = (query: string) =>
  invoke.mock.calls.filter(
    ([channel, input]) =>
      channel === 'catalog.suggestDestinations' &&
      (input as { query: string; from?: string }).query === query &&
      (input as { from?: string }).from === 'local',
  )

/** The form as the Hotels screen holds it: every edit counted, each search's form kept. */
function Harness(props: { edits: Partial<Form>[]; searched: Form[] }) {
  const [form, setForm] = useState(() => defaultForm(TODAY))
  return (
    <>
      <SearchForm
        form={form}
        today={TODAY}
        filterOptions={{ kinds: [], styles: [] }}
        searching={false}
        onEdit={(patch) => {
          props.edits.push(patch)
          setForm((f) => ({ ...f, ...patch }))
        }}
        onSearch={() => props.searched.push(form)}
        onSortChange={() => undefined}
      />
      {/* What a recent search run does to the form (from outside the box). */}
      <button
        type="button"
        onClick={() => setForm((f) => ({ ...f, destinationText: 'Lisbon', destination: null }))}
      >
        Run the recent search
      </button>
    </>
  )
}

// The whole search form renders in each test: slow on a busy shared machine.
describe('the hotel search destination box', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((channel: string, input: { query: string }) => {
      if (channel === 'catalog.suggestDestinations')
        return Promise.resolve({
          suggestions: [lisbon, lisboa].filter((d) =>
            d.name.toLowerCase().startsWith(input.query.toLowerCase().slice(0, 4)),
          ),
          source: 'cache',
          fallback: null,
          asOf: null,
          complete: true,
        })
      return Promise.reject(new Error(`unexpected ${channel}`))
    })
  })

  it('keeps each keystroke in the box, asks the index once per text, and gives the form the pick', async () => {
    const edits: Partial<Form>[] = []
    renderInTheme(<Harness edits={edits} searched={[]} />)
    const box = screen.getByRole('textbox', { name: 'Destination' })
    await userEvent.type(box, 'Lisb')
    // The form (and the screen holding it) is not edited on each keystroke.
    expect(edits).toEqual([])
    const option = await screen.findByText('Lisbon')
    expect(localCalls('Lisb')).toHaveLength(1)
    expect(localCalls('Li')).toHaveLength(1)
    fireEvent.click(option)
    await waitFor(() => expect(box).toHaveProperty('value', 'Lisbon'))
    expect(edits.at(-1)).toEqual({ destinationText: 'Lisbon', destination: lisbon })
  })

  it('searches the text still in the box, and hands it to the form when the agent leaves it', async () => {
    const edits: Partial<Form>[] = []
    const searched: Form[] = []
    renderInTheme(<Harness edits={edits} searched={searched} />)
    const box = screen.getByRole('textbox', { name: 'Destination' })
    await userEvent.type(box, 'Porto')
    expect(edits).toEqual([])
    fireEvent.blur(box)
    expect(edits).toEqual([{ destinationText: 'Porto', destination: null }])
    await userEvent.type(box, ' Alegre')
    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    expect(edits.at(-1)).toEqual({ destinationText: 'Porto Alegre', destination: null })
    expect(searched).toHaveLength(1)
  })

  it('says what is wrong with the destination live once a search was tried', async () => {
    const searched: Form[] = []
    renderInTheme(<Harness edits={[]} searched={searched} />)
    const box = screen.getByRole('textbox', { name: 'Destination' })
    await userEvent.type(box, 'L')
    fireEvent.click(screen.getByRole('button', { name: 'Search hotels' }))
    expect(searched).toEqual([])
    expect(screen.getByText('Type at least 2 letters of a city, country or hotel')).toBeTruthy()
    await userEvent.type(box, 'i')
    expect(screen.queryByText('Type at least 2 letters of a city, country or hotel')).toBeNull()
  })

  it('shows a form value set from elsewhere over the text typed, and does not commit the old text later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const edits: Partial<Form>[] = []
      renderInTheme(<Harness edits={edits} searched={[]} />)
      const box = screen.getByRole('textbox', { name: 'Destination' })
      fireEvent.change(box, { target: { value: 'Porto' } })
      fireEvent.click(screen.getByRole('button', { name: 'Run the recent search' }))
      expect(box).toHaveProperty('value', 'Lisbon')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000)
      })
      expect(edits).toEqual([])
      expect(box).toHaveProperty('value', 'Lisbon')
    } finally {
      vi.useRealTimers()
    }
  })

  it('hands the text typed to the form after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const edits: Partial<Form>[] = []
      renderInTheme(<Harness edits={edits} searched={[]} />)
      fireEvent.change(screen.getByRole('textbox', { name: 'Destination' }), { target: { value: 'Faro' } })
      expect(edits).toEqual([])
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000)
      })
      expect(edits).toEqual([{ destinationText: 'Faro', destination: null }])
    } finally {
      vi.useRealTimers()
    }
  })
})
