import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HotelAvailabilityItem, RoomAvailability } from '../../../../../src/shared/api/availability'
import { hotelProductsFor, makePricer } from '../../../../../src/shared/domain/markup'
import type { ProposalItemInput } from '../../../../../src/shared/ipc/proposals.contract'
import { bedChoice, room } from '../../rate-fixtures'
import { proposal } from '../proposals/fixtures'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { HotelResultCard } = await import('../../../../../src/renderer/src/features/hotels/HotelResultCard')
const { useHotelsStore } = await import('../../../../../src/renderer/src/features/hotels/hotels.store')

const patiently = { timeout: 10_000 }
const stay = { checkIn: '2027-08-10', checkOut: '2027-08-12', rooms: [{ adults: 2 }] }
/** The rooms of the search as the store keeps them (the form's defaults filled in). */
const SEARCHED_ROOMS = [{ adults: 2, childrenBirthdates: [], firstAdultNationality: null }]
const ladder = [
  { deduction: 90, refundable: true, startAt: '2027-08-01T00:00:00Z', endAt: '2027-08-10T00:00:00Z' },
]

/** The card shows previews only (no bed choice, no ladder): what its rooms read answers is what gets added. */
const hotel: HotelAvailabilityItem = {
  id: 'H1',
  name: 'Hotel Lisboa',
  price: 150,
  currency: 'EUR',
  promotions: [],
  instantAvailability: true,
  minimumStay: 1,
  rooms: [],
}

function answerRooms(rooms: RoomAvailability[]) {
  invoke.mockImplementation(async (name: string) => {
    if (name === 'pricing.listRules') return []
    if (name === 'hotels.rooms')
      return {
        data: rooms,
        meta: { requestId: '0f0e0d0c-0b0a-4909-8807-060504030201', expiresAt: '2027-06-01T00:15:00.000Z' },
        hold: { msLeft: 900_000, clock: { offsetMs: 0, learnedAt: null } },
      }
    if (name === 'proposals.list') return []
    if (name === 'proposals.addItem') return proposal({ version: 2 })
    throw new Error(`unexpected ${name}`)
  })
}

function renderCard() {
  renderInTheme(
    <MemoryRouter>
      <Notifications />
      <HotelResultCard
        hotel={hotel}
        catalog={undefined}
        stay={stay}
        party="2 adults"
        locale="en-GB"
        pricer={makePricer([])}
        productOf={hotelProductsFor(stay)}
      />
    </MemoryRouter>,
  )
}

/** Opens the card's picker, then the menu of proposals in it, and adds to a new proposal: the item added. */
async function addToNewProposal(): Promise<ProposalItemInput> {
  const dialog = await screen.findByRole('dialog', {}, patiently)
  fireEvent.click(within(dialog).getByTestId('add-to-proposal'))
  fireEvent.click(await screen.findByRole('menuitem', { name: 'New proposal' }, patiently))
  await waitFor(
    () => expect(invoke.mock.calls.some(([name]) => name === 'proposals.addItem')).toBe(true),
    patiently,
  )
  const call = invoke.mock.calls.find(([name]) => name === 'proposals.addItem')
  return (call?.[1] as { item: ProposalItemInput }).item
}

beforeEach(() => {
  invoke.mockReset()
  useHotelsStore.setState({ searched: { ...stay, rooms: SEARCHED_ROOMS, search: 'Lisbon', locale: 'en' } })
})

describe('Add to proposal on a hotel result card', () => {
  it("reads the hotel's rooms for the searched stay and adds the one stay there is, bed choice and ladder kept", async () => {
    answerRooms([room('dbl', [bedChoice('bc-1', 150, { cancelConditions: ladder })], { name: 'Double' })])
    renderCard()
    expect(invoke).not.toHaveBeenCalledWith('hotels.rooms', expect.anything())
    fireEvent.click(screen.getByTestId('card-add-to-proposal'))
    expect(await screen.findByText('Double', {}, patiently)).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith('hotels.rooms', {
      hotelId: 'H1',
      checkIn: '2027-08-10',
      checkOut: '2027-08-12',
      rooms: SEARCHED_ROOMS,
      locale: 'en',
    })
    // One sensible stay: no choice to make.
    expect(screen.queryByTestId('card-choices')).toBeNull()
    const item = await addToNewProposal()
    expect(item).toMatchObject({
      kind: 'hotel',
      hotel: { id: 'H1', name: 'Hotel Lisboa' },
      checkIn: '2027-08-10',
      checkOut: '2027-08-12',
      currency: 'EUR',
      net: 150,
      sell: 150,
    })
    if (item.kind !== 'hotel') throw new Error('a hotel item')
    expect(item.rooms).toEqual([
      expect.objectContaining({
        roomName: 'Double',
        bedChoiceId: 'bc-1',
        mealPlan: 'breakfast',
        net: 150,
        sell: 150,
        cancellation: ladder,
      }),
    ])
    // Added: the picker closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patiently)
  }, 30_000)

  it('offers the stays that differ, the cheapest chosen first, and adds the one the agent picks', async () => {
    answerRooms([
      room('dbl', [
        bedChoice('cheap', 150, { mealPlans: [] }),
        bedChoice('bb', 180, { cancelConditions: ladder }),
      ]),
    ])
    renderCard()
    fireEvent.click(screen.getByTestId('card-add-to-proposal'))
    const choices = await screen.findByTestId('card-choices', {}, patiently)
    const radios = within(choices).getAllByRole('radio')
    expect(radios).toHaveLength(2)
    expect((radios[0] as HTMLInputElement).checked).toBe(true)
    expect(
      within(choices)
        .getAllByTestId('card-choice-price')
        .map((price) => price.textContent),
    ).toEqual(['€150.00', '€180.00'])
    fireEvent.click(radios[1]!)
    const item = await addToNewProposal()
    if (item.kind !== 'hotel') throw new Error('a hotel item')
    expect(item.rooms.map((picked) => [picked.bedChoiceId, picked.sell, picked.cancellation])).toEqual([
      ['bb', 180, ladder],
    ])
    expect(item.sell).toBe(180)
  }, 30_000)

  it('says so when the hotel has nothing left for the party, and adds nothing', async () => {
    answerRooms([room('single', [bedChoice('s', 90)], { maxCapacity: 1 })])
    renderCard()
    fireEvent.click(screen.getByTestId('card-add-to-proposal'))
    expect(await screen.findByText(/can be booked for this party any more/, {}, patiently)).toBeTruthy()
    expect(screen.queryByTestId('add-to-proposal')).toBeNull()
  }, 30_000)
})
