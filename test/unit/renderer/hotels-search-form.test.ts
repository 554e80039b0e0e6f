import { describe, expect, it } from 'vitest'
import {
  addChild,
  addRoom,
  copyRoom,
  defaultForm,
  describeParty,
  isPerPage,
  MAX_ROOMS,
  PER_PAGE_OPTIONS,
  removeRoom,
  setChildBirthdate,
  stayNights,
  toAvailabilityInput,
  validateForm,
  type SearchForm,
} from '../../../src/renderer/src/features/hotels/search-form'
import { AvailabilityInput } from '../../../src/shared/ipc/hotels.contract'

const today = '2027-01-15'

function form(patch: Partial<SearchForm> = {}): SearchForm {
  return {
    ...defaultForm(today),
    destinationText: 'Lisbon',
    destination: { kind: 'city', id: 'c-1', name: 'Lisbon', detail: 'Portugal' },
    checkIn: '2027-03-01',
    checkOut: '2027-03-04',
    ...patch,
  }
}

describe('hotel search form', () => {
  it('starts a month ahead for three nights with one room of two adults', () => {
    const initial = defaultForm(today)
    expect(initial).toMatchObject({ checkIn: '2027-02-14', checkOut: '2027-02-17', nationality: '' })
    expect(initial.rooms).toHaveLength(1)
    expect(initial.rooms[0]?.adults).toBe(2)
    expect(stayNights(initial)).toBe(3)
  })

  it('adds, copies (with children) and removes rooms, 1 to 8', () => {
    let rooms = form().rooms
    rooms = [{ ...addChild(rooms[0]!), adults: 3 }]
    rooms = [setChildBirthdate(rooms[0]!, 0, '2020-06-01')]
    rooms = copyRoom(rooms, 0)
    expect(rooms).toHaveLength(2)
    expect(rooms[1]).toMatchObject({ adults: 3, children: [{ birthdate: '2020-06-01' }] })
    expect(rooms[1]?.key).not.toBe(rooms[0]?.key)
    expect(rooms[1]?.children[0]?.key).not.toBe(rooms[0]?.children[0]?.key)
    rooms = removeRoom(rooms, 0)
    expect(rooms).toHaveLength(1)
    expect(removeRoom(rooms, 0)).toHaveLength(1)
    for (let i = 0; i < 10; i += 1) rooms = addRoom(rooms)
    expect(rooms).toHaveLength(MAX_ROOMS)
    expect(copyRoom(rooms, 0)).toHaveLength(MAX_ROOMS)
  })

  it('validates the destination, dates (not past, check-out after check-in), adults, children and nationality', () => {
    expect(validateForm(form(), today)).toEqual({})
    const room = {
      key: 'r',
      adults: 9,
      children: [
        { key: 'c1', birthdate: '' },
        { key: 'c2', birthdate: '2000-01-01' },
      ],
    }
    expect(
      validateForm(
        form({
          destination: null,
          destinationText: 'L',
          checkIn: '2027-01-14',
          checkOut: '2027-01-14',
          rooms: [room],
          nationality: 'FRA',
          priceMin: 500,
          priceMax: 100,
        }),
        today,
      ),
    ).toEqual({
      destination: 'Type at least 2 letters of a city, country or hotel',
      checkIn: 'Check-in cannot be in the past',
      checkOut: 'Check-out must be after check-in',
      'rooms.0.adults': 'From 1 to 8 adults',
      'rooms.0.children.0': 'Enter the birthdate',
      'rooms.0.children.1': '18 or older at check-in: count as an adult',
      nationality: 'Two letters, e.g. FR',
      priceMax: 'Must be at least the minimum',
    })
  })

  it('builds an availability input the contract accepts, from a pick or from free text', () => {
    const picked = toAvailabilityInput(
      form({
        nationality: 'fr',
        sortKey: 'price',
        sortDirection: 'desc',
        stars: [5, 4],
        suppliers: ['supplier_own'],
      }),
      2,
      'en',
    )
    expect(picked).toEqual({
      cities: ['c-1'],
      checkIn: '2027-03-01',
      checkOut: '2027-03-04',
      rooms: [{ adults: 2, childrenBirthdates: [], firstAdultNationality: 'FR' }],
      locale: 'en',
      sort: ['-price'],
      stars: [4, 5],
      suppliers: ['supplier_own'],
      page: 2,
      perPage: 20,
    })
    expect(AvailabilityInput.safeParse(picked).success).toBe(true)

    const typed = toAvailabilityInput(form({ destination: null, destinationText: ' Lisb ' }), 1, 'fr')
    expect(typed).toMatchObject({ search: 'Lisb', locale: 'fr' })
    expect(typed).not.toHaveProperty('sort')
    expect(AvailabilityInput.safeParse(typed).success).toBe(true)
    const hotel = toAvailabilityInput(
      form({ destination: { kind: 'hotel', id: 'h-9', name: 'X', detail: null } }),
      1,
      'en',
    )
    expect(hotel).toMatchObject({ hotels: ['h-9'] })
  })

  it('sends the kinds, styles and sustainability filters only when chosen, levels in order', () => {
    const filtered = toAvailabilityInput(
      form({ kinds: ['k-2'], styles: ['s-1', 's-3'], sustainability: ['strong', 'low'] }),
      1,
      'en',
    )
    expect(filtered).toMatchObject({
      kinds: ['k-2'],
      styles: ['s-1', 's-3'],
      sustainability: ['low', 'strong'],
    })
    expect(AvailabilityInput.safeParse(filtered).success).toBe(true)
    const plain = toAvailabilityInput(form(), 1, 'en')
    expect(plain).not.toHaveProperty('kinds')
    expect(plain).not.toHaveProperty('styles')
    expect(plain).not.toHaveProperty('sustainability')
    expect(defaultForm(today)).toMatchObject({ kinds: [], styles: [], sustainability: [] })
  })

  it('sends the chosen page size (20 by default; 20, 50, 100 or 500), which the contract accepts', () => {
    expect(defaultForm(today).perPage).toBe(20)
    expect(toAvailabilityInput(form(), 1, 'en').perPage).toBe(20)
    for (const perPage of PER_PAGE_OPTIONS) {
      const input = toAvailabilityInput(form({ perPage }), 3, 'en')
      expect(input).toMatchObject({ page: 3, perPage })
      expect(AvailabilityInput.safeParse(input).success).toBe(true)
    }
    expect(PER_PAGE_OPTIONS).toEqual([20, 50, 100, 500])
    expect([20, 50, 100, 500].every(isPerPage)).toBe(true)
    expect([0, 10, 25, 1000, '20', null, undefined].some(isPerPage)).toBe(false)
  })

  it('describes the party', () => {
    expect(describeParty([{ adults: 2 }])).toBe('1 room · 2 adults')
    expect(describeParty([{ adults: 1, childrenBirthdates: ['2020-01-01'] }, { adults: 2 }])).toBe(
      '2 rooms · 3 adults, 1 child',
    )
  })
})
