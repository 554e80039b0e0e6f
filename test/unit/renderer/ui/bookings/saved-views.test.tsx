import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedView, ViewColumn } from '../../../../../src/shared/ipc/views.contract'
import { renderInTheme } from '../render'

/** A fake main keeping the saved views, their pinned counts and every call made to it. */
const calls: { name: string; input: unknown }[] = []
let views: SavedView[] = []
const at = '2026-11-28T09:30:00.000Z'

function savedView(id: string, name: string, patch: Partial<SavedView> = {}): SavedView {
  return {
    id,
    name,
    filters: { states: ['confirmed'], kind: 'hotel', sort: 'checkIn', withReplaced: false },
    columns: [{ id: 'reference' }, { id: 'selling', width: 12 }],
    pinned: false,
    version: 1,
    updatedBy: 'Ana Costa',
    updatedAt: at,
    ...patch,
  }
}

const DECEMBER = '00000000-0000-4000-8000-0000000000d1'
const LAMBERTS = '00000000-0000-4000-8000-0000000000d2'

const answers: Record<string, (input: never) => unknown> = {
  'views.list': () => views,
  'views.pinnedCounts': () => views.filter((view) => view.pinned).map((view) => ({ id: view.id, count: 7 })),
  'views.save': (input: Omit<SavedView, 'version' | 'updatedBy' | 'updatedAt' | 'id'> & { id?: string }) => {
    const current = views.find((view) => view.id === input.id)
    const saved = savedView(input.id ?? '00000000-0000-4000-8000-0000000000e1', input.name, {
      filters: input.filters,
      columns: input.columns,
      pinned: input.pinned,
      version: (current?.version ?? 0) + 1,
    })
    views = [...views.filter((view) => view.id !== saved.id), saved]
    return saved
  },
  'views.delete': (input: { id: string }) => {
    views = views.filter((view) => view.id !== input.id)
    return { deleted: true }
  },
}

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      const answer = answers[name]
      if (answer === undefined) throw new Error(`The fake bridge has no answer for ${name}`)
      return answer(input as never)
    },
    on: () => () => undefined,
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { SavedViewsMenu } = await import('../../../../../src/renderer/src/features/bookings/SavedViewsMenu')
const { PinnedViewsNav } = await import('../../../../../src/renderer/src/features/bookings/PinnedViewsNav')
const { DEFAULT_FILTERS } = await import('../../../../../src/renderer/src/features/bookings/bookings-filters')

const called = (name: string) => calls.filter((call) => call.name === name).map((call) => call.input)

const SHOWN_COLUMNS: ViewColumn[] = [{ id: 'customer' }, { id: 'checkIn', width: 20 }, { id: 'margin' }]
const decemberFilters = {
  ...DEFAULT_FILTERS,
  states: ['confirmed' as const],
  kind: 'hotel' as const,
  checkInFrom: '2026-12-01',
  checkInTo: '2026-12-31',
}

function menu(open: SavedView | null) {
  const onOpen = vi.fn()
  const onDeleted = vi.fn()
  renderInTheme(
    <SavedViewsMenu
      filters={decemberFilters}
      columns={SHOWN_COLUMNS}
      open={open}
      onOpen={onOpen}
      onDeleted={onDeleted}
    />,
  )
  return { onOpen, onDeleted }
}

/** Opens the menu (once the views are read: it lists them) and returns its item. */
async function openMenu(item: RegExp | string) {
  await waitFor(() => expect(called('views.list').length).toBeGreaterThan(0))
  fireEvent.click(screen.getByTestId('views-menu'))
  return screen.findByRole('menuitem', { name: item }, { timeout: 3000 })
}

/**
 * One menu action on a fresh render: happy-dom does not run the menu's closing transition to its end, so a
 * menu once chosen from does not open again in a test.
 */
async function choose(item: RegExp, open: SavedView | null = null) {
  cleanup()
  const handlers = menu(open)
  fireEvent.click(await openMenu(item))
  return handlers
}

beforeEach(() => {
  calls.length = 0
  views = [savedView(DECEMBER, 'December hotels', { pinned: true }), savedView(LAMBERTS, 'The Lamberts')]
})

