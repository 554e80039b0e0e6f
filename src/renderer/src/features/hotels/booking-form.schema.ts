import { z } from 'zod'
import { BookingCustomerInput, BookingRequest, TravelerInput } from '../../../../shared/api/bookings-v3'
import { ageOn, decideTravelerBooking, takesChildPlace } from '../../../../shared/domain/travelers'
import {
  birthdateProblem as birthdateProblemOf,
  birthdateReads,
  checkedBy,
  optionalText,
  passportProblem,
  required,
  tooLong,
  travelerFieldChecks,
} from '../../ui/travelers/traveler-draft'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { occupancyFit, type BookingDraft, type DraftErrors, type StayParty } from './booking-form'
import { counted } from '../../../../shared/i18n'

/**
 * The booking form's checks: every field by the field schema of the booking request main validates (src/shared/api
 * /bookings-v3, the one zod schema of both sides), worded for the agent; then the rules of the stay (ages at
 * check-in, passport validity, the traveler set fitting the priced party) that need the search to be read.
 */

const customer = BookingCustomerInput.shape
const traveler = TravelerInput.shape
const request = BookingRequest.shape

const CustomerDraft = z.object({
  firstName: checkedBy(customer.firstName, required('First name')),
  lastName: checkedBy(customer.lastName, required('Last name')),
  email: checkedBy(customer.email, (issue, value) =>
    value.trim() === '' ? 'E-mail is required' : (tooLong(issue) ?? 'Enter an e-mail like name@example.com'),
  ),
  phoneNumber: optionalText(customer.phoneNumber),
  address: optionalText(customer.address),
  zipCode: optionalText(customer.zipCode),
  city: optionalText(customer.city),
  company: optionalText(customer.company),
  fileId: optionalText(customer.fileId),
})

const TravelerDraft = z.object({ kind: traveler.kind, ...travelerFieldChecks })

const BookingDraftShape = z.object({
  customer: CustomerDraft,
  rooms: z.array(z.array(TravelerDraft)),
  internalReference: optionalText(request.internalReference),
  tourOperatorName: optionalText(request.tourOperatorName),
  networkName: optionalText(request.networkName),
  note: optionalText(request.note),
})

function safeAge(birthdate: string, on: string): number | null {
  try {
    return ageOn(birthdate, on)
  } catch {
    return null
  }
}

/** Field path -> message (`customer.email`, `rooms.0.1.birthdate`, `rooms.0` for a room as a whole). */
type Problems = Record<string, string>

/** The rules that read the search: each traveler's age at check-in and passport, then the party as a whole. */
function stayProblems(draft: BookingDraft, stay: StayParty, supplierCode: string): Problems {
  const problems: Problems = {}
  let birthdateProblem = false
  draft.rooms.forEach((travelers, room) => {
    if (travelers.length === 0) problems[`rooms.${room}`] = `Room ${room + 1} needs at least one traveler`
    travelers.forEach((t, at) => {
      const path = `rooms.${room}.${at}`
      if (!birthdateReads(t.birthdate)) {
        birthdateProblem = true
      } else {
        const problem = birthdateProblemOf(t.kind, t.birthdate, stay.checkIn, 'check-in')
        if (problem !== null) {
          problems[`${path}.birthdate`] = problem
          birthdateProblem = true
        }
      }
      const passport = passportProblem(t.expirationDate, stay.checkOut)
      if (passport !== null) problems[`${path}.expirationDate`] = passport
    })
  })
  // The party is judged once every birthdate reads: the ages decide the fit.
  if (birthdateProblem) return problems

  // The traveler set must fit the priced party (spec: POST /api/v3/bookings, traveler rules).
  const fit = occupancyFit(draft, stay)
  const decision = decideTravelerBooking(fit, supplierCode)
  if (fit.status === 'mismatch' && decision.action === 'reject') {
    const path = fit.roomIndex === null ? 'rooms' : `rooms.${fit.roomIndex}`
    const searched = fit.roomIndex === null ? null : stay.rooms[fit.roomIndex]
    const room = (fit.roomIndex ?? 0) + 1
    problems[path] =
      fit.reason === 'too_many_adults' && searched
        ? `Room ${room} was searched for ${counted('adult', searched.adults)}: list no more`
        : fit.reason === 'too_many_children' && searched
          ? `Room ${room} was searched for ${counted('child', searched.childrenBirthdates?.length ?? 0)}: list no more`
          : fit.message
  } else if (fit.status === 'ages_differ' && decision.action === 'reject') {
    for (const room of fit.rooms) {
      if (room.unmatchedChildAges.length === 0) continue
      const searchedAges = room.searchedChildAges.join(', ')
      draft.rooms[room.roomIndex]?.forEach((t, at) => {
        if (!takesChildPlace(t.kind)) return
        const age = safeAge(t.birthdate, stay.checkIn)
        if (age !== null && !room.searchedChildAges.includes(age))
          problems[`rooms.${room.roomIndex}.${at}.birthdate`] =
            `${age} at check-in, but the rate was priced for ${searchedAges || 'no child'}: search again with this birthdate`
      })
    }
  }
  return problems
}

/**
 * The booking form's schema for this search. `supplierCode`: the supplier of the picked rates, which decides
 * whether a child's different age can be priced again (supplier_bedbank_a, every searched traveler listed).
 */
export function bookingDraftSchema(stay: StayParty, supplierCode: string) {
  return BookingDraftShape.superRefine((parsed, ctx) => {
    // The parsed copy keeps every value as typed (the field checks above only add issues); the rules read kinds
    // and birthdates, which it has.
    const draft = parsed as unknown as BookingDraft
    for (const [path, message] of Object.entries(stayProblems(draft, stay, supplierCode)))
      ctx.addIssue({ code: 'custom', path: path.split('.').map(segment), message })
  })
}

const segment = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part)

/**
 * The form's resolver for this search (booking-form.schema.ts): every problem of a draft, next to its field, the
 * first one found for each.
 */
export function draftResolver(stay: StayParty, supplierCode: string): (draft: BookingDraft) => DraftErrors {
  const resolve = zod4Resolver(bookingDraftSchema(stay, supplierCode), { errorPriority: 'first' })
  // Mantine's errors are ReactNodes in general; this schema's messages are all strings.
  return (draft) => resolve({ ...draft }) as DraftErrors
}

/** Every problem of the draft, next to its field (what the form shows when the agent asks for the review). */
export function validateDraft(draft: BookingDraft, stay: StayParty, supplierCode: string): DraftErrors {
  return draftResolver(stay, supplierCode)(draft)
}
