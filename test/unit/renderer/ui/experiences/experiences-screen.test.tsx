import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  ExperienceOffer,
  ExperienceSearchResult,
} from '../../../../../src/shared/ipc/experiences.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ExperiencesScreen } =
  await import('../../../../../src/renderer/src/features/experiences/ExperiencesScreen')
const { useExperiencesStore } =
  await import('../../../../../src/renderer/src/features/experiences/experiences.store')
const { defaultForm } = await import('../../../../../src/renderer/src/features/experiences/search-form')

function offer(patch: Partial<ExperienceOffer> = {}): ExperienceOffer {
  return {
    id: 'exp-1',
    name: 'Seine <b>boat</b> trip',
    tags: ['Culture', 'Families'],
    experienceType: 'Activity',
    inCity: { id: 'c-paris', title: 'Paris' },
    startPosition: null,
    endPosition: null,
    durationDays: 1,
    durationHours: 2,
    durationMinutes: 30,
    isExtra: false,
    isRepeatable: false,
    showcased: false,
    connectionRequestId: null,
    organizationId: 'o1',
    organizationName: 'Iberia Local Experts',
    organizationImages: [],
    imageUrl: null,
    cancellationPolicies: null,
    summary: '<p>Two hours on the river<script>alert(1)</script></p>',
    pricingType: 'fit',
    lastBookingDate: null,
    totalBookingsCount: 0,
    translations: 'en',
    price: null,
    hold: null,
    ...patch,
  }
}

const priced = offer({
  price: {
    priceId: 'p1',
    experienceId: 'exp-1',
    price: 120,
    totalPriceWithoutPromo: 150,
    currency: 'EUR',
    promotions: ['Early bird'],
    extras: [],
    allotment: true,
    expiresAt: '2026-11-27T10:15:00Z',
  },
  hold: { msLeft: 15 * 60_000, clock: { offsetMs: 0, learnedAt: null } },
})

function answer(patch: Partial<ExperienceSearchResult>): ExperienceSearchResult {
  return {
    results: [offer()],
    pricing: 'noDates',
    source: 'service',
    asOf: '2026-11-27T09:00:00Z',
    refreshError: null,
    ...patch,
  }
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '/experiences', element: <ExperiencesScreen /> }], {
    initialEntries: ['/experiences'],
  })
  renderInTheme(<RouterProvider router={router} />)
}

const searches = () => invoke.mock.calls.filter(([channel]) => channel === 'experiences.search')

describe('ExperiencesScreen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    useExperiencesStore.setState({
      form: defaultForm(),
      search: { status: 'idle', input: null, result: null, receivedAt: 0, error: null },
      filterOptions: null,
    })
  })

  it('searches as the agent types, and says why the results carry no price without dates', async () => {
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      return answer({})
    })
    renderScreen()
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'boat' } })
    const card = await screen.findByRole('article', { name: 'Seine <b>boat</b> trip' })
    const [, input] = searches().at(-1) ?? []
    expect(input).toMatchObject({ text: 'boat', party: { adults: 2, childrenBirthdates: [] } })
    expect(input).not.toHaveProperty('startAt')
    expect(screen.getByTestId('no-price-sentence').textContent).toMatch(/choose the dates/)
    // The service's HTML is read as text: no markup, no script.
    expect(within(card).getByText('Two hours on the river')).toBeTruthy()
    expect(card.querySelector('script')).toBeNull()
    expect(within(card).getByText(/2 hours 30 minutes/)).toBeTruthy()
    expect(within(card).queryByTestId('offer-price')).toBeNull()
  })

  it('shows a priced offer: total, price before promotion, spots held and the hold counting down', async () => {
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      return answer({ results: [priced], pricing: 'priced' })
    })
    useExperiencesStore.setState({
      form: { ...defaultForm(), text: 'boat', startAt: '2099-01-10', endAt: '2099-01-10' },
    })
    renderScreen()
    const card = await screen.findByRole('article', { name: 'Seine <b>boat</b> trip' })
    await waitFor(() => expect(within(card).getByTestId('offer-total').textContent).toMatch(/120/))
    expect(within(card).getByText(/150/).getAttribute('aria-label')).toMatch(/Without promotion/)
    expect(within(card).getByText('Early bird')).toBeTruthy()
    expect(within(card).getByText('Spots held')).toBeTruthy()
    expect(within(card).getByTestId('offer-countdown').textContent).toMatch(/^Price held for 1[45]:\d\d$/)
    expect(screen.getByTestId('results-count').textContent).toContain('priced for 2 adults')
  })

  it('reads the cache offline with its as-of time and no bookable price', async () => {
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      return answer({
        pricing: 'cached',
        source: 'cache',
        refreshError: { code: 'OFFLINE', message: 'The booking service cannot be reached.' },
      })
    })
    useExperiencesStore.setState({ form: { ...defaultForm(), text: 'boat' } })
    renderScreen()
    const banner = await screen.findByTestId('cached-banner')
    expect(banner.textContent).toContain('These results are as of')
    expect(screen.queryByTestId('offer-price')).toBeNull()
  })

  it('does not search with a child born after the start date, and says so on the field', async () => {
    invoke.mockResolvedValue({ themes: [], segments: [] })
    useExperiencesStore.setState({
      form: {
        ...defaultForm(),
        text: 'boat',
        startAt: '2099-01-10',
        endAt: '2099-01-10',
        children: [{ key: 'k', birthdate: '2099-02-01' }],
      },
    })
    renderScreen()
    expect(await screen.findByText('Born in the future')).toBeTruthy()
    await new Promise((done) => setTimeout(done, 150))
    expect(searches()).toHaveLength(0)
  })
})