describe('the saved views menu', () => {
  it('saves the list as shown (filters, sort, columns in order) under a name, and opens it', async () => {
    const { onOpen } = await choose(/Save as a new view/)
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new view' })
    const save = within(dialog).getByRole('button', { name: /Save/ })
    // No name, no view.
    expect(save.hasAttribute('disabled')).toBe(true)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: "December's confirmed hotels" },
    })
    fireEvent.click(save)
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1))
    const [input] = called('views.save') as [Record<string, unknown>]
    expect(input).toMatchObject({
      name: "December's confirmed hotels",
      filters: { states: ['confirmed'], kind: 'hotel', checkInFrom: '2026-12-01', checkInTo: '2026-12-31' },
      columns: SHOWN_COLUMNS,
      pinned: false,
    })
    expect(input).not.toHaveProperty('id')
    expect((onOpen.mock.calls[0] as [SavedView])[0].name).toBe("December's confirmed hotels")
  })

  it('lists the views to open, the pinned one marked, and opens the one chosen', async () => {
    const { onOpen } = menu(null)
    const lamberts = await openMenu(/The Lamberts/)
    // Read as text: happy-dom leaves some items of the opening menu out of the accessibility tree.
    const items = [...document.querySelectorAll('[role=menuitem]')].map((item) => item.textContent)
    expect(items).toEqual(['Save as a new view…', 'December hotels (pinned)', 'The Lamberts'])
    fireEvent.click(lamberts)
    expect((onOpen.mock.calls[0] as [SavedView])[0].id).toBe(LAMBERTS)
  })

  it('pins the open view and saves changes from the version the agent opened', async () => {
    const lamberts = views[1] as SavedView
    await choose(/Pin to navigation/, lamberts)
    expect(screen.getByTestId('views-menu').textContent).toContain('View: The Lamberts')
    await waitFor(() => expect(called('views.save')).toHaveLength(1))
    expect(called('views.save')[0]).toMatchObject({ id: LAMBERTS, expectedVersion: 1, pinned: true })
    await choose(/Save changes to/, lamberts)
    await waitFor(() => expect(called('views.save')).toHaveLength(2))
    expect(called('views.save')[1]).toMatchObject({
      id: LAMBERTS,
      expectedVersion: 1,
      columns: SHOWN_COLUMNS,
    })
  })

  it('renames and deletes the open view, the delete asked first', async () => {
    const lamberts = views[1] as SavedView
    await choose(/Rename/, lamberts)
    const rename = await screen.findByRole('dialog', { name: 'Rename the view' })
    const name = within(rename).getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    expect(name.value).toBe('The Lamberts')
    fireEvent.change(name, { target: { value: 'Lambert family' } })
    fireEvent.click(within(rename).getByRole('button', { name: /Save/ }))
    await waitFor(() => expect(called('views.save')).toHaveLength(1))
    expect(called('views.save')[0]).toMatchObject({
      id: LAMBERTS,
      expectedVersion: 1,
      name: 'Lambert family',
    })

    await choose(/Delete/, lamberts)
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(called('views.delete')).toEqual([])
    const { onDeleted } = await choose(/Delete/, lamberts)
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the view' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(called('views.delete')).toEqual([{ id: LAMBERTS, expectedVersion: 1 }])
  })
})

describe('the pinned views in the navigation', () => {
  it('shows each pinned view with its count, linking to the list with the view, current when open', async () => {
    renderInTheme(
      <MemoryRouter initialEntries={[`/bookings?view=${DECEMBER}`]}>
        <PinnedViewsNav />
      </MemoryRouter>,
    )
    const link = await screen.findByRole('link', { name: 'December hotels, 7 bookings' })
    expect(link.getAttribute('href')).toContain(`view=${DECEMBER}`)
    expect(link.getAttribute('aria-current')).toBe('page')
    // Only pinned views show.
    expect(screen.queryByRole('link', { name: /The Lamberts/ })).toBeNull()
  })

  it('shows nothing without a pinned view, and asks no count', async () => {
    views = views.map((view) => ({ ...view, pinned: false }))
    const { container } = renderInTheme(
      <MemoryRouter initialEntries={['/']}>
        <PinnedViewsNav />
      </MemoryRouter>,
    )
    await waitFor(() => expect(called('views.list')).toHaveLength(1))
    expect(container.querySelector('[data-testid="pinned-view"]')).toBeNull()
    expect(called('views.pinnedCounts')).toEqual([])
  })
})
