import { describe, expect, it } from 'vitest'
import { BookingRequest } from '../../../src/shared/api/bookings-v3'
import { selectionSlots } from '../../../src/renderer/src/features/hotels/selection'
import { bedChoice, room } from './rate-fixtures'
import {
  draftFromSearch,
  toBookingRequest,
  type BookingDraft,
} from '../../../src/renderer/src/features/hotels/booking-form'
import { validateDraft } from '../../../src/renderer/src/features/hotels/booking-form.schema'

/**
 * The form is checked with the booking request's own schema (the one main validates hotels.book with): what the
 * form lets through, main accepts; what main would refuse, the form says next to the field, in the agent's words.
 */
const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13', rooms: [{ adults: 1 }] }

function filled(patch: (draft: BookingDraft) => void = () => undefined): BookingDraft {
  const draft = draftFromSearch(stay)
  draft.customer = { ...draft.customer, firstName: 'Ana', lastName: 'Sousa', email: 'ana@example.com' }
  draft.rooms = [
    [
      {
        ...draft.rooms[0]![0]!,
        gender: 'female',
        firstName: 'Ana',
        lastName: 'Sousa',
        birthdate: '1985-03-14',
      },
    ],
  ]
  patch(draft)
  return draft
}

/** The request main receives for this draft (one room, its first option picked). */
function asRequest(draft: BookingDraft) {
  const [pick] = selectionSlots([room('r', [bedChoice('bc-1', 300)])], stay.rooms, ['f:0:bc-1'])[0]!.options
  return BookingRequest.safeParse(toBookingRequest(draft, 'req-1', [pick!]))
}

describe('booking form schema', () => {
  it('lets a complete draft through, and main accepts the request made of it', () => {
    const draft = filled()
    expect(validateDraft(draft, stay, 'supplier_own')).toEqual({})
    expect(asRequest(draft).success).toBe(true)
  })

  it('refuses an e-mail main would refuse, worded for the agent', () => {
    const draft = filled((d) => (d.customer.email = 'ana@example'))
    expect(validateDraft(draft, stay, 'supplier_own')).toEqual({
      'customer.email': 'Enter an e-mail like name@example.com',
    })
    expect(asRequest(draft).success).toBe(false)
  })

  it("says a field is too long with the request's own limit", () => {
    const draft = filled((d) => {
      d.customer.lastName = 'x'.repeat(101)
      d.rooms[0]![0]!.passportNumber = 'P'.repeat(51)
      d.note = 'n'.repeat(2001)
    })
    expect(validateDraft(draft, stay, 'supplier_own')).toEqual({
      'customer.lastName': 'At most 100 characters',
      'rooms.0.0.passportNumber': 'At most 50 characters',
      note: 'At most 2000 characters',
    })
  })

  it('reads blank optional fields as absent, and a birthdate that is not a date as such', () => {
    const blank = filled((d) => {
      d.customer.phoneNumber = '   '
      d.rooms[0]![0]!.nationality = ''
      d.rooms[0]![0]!.expirationDate = ''
    })
    expect(validateDraft(blank, stay, 'supplier_own')).toEqual({})
    const wrongDate = filled((d) => (d.rooms[0]![0]!.birthdate = '14/03/1985'))
    expect(validateDraft(wrongDate, stay, 'supplier_own')).toEqual({
      'rooms.0.0.birthdate': 'Enter a date as YYYY-MM-DD',
    })
  })
})
