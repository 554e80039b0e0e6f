import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomerRecord, TravellerRecord } from '../../../../../src/shared/domain/people'
import type { TravelerDraft } from '../../../../../src/renderer/src/ui/travelers/traveler-draft'
import { emptyTraveler } from '../../../../../src/renderer/src/ui/travelers/traveler-draft'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { BookingPeople } = await import('../../../../../src/renderer/src/ui/people/BookingPeople')

const CUSTOMER_ID = '0b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d11'
const META = { version: 1, updatedBy: 'agent', updatedAt: '2026-11-20T10:00:00.000Z' }
const CHECK_IN = '2026-07-10'

const record: CustomerRecord = {
  id: CUSTOMER_ID,
  ...META,
  fileId: 'CF-2041',
  origin: 'desk',
  customer: {
    firstName: 'Anne',
    lastName: 'Lambert',
    company: '',
    email: 'anne@lambert.fr',
    phoneNumber: '',
    address: '3 rue Mercière',
    additionalAddress: '',
    zipCode: '69002',
    city: 'Lyon',
    country: 'FR',
  },
}

function traveller(n: number, firstName: string, birthdate: string): TravellerRecord {
  return {
    id: `1b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d1${n}`,
    ...META,
    customerId: CUSTOMER_ID,
    traveller: {
      gender: 'female',
      firstName,
      lastName: 'Lambert',
      birthdate,
      nationality: 'FR',
      passportNumber: `P${n}`,
      passportExpiry: null,
      loyaltyNumbers: '',
      preferences: '',
      needs: '',
    },
  }
}

const travellers = [traveller(1, 'Anne', '1984-03-02'), traveller(2, 'Léa', '2014-05-01')]

function answer(name: string): unknown {
  if (name === 'customers.list')
    return {
      items: [
        {
          id: CUSTOMER_ID,
          fileId: 'CF-2041',
          origin: 'desk',
          displayName: 'Lambert, Anne',
          company: '',
          email: 'anne@lambert.fr',
          phoneNumber: '',
          city: 'Lyon',
          bookingsCount: 0,
          sold: [],
          lastTrip: null,
          nextTrip: null,
          travellersCount: 2,
        },
      ],
      total: 1,
    }
  if (name === 'customers.get') return { record, travellers, bookingIds: [], summary: {} }
  if (name === 'travellers.save') return travellers[0]
  throw new Error(`unexpected ${name}`)
}

const onCustomer = vi.fn()

/** The booking form's part that BookingPeople fills: one room searched for one adult and a child of 11. */
function Harness() {
  const [rooms, setRooms] = useState<TravelerDraft<'adult' | 'child' | 'infant'>[][]>([
    [emptyTraveler('adult'), emptyTraveler('child', '2014-12-01')],
  ])
  return (
    <>
      <BookingPeople
        checkIn={CHECK_IN}
        searched={[{ adults: 1, childrenBirthdates: ['2014-12-01'] }]}
        rooms={rooms}
        kinds={['adult', 'child', 'infant'] as const}
        roomLabel={(room) => `room ${room + 1}`}
        onCustomer={onCustomer}
        onRoom={(room, drafts) => setRooms((before) => before.map((r, at) => (at === room ? drafts : r)))}
      />
      <ul data-testid="room-0">
        {rooms[0]!.map((t) => (
          <li key={t.key}>{`${t.kind} ${t.firstName} ${t.birthdate} ${t.passportNumber}`}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          setRooms([
            [{ ...emptyTraveler('adult'), firstName: 'Paul', lastName: 'Martin', birthdate: '1980-01-01' }],
          ])
        }
      >
        Type Paul
      </button>
    </>
  )
}

async function chooseCustomer() {
  fireEvent.click(screen.getByLabelText('Choose a customer', { selector: 'input' }))
  fireEvent.click(await screen.findByRole('option', { name: /Lambert, Anne/, hidden: true }))
  await waitFor(() => expect(onCustomer).toHaveBeenCalled())
}

describe('BookingPeople', () => {
  beforeEach(() => {
    invoke.mockReset()
    onCustomer.mockReset()
    invoke.mockImplementation((name: string) => Promise.resolve(answer(name)))
  })

  it('fills the customer with its service file id', async () => {
    renderInTheme(<Harness />)
    await chooseCustomer()
    expect(onCustomer.mock.calls[0]![0]).toMatchObject({
      firstName: 'Anne',
      lastName: 'Lambert',
      email: 'anne@lambert.fr',
      address: '3 rue Mercière',
      fileId: 'CF-2041',
    })
  })

  it('fills a room with chosen travellers and explains a child who is older than searched', async () => {
    renderInTheme(<Harness />)
    await chooseCustomer()
    const choose = await screen.findByLabelText('Choose travellers · room 1', { selector: 'input' })
    fireEvent.click(choose)
    fireEvent.click(await screen.findByRole('option', { name: 'Anne Lambert', hidden: true }))
    fireEvent.click(await screen.findByRole('option', { name: 'Léa Lambert', hidden: true }))
    await waitFor(() =>
      expect(screen.getByTestId('room-0').textContent).toBe(
        'adult Anne 1984-03-02 P1child Léa 2014-05-01 P2',
      ),
    )
    expect((await screen.findByTestId('travel-fit')).textContent).toContain(
      'Léa is 12 at check-in; the room was searched for a child of 11',
    )
  })

  it('saves travellers typed by hand to the chosen customer in one click', async () => {
    renderInTheme(<Harness />)
    await chooseCustomer()
    fireEvent.click(screen.getByRole('button', { name: 'Type Paul' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Save traveller to the customer' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('travellers.save', {
        customerId: CUSTOMER_ID,
        traveller: expect.objectContaining({
          firstName: 'Paul',
          lastName: 'Martin',
          birthdate: '1980-01-01',
        }),
      }),
    )
    expect((await screen.findByRole('status')).textContent).toBe('Saved one traveller to the customer.')
  })
})
