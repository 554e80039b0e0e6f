import { fireEvent, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExperienceDetailV1 } from '../../../../../src/shared/api/experiences-v1'
import type { ExperienceOffer } from '../../../../../src/shared/ipc/experiences.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: {
    // No markup rules: prices show at net; the test's own answers stay in order.
    invoke: (...args: unknown[]) => (args[0] === 'pricing.listRules' ? Promise.resolve([]) : invoke(...args)),
    on: () => () => undefined,
  },
  BridgeError: class BridgeError extends Error {},
}))

const { ExperienceDetailScreen } =
  await import('../../../../../src/renderer/src/features/experiences/ExperienceDetailScreen')
const { useExperiencesStore } =
  await import('../../../../../src/renderer/src/features/experiences/experiences.store')
const { useBasketStore } = await import('../../../../../src/renderer/src/features/experiences/basket.store')

const day = (n: number, title: string) => ({
  id: `d${n}`,
  day: n,
  title,
  program: `<p>Walk <img src=x onerror="alert(1)"> and <strong>lunch</strong></p>`,
  startingTime: '09:00',
  endingTime: '18:00',
  accommodationType: n < 3 ? ('hotel' as const) : null,
  isIncludedAccommodation: true,
  meals: ['breakfast'],
  hotels: [],
})

const detail = {
  id: 'prog-1',
  name: '3 days in Paris',
  type: 'Program',
  description: '<p>A long weekend.</p><script>alert(1)</script>',
  summary: null,
  highlights: '<ul><li>Expert tour leader</li></ul>',
  includedServices: '<ul><li>Hotels</li></ul>',
  excludedServices: null,
  inCity: { id: 'c-paris', title: 'Paris', country: { id: 'fr', title: 'France' } },
  startPosition: null,
  endPosition: null,
  locationsExtraInformations: null,
  durationDays: '3',
  durationHours: '0',
  durationMinutes: '0',
  currency: 'EUR',
  pictures: [],
  organizationName: 'Iberia Local Experts',
  periods: [],
  activity: { pickUpPointTime: null, dropOffPointTime: null },
  extras: [],
  cancellationPolicies: 'Free cancellation up to 48 hours before the start.',
  guiding: true,
  guidingLanguages: ['en'],
  difficulty: 'Beginner',
  pricingType: 'sic',
  programDays: [day(1, 'Arrival'), day(2, 'Versailles'), day(3, 'Departure')],
} as unknown as ExperienceDetailV1

const offer = {
  id: 'prog-1',
  inCity: { id: 'c-paris', title: 'Paris' },
  organizationId: 'org-1',
  durationDays: 3,
  price: {
    priceId: 'p1',
    experienceId: 'prog-1',
    price: 870,
    totalPriceWithoutPromo: 880,
    currency: 'EUR',
    promotions: [],
    extras: [],
    allotment: false,
    expiresAt: '2026-11-27T10:15:00Z',
  },
  hold: { msLeft: 15 * 60_000, clock: { offsetMs: 0, learnedAt: null } },
} as unknown as ExperienceOffer

function renderDetail() {
  const router = createMemoryRouter([{ path: '/experiences/:id', element: <ExperienceDetailScreen /> }], {
    initialEntries: ['/experiences/prog-1'],
  })
  renderInTheme(<RouterProvider router={router} />)
}

/** The detail opened from a search for 2 adults on the program's dates, whose results priced it at `receivedAt`. */
function searchedWithOffer(receivedAt: number) {
  invoke.mockResolvedValue({ detail, source: 'service', asOf: '2026-11-27T09:00:00Z' })
  useExperiencesStore.setState({
    search: {
      status: 'done',
      input: { startAt: '2099-01-10', endAt: '2099-01-12', party: { adults: 2, childrenBirthdates: [] } },
      result: { results: [offer], pricing: 'priced', source: 'service', asOf: null, refreshError: null },
      receivedAt,
      error: null,
    },
  })
}

