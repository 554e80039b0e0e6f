import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { BookResult } from '../../../../src/shared/ipc/hotels.contract'
import { BookingConfirmation } from '../../../../src/renderer/src/features/hotels/BookingConfirmation'
import { useSettingsStore } from '../../../../src/renderer/src/stores/settings.store'
import { DEFAULT_SETTINGS } from '../../../../src/shared/ipc/settings'
import { bedChoice } from '../rate-fixtures'
import { renderInTheme } from './render'

const traveler = (firstName: string) => ({
  id: firstName,
  firstName,
  lastName: 'Sousa',
  passportNumber: null,
  expirationDate: null,
  kind: 'adult' as const,
  gender: 'female' as const,
  nationality: null,
  birthdate: '1985-03-14',
  ageIsExact: true,
})

const result: BookResult = {
  booking: {
    id: 'JLPCRS',
    internalReference: 'E2E-1',
    tourOperatorName: null,
    networkName: null,
    note: null,
    currency: 'EUR',
    checkIn: '2099-07-12',
    checkOut: '2099-07-15',
    nightsCount: 3,
    state: 'confirmed',
    allotmentAvailable: true,
    totalPrice: 243.91,
    cancellationFees: null,
    hotel: { id: 'h1', name: 'Pousada Chiado' },
    customer: {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: 'ana.sousa@example.com',
      company: null,
      address: null,
      additionalAddress: null,
      zipCode: null,
      city: null,
      phoneNumber: null,
      fileId: null,
    },
    rooms: [{ id: 'r1', name: 'Standard Double Room', price: 243.91, travelers: [traveler('Ana')] }],
    hotelConfirmationNumber: null,
    createdAt: '2099-01-01T10:00:00Z',
    cancelledAt: null,
  },
  reference: 'E2E-1',
  adopted: false,
  replacement: null,
}

const shown = {
  rooms: [
    {
      bedChoice: bedChoice('b1', 243.91, {
        mealPlans: [{ code: 'half_board', label: 'Half board', startAt: null, endAt: null }],
        cancelConditions: [],
      }),
    },
  ],
  cancellation: [
    { deduction: 80, refundable: true, startAt: '2099-07-05T16:00:00Z', endAt: '2099-07-12T00:00:00Z' },
    { deduction: 100, refundable: false, startAt: '2099-07-12T00:00:00Z', endAt: null },
  ],
}

function renderConfirmation(shownRate: typeof shown | null) {
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, timeZone: 'Europe/Lisbon' } })
  renderInTheme(
    <MemoryRouter>
      <BookingConfirmation result={result} shownRate={shownRate} />
    </MemoryRouter>,
  )
}

describe('BookingConfirmation', () => {
  it('says the board of each room in words and the free cancellation deadline in the agent zone', () => {
    renderConfirmation(shown)
    expect(screen.getByTestId('confirmation-board').textContent).toContain('Board: Half board')
    const cancellation = screen.getByTestId('confirmation-cancellation')
    // 16:00 UTC is 17:00 in Lisbon in July: the deadline is read in the agent's zone, not UTC.
    expect(cancellation.textContent).toMatch(/Free cancellation until 5 Jul 2099, 17:00/)
    expect(
      within(cancellation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Until 5 Jul 2099, 17:00.*: Free cancellation$/),
      expect.stringMatching(/Cancellation fee €80\.00$/),
      expect.stringMatching(/Non-refundable: cancelling costs the full price, €243\.91$/),
    ])
    expect(cancellation.textContent).toContain('Times in Europe/Lisbon')
    expect(screen.getByText(/3 nights/)).toBeTruthy()
  })

  it('says where to look when the rate shown is not known (never a board or a deadline made up)', () => {
    renderConfirmation(null)
    expect(screen.getByTestId('confirmation-board').textContent).toContain('not known on this screen')
    expect(screen.getByTestId('confirmation-cancellation').textContent).toContain(
      "Not known on this screen: see the booking's page.",
    )
  })
})
