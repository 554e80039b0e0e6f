import { describe, expect, it } from 'vitest'
import { seatParty, seatRooms, type Traveller } from '../../../../src/main/proposals/accept/seating'
import { proposalItemReference } from '../../../../src/main/proposals/accept/references'
import { isClientReference } from '../../../../src/main/booking-creates/client-reference'

const person = (firstName: string, kind: Traveller['kind'], birthdate: string): Traveller => ({
  kind,
  gender: 'female',
  firstName,
  lastName: 'Silva',
  birthdate,
})

// The party's order: room 1's adults then its child, room 2's adults.
const travellers = [
  person('Ana', 'adult', '1980-01-01'),
  person('Rui', 'adult', '1979-02-02'),
  person('Bia', 'child', '2016-05-05'),
  person('Eva', 'adult', '1950-03-03'),
  person('Teo', 'infant', '2026-01-01'),
]

describe('travellers seated per item', () => {
  it('gives each room its adults in order and its children by birthdate', () => {
    const rooms = seatRooms(
      travellers,
      [
        { adults: 2, childrenBirthdates: ['2026-01-01'] },
        { adults: 1, childrenBirthdates: ['2016-05-05'] },
      ],
      'Hotel Tejo',
    )
    expect(rooms.map((seated) => seated.map((t) => t.firstName))).toEqual([
      ['Ana', 'Rui', 'Teo'],
      ['Eva', 'Bia'],
    ])
  })

  it('seats an experience from the start of the list again, an infant as a child', () => {
    const seated = seatParty(travellers, { adults: 2, childrenBirthdates: ['2026-01-01'] }, 'Food tour')
    expect(seated.map((t) => [t.firstName, t.kind])).toEqual([
      ['Ana', 'adult'],
      ['Rui', 'adult'],
      ['Teo', 'child'],
    ])
  })

  it('refuses a party bigger than the list, naming the item', () => {
    expect(() => seatParty(travellers, { adults: 4, childrenBirthdates: [] }, 'Food tour')).toThrow(
      /Food tour/,
    )
    expect(() =>
      seatRooms(
        travellers,
        [{ adults: 1, childrenBirthdates: ['2010-01-01', '2011-01-01', '2012-01-01'] }],
        'Hotel Tejo',
      ),
    ).toThrow(/Hotel Tejo/)
  })
})

describe('the reference of a proposal item', () => {
  it('is the same for every accept of the item, differs between items, and is not a desk-made AD- one', () => {
    const proposal = '3f2b8c1e-0d4a-4c5e-9a7b-1c2d3e4f5a6b'
    const first = proposalItemReference(proposal, '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')
    expect(first).toBe('PR-3F2B8C1E-9A8B7C6D')
    expect(proposalItemReference(proposal, '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBe(first)
    expect(proposalItemReference(proposal, '0a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).not.toBe(first)
    expect(isClientReference(first)).toBe(false)
  })
})
