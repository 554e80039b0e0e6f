import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExperienceOffer } from '../../../../../src/shared/ipc/experiences.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => {
  class BridgeError extends Error {
    code: string
    problem: unknown
    details: Record<string, unknown> | undefined
    constructor(error: {
      code: string
      message: string
      problem: unknown
      details?: Record<string, unknown>
    }) {
      super(error.message)
      this.code = error.code
      this.problem = error.problem
      this.details = error.details
    }
  }
  return {
    bridge: {
      // No markup rules: prices show at net; the test's own answers stay in order.
      // The agency's customers (the chooser) answer apart: the test's booking answers stay in order.
      invoke: (...args: unknown[]) =>
        args[0] === 'pricing.listRules'
          ? Promise.resolve([])
          : String(args[0]).startsWith('customers.')
            ? Promise.resolve(customerAnswer(String(args[0])))
            : invoke(...args),
      on: () => () => undefined,
    },
    BridgeError,
  }
})

const CUSTOMER_ID = '0b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d11'
const META = { version: 1, updatedBy: 'agent', updatedAt: '2026-05-20T10:00:00.000Z' }
const profile = (n: number, firstName: string, birthdate: string) => ({
  id: `1b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d1${n}`,
  ...META,
  customerId: CUSTOMER_ID,
  traveller: {
    gender: 'female',
    firstName,
    lastName: 'Ferreira',
    birthdate,
    nationality: 'PT',
    passportNumber: '',
    passportExpiry: null,
    loyaltyNumbers: '',
    preferences: '',
    needs: '',
  },
})
function customerAnswer(name: string): unknown {
  const item = {
    id: CUSTOMER_ID,
    fileId: 'CF-77',
    origin: 'desk',
    displayName: 'Ferreira, Ana',
    company: '',
    email: 'ana@example.com',
    phoneNumber: '+351 91 000 0000',
    city: 'Porto',
    bookingsCount: 1,
    sold: [],
    lastTrip: null,
    nextTrip: null,
    travellersCount: 2,
  }
  if (name === 'customers.list') return { items: [item], total: 1 }
  return {
    record: {
      id: CUSTOMER_ID,
      ...META,
      fileId: 'CF-77',
      origin: 'desk',
      customer: {
        firstName: 'Ana',
        lastName: 'Ferreira',
        company: '',
        email: 'ana@example.com',
        phoneNumber: '+351 91 000 0000',
        address: '',
        additionalAddress: '',
        zipCode: '',
        city: 'Porto',
        country: 'PT',
      },
    },
    travellers: [profile(1, 'Ana', '1984-02-11'), profile(2, 'Rita', '2015-04-02')],
    bookingIds: [],
    summary: item,
  }
}

const { BasketScreen } = await import('../../../../../src/renderer/src/features/experiences/BasketScreen')
const { useBasketStore } = await import('../../../../../src/renderer/src/features/experiences/basket.store')
const { useBasketDraftStore } =
  await import('../../../../../src/renderer/src/features/experiences/basket-draft.store')
const { BridgeError } = await import('../../../../../src/renderer/src/bridge')

function offer(priceId: string, price: number): ExperienceOffer {
  return {
    id: 'EXP1',
    name: 'Street art of Paris',
    experienceType: 'Activity',
    inCity: { id: 'PAR', title: 'Paris' },
    price: {
      priceId,
      experienceId: 'EXP1',
      price,
      totalPriceWithoutPromo: price,
      currency: 'EUR',
      promotions: [],
      extras: [],
      allotment: true,
      expiresAt: '2026-06-01T10:15:00Z',
    },
    hold: null,
  } as unknown as ExperienceOffer // only the fields the basket reads
}

const booking = (state: string) => ({
  id: 'BKX1',
  groupUuid: 'g',
  startAt: '2026-07-01',
  endAt: '2026-07-01',
  createdAt: '2026-06-01T10:00:00Z',
  updatedAt: '2026-06-01T10:00:00Z',
  currency: 'EUR',
  customerLastName: 'Ferreira',
  customerFirstName: 'Ana',
  customerEmail: 'ana@example.com',
  state,
  dmcState: 'on_request',
  totalPrice: 75,
  experiencesBooked: [],
})