describe('ExperienceDetailScreen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    useBasketStore.setState({ lines: [] })
    useExperiencesStore.setState({
      quotes: {},
      search: { status: 'idle', input: null, result: null, receivedAt: 0, error: null },
    })
  })

  it('shows the program day by day from the service HTML, rebuilt without markup that runs', async () => {
    invoke.mockResolvedValue({ detail, source: 'service', asOf: '2026-11-27T09:00:00Z' })
    renderDetail()
    const days = await screen.findAllByTestId('program-day')
    expect(days).toHaveLength(3)
    expect(days[1]?.textContent).toContain('Versailles')
    expect(days[0]?.textContent).toContain('Meals: breakfast')
    expect(document.querySelector('main img, [data-testid="program-day"] img, script')).toBeNull()
    expect(within(days[0] as HTMLElement).getByText('lunch').tagName).toBe('STRONG')
    // Without dates and a party in the search, nothing to book, and why.
    expect(screen.getByTestId('unbookable-reason').textContent).toMatch(/Choose the dates and the party/)
    expect(screen.getByRole('button', { name: 'Add to basket' })).toHaveProperty('disabled', true)
  })

  const period = (id: string, adultPax: unknown[], childrenPax: unknown[]) => ({
    id,
    startAt: '2099-01-01',
    endAt: '2099-01-31',
    availableDays: [1, 1, 1, 1, 1, 1, 1],
    periodType: 'flexible',
    state: 'free_sale',
    price: 41.5,
    perPax: true,
    roomSupplement: 0,
    hasRoomSupplement: false,
    minPax: 1,
    minPaxForDeparture: '1',
    currentPaxForDeparture: '0',
    maxPax: 10,
    allotments: 'unlimited',
    allotmentsUsed: '0',
    breakEven: 0,
    adultPax,
    childrenPax,
  })

  it('lists each price band of a period on its own line, and the base price when a period has none', async () => {
    const banded = period(
      'p-banded',
      [
        { id: 'a1', price: 34.94, paxRange: [1, 1] },
        { id: 'a2', price: 33.2, paxRange: [2, 4] },
      ],
      [{ id: 'c1', price: 20, ageRange: [4, 11] }],
    )
    const plain = period('p-plain', [], [])
    invoke.mockResolvedValue({
      detail: { ...detail, periods: [banded, plain] },
      source: 'service',
      asOf: '2026-11-27T09:00:00Z',
    })
    renderDetail()
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    const bands = within(rows[0] as HTMLElement).getAllByRole('listitem')
    expect(bands.map((band) => band.textContent)).toEqual([
      expect.stringMatching(/34\.94 per adult in a party of 1$/),
      expect.stringMatching(/33\.20 per adult in a party of 2–4$/),
      expect.stringMatching(/20\.00 per child aged 4–11$/),
    ])
    expect(rows[1]?.textContent).toMatch(/41\.50 per traveler/)
  })

  it('says a meeting point once, without the label repeated in its name', async () => {
    const position = (name: string) => ({ id: 'pos', name, address: 'Praça do Comércio', lat: 0, lon: 0 })
    invoke.mockResolvedValue({
      detail: { ...detail, startPosition: position('Meeting point: Lisbon old town') },
      source: 'service',
      asOf: '2026-11-27T09:00:00Z',
    })
    renderDetail()
    await screen.findAllByTestId('program-day')
    const facts = screen.getByText('Practical information').closest('section') as HTMLElement
    expect(facts.textContent).toContain('Lisbon old town, Praça do Comércio')
    expect(facts.textContent?.match(/meeting point/gi)).toHaveLength(1)
  })

  it('names the place without stray punctuation when the experience has no city', async () => {
    invoke.mockResolvedValue({
      detail: { ...detail, inCity: { id: '', title: '', country: { id: '', title: '' } } },
      source: 'service',
      asOf: '2026-11-27T09:00:00Z',
    })
    renderDetail()
    const by = await screen.findByText(/by Iberia Local Experts/i)
    expect(by.textContent).toBe('By Iberia Local Experts')
  })

  it("adds the search's offer for the program's own dates to the basket", async () => {
    searchedWithOffer(Date.now())
    renderDetail()
    expect((await screen.findByTestId('detail-total')).textContent).toMatch(/870/)
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }))
    expect(useBasketStore.getState().lines).toMatchObject([
      { startAt: '2099-01-10', endAt: '2099-01-12', party: { adults: 2 }, offer: { id: 'prog-1' } },
    ])
    expect(screen.getByRole('status').textContent).toContain('Added to the basket')
  })

  it('refuses to export a quote from a price no longer held, and says how to get a fresh one', async () => {
    // Received longer ago than the hold lasted.
    searchedWithOffer(Date.now() - 16 * 60_000)
    renderDetail()
    expect((await screen.findByTestId('unbookable-reason')).textContent).toMatch(/no longer held/)
    const quote = screen.getByRole('region', { name: 'Export quote' })
    expect(within(quote).getByRole('button', { name: /Export quote/ })).toHaveProperty('disabled', true)
    expect(within(quote).getByTestId('quote-refused').textContent).toMatch(/no longer held.*price it again/i)
    fireEvent.click(within(quote).getByRole('button', { name: /Export quote/ }))
    expect(invoke).not.toHaveBeenCalledWith('experiences.exportQuote', expect.anything())
  })
})
