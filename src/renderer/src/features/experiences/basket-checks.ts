import { z } from 'zod'
import {
  experienceTravelersFit,
  extraScopeProblem,
  programDayCount,
} from '../../../../shared/domain/experiences'
import { EXPERIENCE_TRAVELER_KINDS } from '../../../../shared/domain/travelers'
import { BookExperiencesInput, Customer } from '../../../../shared/ipc/experiences.contract'
import {
  birthdateProblem,
  birthdateReads,
  checkedBy,
  passportProblem,
  required,
  tooLong,
  travelerFieldChecks,
} from '../../ui/travelers/traveler-draft'
import type { BasketLine } from './basket.store'
import { toBookInput, type BasketDraft, type LineDraft } from './basket-draft'

/**
 * The basket's checks before anything is sent, each problem next to its field (`lines.0.travelers.1.birthdate`,
 * `lines.1.extras.0.dayIndex`, `customer.email`): the fields by the contract's own schemas, the travelers against
 * the priced party (shared domain), the extras' scope and day, the program's hotels; then the whole input parsed by
 * experiences.book's schema (BookExperiencesInput), as main parses it again.
 */

export type BasketErrors = Record<string, string>

const customer = Customer.shape
/** An optional customer field: the contract takes it absent (not null) when blank. */
const optionalCustomer = (field: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return
    const issue = field.safeParse(value.trim()).error?.issues[0]
    if (issue !== undefined) ctx.addIssue({ code: 'custom', message: tooLong(issue) ?? 'Not accepted here' })
  })
const CustomerDraft = z.object({
  firstName: checkedBy(customer.firstName, required('First name')),
  lastName: checkedBy(customer.lastName, required('Last name')),
  email: checkedBy(customer.email, (issue, value) =>
    value.trim() === '' ? 'E-mail is required' : (tooLong(issue) ?? 'Enter an e-mail like name@example.com'),
  ),
  phone: optionalCustomer(customer.phone),
  company: optionalCustomer(customer.company),
  address: optionalCustomer(customer.address),
  zipCode: optionalCustomer(customer.zipCode),
  city: optionalCustomer(customer.city),
})
const TravelerDraft = z.object({ kind: z.enum(EXPERIENCE_TRAVELER_KINDS), ...travelerFieldChecks })

function fieldProblems(schema: z.ZodType, value: unknown, prefix: string, into: BasketErrors): void {
  const parsed = schema.safeParse(value)
  for (const issue of parsed.error?.issues ?? []) {
    const path = [prefix, ...issue.path.map(String)].join('.')
    into[path] ??= issue.message
  }
}

function travelerProblems(line: BasketLine, draft: LineDraft, at: number, into: BasketErrors): void {
  const base = `lines.${at}.travelers`
  let readable = true
  draft.travelers.forEach((t, i) => {
    fieldProblems(TravelerDraft, t, `${base}.${i}`, into)
    if (!birthdateReads(t.birthdate)) {
      readable = false
      return
    }
    const problem = birthdateProblem(t.kind, t.birthdate, line.startAt, 'the start date')
    if (problem !== null) {
      into[`${base}.${i}.birthdate`] ??= problem
      readable = false
    }
    const passport = passportProblem(t.expirationDate, line.endAt)
    if (passport !== null) into[`${base}.${i}.expirationDate`] ??= passport
  })
  // The party is judged once every birthdate reads: the ages decide the fit.
  if (!readable) return
  const fit = experienceTravelersFit(line.party, draft.travelers, line.startAt)
  if (!fit.fits) into[base] = fit.message
}

function extraProblems(line: BasketLine, draft: LineDraft, at: number, into: BasketErrors): void {
  const days = programDayCount(line.offer.experienceType, line.startAt, line.endAt)
  draft.extras.forEach((extra, i) => {
    const base = `lines.${at}.extras.${i}`
    if (!line.offer.price?.extras.some((priced) => priced.id === extra.id))
      into[`${base}.id`] = 'This extra is not offered with the current price: remove it.'
    if (extra.adultCount > line.party.adults)
      into[`${base}.adultCount`] = `The party has ${line.party.adults} adults: no more can take part.`
    else if (extra.adultCount + extra.childIndexes.length < 1)
      into[`${base}.adultCount`] = 'Choose at least one participant.'
    // As sent: a whole-experience extra sends no day (its day field is hidden).
    const dayIndex = extra.scope === 'day' && extra.dayIndex !== '' ? extra.dayIndex : null
    const problem = extraScopeProblem({ scope: extra.scope, dayIndex }, days)
    if (problem !== null)
      into[extra.scope === 'day' && days > 0 ? `${base}.dayIndex` : `${base}.scope`] = problem
  })
}

function hotelProblems(draft: LineDraft, at: number, into: BasketErrors): void {
  draft.hotels.forEach((hotel, i) => {
    if (hotel.hotelId === '')
      into[`lines.${at}.hotels.${i}.hotelId`] =
        `Choose the hotel of day ${hotel.dayIndex}, or say the customer books it on their own.`
  })
}

/** Every problem of the basket before booking; {} when it can be sent. */
export function basketProblems(lines: readonly BasketLine[], draft: BasketDraft): BasketErrors {
  const problems: BasketErrors = {}
  fieldProblems(CustomerDraft, draft.customer, 'customer', problems)
  lines.forEach((line, at) => {
    const lineDraft = draft.lines[at]
    if (lineDraft === undefined || lineDraft.key !== line.key) return
    if (line.offer.price === null)
      problems[`lines.${at}`] = 'This experience has no bookable price: remove it.'
    if (lineDraft.travelers.length === 0) problems[`lines.${at}.travelers`] = 'List the travelers.'
    travelerProblems(line, lineDraft, at, problems)
    extraProblems(line, lineDraft, at, problems)
    hotelProblems(lineDraft, at, problems)
  })
  if (Object.keys(problems).length > 0) return problems
  // What is left is what main refuses too: the contract's own schema, its paths read as the form's. A field the
  // basket does not show (what the offer brought: its name, its city, its price) is said on its line, which the
  // agent can remove; never on a field that is not on screen.
  const parsed = BookExperiencesInput.safeParse(toBookInput(lines, draft))
  for (const issue of parsed.error?.issues ?? []) {
    const [head, index, ...rest] = issue.path.map(String)
    if (head === 'items' && !SHOWN_LINE_FIELDS.has(rest[0] ?? '')) {
      problems[`lines.${index}`] ??=
        'This experience cannot be booked as it is (the service’s offer is incomplete): remove it and add it again from a new search.'
      continue
    }
    const field = rest[0] === 'selectedHotels' ? ['hotels', ...rest.slice(1)] : rest
    const path = head === 'items' ? ['lines', index, ...field].join('.') : issue.path.join('.')
    problems[path || 'form'] ??= issue.message
  }
  return problems
}

/** The parts of a basket item the line card shows as fields (everything else came with the offer). */
const SHOWN_LINE_FIELDS = new Set(['travelers', 'extras', 'selectedHotels', 'note'])
