import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  ExperienceOffer,
  ExperienceSearchResult,
} from '../../../../../src/shared/ipc/experiences.contract'
import type { MarkupRuleRecord } from '../../../../../src/shared/ipc/pricing.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
/** The agency's markup rules the screen reads (none unless a test sets some). */
let rules: MarkupRuleRecord[] = []
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: {
    invoke: (...args: unknown[]) =>
      args[0] === 'pricing.listRules' ? Promise.resolve(rules) : invoke(...args),
    on: () => () => undefined,
  },
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

const never = (): never => {
  throw new Error('the priced fixture has a price')
}

const searches = () => invoke.mock.calls.filter(([channel]) => channel === 'experiences.search')

describe('ExperiencesScreen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    rules = []
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

  it('sells a priced offer by the agency rule: selling total and promotion, the net only beside them', async () => {
    rules = [
      {
        id: 'experiences-8pp',
        scope: { kind: 'everything' },
        productKind: 'experience',
        percent: 0,
        fixed: { amount: 8, currency: 'EUR', per: 'person' },
        rounding: { kind: 'none' },
        minimumMargin: null,
        note: '',
        version: 1,
        updatedBy: 'Ana',
        updatedAt: '2026-11-27T09:00:00Z',
      },
    ]
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      return answer({ results: [priced], pricing: 'priced' })
    })
    useExperiencesStore.setState({
      form: { ...defaultForm(), text: 'boat', startAt: '2099-01-10', endAt: '2099-01-10' },
    })
    renderScreen()
    const card = await screen.findByRole('article', { name: 'Seine <b>boat</b> trip' })
    // 2 adults: 120 + 2 x 8 = 136; before the promotion 150 + 16 = 166.
    await waitFor(() => expect(within(card).getByTestId('offer-total').textContent).toMatch(/136\.00/))
    expect(
      within(card)
        .getByText(/166\.00/)
        .getAttribute('aria-label'),
    ).toMatch(/Without promotion/)
    const net = card.querySelector('[data-net]')
    expect(net?.textContent).toMatch(/Net €120\.00 · margin €16\.00/)
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

  it('shows the bookable offers first with dates and a party, and says how many are not bookable', async () => {
    const named = (id: string, name: string, allotment: boolean | null) =>
      offer({
        id,
        name,
        price: allotment === null ? null : { ...(priced.price ?? never()), priceId: id, allotment },
        hold: allotment === null ? null : priced.hold,
      })
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      return answer({
        pricing: 'priced',
        results: [
          named('u1', 'No price walk', null),
          named('r1', 'On request tour', false),
          named('h1', 'Held cruise', true),
          named('u2', 'No price museum', null),
        ],
      })
    })
    useExperiencesStore.setState({
      form: { ...defaultForm(), text: 'tour', startAt: '2099-01-10', endAt: '2099-01-10' },
    })
    renderScreen()
    await screen.findByRole('article', { name: 'Held cruise' })
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Held cruise',
      'On request tour',
      'No price walk',
      'No price museum',
    ])
    expect(screen.getByTestId('results-count').textContent).toBe(
      '4 experiences found · priced for 2 adults · 2 not bookable for these dates',
    )

    // Another order chosen by the agent is the service's as sent.
    act(() => useExperiencesStore.getState().editForm({ sort: 'name.asc' }))
    await waitFor(() => expect(searches().at(-1)?.[1]).toMatchObject({ sort: 'name.asc' }))
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]?.getAttribute('aria-label')).toBe('No price walk'),
    )
  })

  it('counts what is shown after "Show more" and after a filter change, with the true numbers', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        offer({ id: `e${from + index}`, name: `Walk ${from + index}` }),
      )
    invoke.mockImplementation(async (channel: string, input: { page?: number; types?: string[] }) => {
      if (channel === 'experiences.filterOptions') return { themes: [], segments: [] }
      if (input.types !== undefined) return answer({ results: page(500, 3) })
      return answer({ results: input.page === 2 ? page(50, 20) : page(0, 50) })
    })
    useExperiencesStore.setState({ form: { ...defaultForm(), text: 'walk' } })
    renderScreen()
    const count = () => screen.getByTestId('results-count').textContent
    await waitFor(() => expect(count()).toBe('50 experiences shown, more to see'))
    fireEvent.click(screen.getByRole('button', { name: 'Show up to 50 more experiences' }))
    await waitFor(() => expect(count()).toBe('70 experiences found'))
    expect(searches().at(-1)?.[1]).toMatchObject({ page: 2 })
    expect(screen.queryByRole('button', { name: /^Show up to/ })).toBeNull()

    fireEvent.click(screen.getByText('Programs'))
    await waitFor(() => expect(count()).toBe('3 experiences found'))
    expect(searches().at(-1)?.[1]).not.toHaveProperty('page')
    expect(screen.queryByRole('button', { name: /^Show up to/ })).toBeNull()
  })

  it('offers the themes and segments main learned once the first results carry new tags', async () => {
    let learned = false
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'experiences.filterOptions')
        return learned
          ? { themes: [{ id: '3', name: 'Nature' }], segments: [{ id: '4', name: 'Seniors' }] }
          : { themes: [], segments: [] }
      learned = true
      // Tags no earlier search of this session carried.
      return answer({ results: [offer({ tags: ['Nature', 'Seniors'] })] })
    })
    renderScreen()
    const themes = () => screen.getByLabelText('Themes', { selector: 'input' })
    await waitFor(() => expect(themes().hasAttribute('disabled')).toBe(true))
    expect(themes().getAttribute('placeholder')).toBe('Listed after a search')
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'boat' } })
    await screen.findByRole('article', { name: 'Seine <b>boat</b> trip' })
    await waitFor(() => expect(themes().hasAttribute('disabled')).toBe(false))
    expect(themes().getAttribute('placeholder')).toBe('Any theme')
    expect(invoke.mock.calls.filter(([channel]) => channel === 'experiences.filterOptions').length).toBe(2)
  })

  it('has one search out at a time: edits made meanwhile are searched once, as they stand, after it', async () => {
    const answers: ((value: ExperienceSearchResult) => void)[] = []
    invoke.mockImplementation(
      (channel: string) =>
        new Promise((resolve) => {
          if (channel === 'experiences.search') answers.push(resolve)
          else resolve({ themes: [], segments: [] })
        }),
    )
    const { run } = useExperiencesStore.getState()
    const asked = (text: string) => ({ text, locale: 'en' })
    const first = run(asked('bo'))
    void run(asked('boa'))
    void run(asked('boat'))
    expect(searches().map(([, input]) => input.text)).toEqual(['bo'])
    answers[0]?.(answer({ results: [offer({ id: 'old', name: 'Overtaken' })] }))
    await waitFor(() => expect(searches()).toHaveLength(2))
    expect(searches().map(([, input]) => input.text)).toEqual(['bo', 'boat'])
    // The overtaken answer is never shown.
    expect(useExperiencesStore.getState().search).toMatchObject({ status: 'loading', input: asked('boat') })
    answers[1]?.(answer({}))
    await first
    expect(useExperiencesStore.getState().search).toMatchObject({ status: 'done', input: asked('boat') })
  })
})