function renderBasket() {
  const router = createMemoryRouter(
    [
      { path: '/experiences/basket', element: <BasketScreen /> },
      { path: '/bookings/:bookingId', element: <p>Booking page</p> },
    ],
    { initialEntries: ['/experiences/basket'] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

function fillIn() {
  const traveler = screen.getByRole('group', { name: 'Street art of Paris, traveler 1' })
  fireEvent.change(within(traveler).getByLabelText(/Gender/), { target: { value: 'female' } })
  fireEvent.change(within(traveler).getByLabelText(/First name/), { target: { value: 'Ana' } })
  fireEvent.change(within(traveler).getByLabelText(/Last name/), { target: { value: 'Ferreira' } })
  fireEvent.change(within(traveler).getByLabelText(/Birthdate/), { target: { value: '1984-02-11' } })
  fireEvent.change(screen.getByLabelText(/Customer first name/), { target: { value: 'Ana' } })
  fireEvent.change(screen.getByLabelText(/Customer last name/), { target: { value: 'Ferreira' } })
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@example.com' } })
}

describe('BasketScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    useBasketStore.setState({ lines: [] })
    useBasketDraftStore.getState().drop()
    useBasketStore.getState().add({
      offer: offer('price-1', 70),
      startAt: '2026-07-01',
      endAt: '2026-07-01',
      party: { adults: 1, childrenBirthdates: [] },
      receivedAt: Date.now(),
    })
  })

  it('asks to accept the new prices of an expired basket, books it with them, and lists what was booked', async () => {
    invoke
      .mockResolvedValueOnce({
        status: 'repriced',
        items: [
          {
            index: 0,
            previous: { priceId: 'price-1', total: 70, currency: 'EUR' },
            offer: offer('price-2', 75),
            moved: { total: true, extras: [], allotment: false },
          },
        ],
      })
      .mockResolvedValueOnce({
        status: 'booked',
        groupUuid: 'g',
        items: [{ index: 0, outcome: 'booked', reference: 'AD-1/1', booking: booking('pending') }],
      })
    renderBasket()
    fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Book 1 experience' }))

    const repriced = await screen.findByTestId('basket-repriced')
    expect(within(repriced).getByTestId('repriced-item').textContent).toMatch(
      /€70\.00.*€75\.00.*Total changed/,
    )
    fireEvent.click(within(repriced).getByRole('button', { name: 'Accept new prices and book' }))

    const booked = await screen.findByTestId('basket-booked')
    expect(invoke.mock.calls[1]?.[1]).toMatchObject({ items: [{ priceId: 'price-2', shownTotal: 75 }] })
    expect(within(booked).getByTestId('booked-item').textContent).toContain('AD-1/1')
    expect(booked.textContent).toContain("On request: waiting for the supplier's answer.")
    expect(within(booked).getByRole('link', { name: 'BKX1' }).getAttribute('href')).toBe('/bookings/BKX1')
    expect(useBasketStore.getState().lines).toEqual([])
  })

  it('says a lost answer may have booked the basket, and keeps the basket', async () => {
    invoke.mockRejectedValueOnce(
      new BridgeError({
        code: 'OFFLINE',
        message: 'lost',
        problem: { kind: 'outcomeUnknown', reference: 'AD-7' },
        details: { outcomeUnknown: true, reference: 'AD-7' },
      } as never),
    )
    renderBasket()
    fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Book 1 experience' }))
    const alert = await screen.findByText(/it may have been made/)
    expect(alert.textContent).toContain('by its reference AD-7')
    expect(useBasketStore.getState().lines).toHaveLength(1)
  })

  it('shows the travelers that do not fit the priced party before sending anything', async () => {
    renderBasket()
    fillIn()
    const traveler = screen.getByRole('group', { name: 'Street art of Paris, traveler 1' })
    fireEvent.change(within(traveler).getByLabelText(/Kind/), { target: { value: 'child' } })
    fireEvent.change(within(traveler).getByLabelText(/Birthdate/), { target: { value: '2015-02-11' } })
    fireEvent.click(screen.getByRole('button', { name: 'Book 1 experience' }))
    expect(await screen.findByText('The price is for 1 adult; the travelers list 0 adults.')).toBeTruthy()
    expect(invoke).not.toHaveBeenCalled()
  })

  it("books for a chosen customer: its details, travellers and id go with the basket; a child's age is told", async () => {
    invoke.mockResolvedValueOnce({
      status: 'booked',
      groupUuid: 'g',
      items: [{ index: 0, outcome: 'booked', reference: 'AD-2/1', booking: booking('pending') }],
    })
    renderBasket()
    fireEvent.click(screen.getByLabelText('Choose a customer', { selector: 'input' }))
    fireEvent.click(await screen.findByRole('option', { name: /Ferreira, Ana/, hidden: true }))
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/Customer last name/).value).toBe('Ferreira'),
    )
    expect(screen.getByLabelText<HTMLInputElement>(/Phone/).value).toBe('+351 91 000 0000')

    // The price is for one adult: choosing the child too is explained before anything is sent.
    const choose = await screen.findByLabelText('Choose travellers · Street art of Paris', {
      selector: 'input',
    })
    fireEvent.click(choose)
    fireEvent.click(await screen.findByRole('option', { name: 'Rita Ferreira', hidden: true }))
    expect((await screen.findByTestId('travel-fit')).textContent).toMatch(/Rita/)
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Ferreira', hidden: true }))
    fireEvent.click(screen.getByRole('option', { name: 'Rita Ferreira', hidden: true }))
    await waitFor(() => expect(screen.queryByTestId('travel-fit')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Book 1 experience' }))
    await screen.findByTestId('basket-booked')
    expect(invoke.mock.calls[0]?.[0]).toBe('experiences.book')
    expect(invoke.mock.calls[0]?.[1]).toMatchObject({
      customerId: CUSTOMER_ID,
      customer: { firstName: 'Ana', lastName: 'Ferreira', email: 'ana@example.com' },
      items: [{ travelers: [{ firstName: 'Ana', lastName: 'Ferreira', birthdate: '1984-02-11' }] }],
    })
  })

  it('keeps what was typed when the agent leaves the basket and comes back', async () => {
    const router = renderBasket()
    fillIn()
    fireEvent.change(screen.getByLabelText('Note for this experience'), { target: { value: 'Wheelchair' } })
    await router.navigate('/bookings/BK1')
    expect(await screen.findByText('Booking page')).toBeTruthy()
    await router.navigate('/experiences/basket')

    const traveler = await screen.findByRole('group', { name: 'Street art of Paris, traveler 1' })
    expect(within(traveler).getByLabelText<HTMLInputElement>(/First name/).value).toBe('Ana')
    expect(within(traveler).getByLabelText<HTMLInputElement>(/Last name/).value).toBe('Ferreira')
    expect(screen.getByLabelText<HTMLInputElement>(/Customer last name/).value).toBe('Ferreira')
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail/).value).toBe('ana@example.com')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note for this experience').value).toBe('Wheelchair')
  })

  it('starts a new basket empty once the last one was booked', async () => {
    invoke.mockResolvedValueOnce({
      status: 'booked',
      groupUuid: 'g',
      items: [{ index: 0, outcome: 'booked', reference: 'AD-1/1', booking: booking('confirmed') }],
    })
    const router = renderBasket()
    fillIn()
    fireEvent.click(screen.getByRole('button', { name: 'Book 1 experience' }))
    await screen.findByTestId('basket-booked')
    await router.navigate('/bookings/BK1')
    expect(await screen.findByText('Booking page')).toBeTruthy()
    useBasketStore.getState().add({
      offer: offer('price-3', 70),
      startAt: '2026-07-02',
      endAt: '2026-07-02',
      party: { adults: 1, childrenBirthdates: [] },
      receivedAt: Date.now(),
    })
    await router.navigate('/experiences/basket')
    expect((await screen.findByLabelText<HTMLInputElement>(/Customer last name/)).value).toBe('')
  })
})
