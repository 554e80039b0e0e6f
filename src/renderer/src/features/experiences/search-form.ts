import type { ExperienceTypeV1 } from '../../../../shared/api/experiences-v1'
import type { PricingType } from '../../../../shared/api/experiences-v3.enums'
import { isIsoDate } from '../../../../shared/domain/dates'
import { ageOn } from '../../../../shared/domain/travelers'
import {
  ExperienceSearchInput,
  type EXPERIENCE_SORTS,
  type ExperienceParty,
} from '../../../../shared/ipc/experiences.contract'
import type { Destination } from '../../ui/destination/destination'

/**
 * The experience search form as the agent edits it, and the pure rules that turn it into an experiences.search
 * input. The input is checked with the contract's own schema (main parses it again) before anything is sent.
 */

export const SEARCHABLE_TYPES = [
  'Activity',
  'Transfer',
  'Program',
] as const satisfies readonly ExperienceTypeV1[]
export type SearchableType = (typeof SEARCHABLE_TYPES)[number]
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number]
/** The service's order (relevance, showcased first) when no sort is chosen. */
export type SortChoice = ExperienceSort | 'relevance'
export type Guided = 'any' | 'guided' | 'notGuided'

/** Results asked for at once: more than a screenful, rendered virtualized. */
export const PER_PAGE = 200
export const MAX_CHILDREN = 10
/** A price range with only a floor is sent with this ceiling (the service takes both ends). */
const NO_CEILING = 1_000_000

export interface ChildDraft {
  key: string
  birthdate: string
}

export interface ExperienceForm {
  text: string
  destinationText: string
  destination: Destination | null
  types: SearchableType[]
  themes: string[]
  segments: string[]
  durationDays: number | null
  guided: Guided
  priceMin: number | null
  priceMax: number | null
  pax: number | null
  pricingType: PricingType | null
  sort: SortChoice
  /** '' while not chosen: without a start date the results carry no price. */
  startAt: string
  endAt: string
  adults: number
  children: ChildDraft[]
}

let keySeed = 0
export function newChild(): ChildDraft {
  keySeed += 1
  return { key: `child-${keySeed}`, birthdate: '' }
}

export function defaultForm(): ExperienceForm {
  return {
    text: '',
    destinationText: '',
    destination: null,
    types: [],
    themes: [],
    segments: [],
    durationDays: null,
    guided: 'any',
    priceMin: null,
    priceMax: null,
    pax: null,
    pricingType: null,
    sort: 'relevance',
    startAt: '',
    endAt: '',
    adults: 2,
    children: [],
  }
}

/** The party priced, or null when nobody is given (the results then carry no price: `noParty`). */
export function partyOf(form: Pick<ExperienceForm, 'adults' | 'children'>): ExperienceParty | null {
  if (form.adults === 0 && form.children.length === 0) return null
  return { adults: form.adults, childrenBirthdates: form.children.map((child) => child.birthdate) }
}

function destinationParams(picked: Destination | null): Partial<ExperienceSearchInput> {
  if (picked === null) return {}
  switch (picked.kind) {
    case 'city':
      return { cities: [picked.id] }
    case 'region':
      return { regions: [picked.id] }
    case 'country':
      return { countries: [picked.id] }
    case 'hotel':
      return {}
  }
}

/** Whether the form narrows the catalog at all: an empty form lists nothing rather than every experience. */
export function hasCriteria(form: ExperienceForm): boolean {
  return (
    form.text.trim().length >= 2 ||
    form.destination !== null ||
    form.types.length > 0 ||
    form.themes.length > 0 ||
    form.segments.length > 0 ||
    form.durationDays !== null ||
    form.pricingType !== null
  )
}

/** The form -> the experiences.search input (not yet checked: see `checkForm`). */
export function toSearchInput(form: ExperienceForm, locale: string): ExperienceSearchInput {
  const text = form.text.trim()
  const party = partyOf(form)
  const priced = form.startAt !== ''
  const range =
    form.priceMin === null && form.priceMax === null
      ? undefined
      : ([form.priceMin ?? 0, form.priceMax ?? NO_CEILING] as [number, number])
  return {
    ...(text === '' ? {} : { text }),
    ...destinationParams(form.destination),
    ...(form.types.length > 0 ? { types: [...form.types] } : {}),
    ...(form.themes.length > 0 ? { themes: [...form.themes] } : {}),
    ...(form.segments.length > 0 ? { segments: [...form.segments] } : {}),
    ...(form.durationDays === null ? {} : { durationDays: form.durationDays }),
    ...(form.guided === 'any' ? {} : { guided: form.guided === 'guided' }),
    ...(range === undefined ? {} : { priceRange: range }),
    ...(form.pax === null ? {} : { pax: form.pax }),
    ...(form.pricingType === null ? {} : { pricingType: form.pricingType }),
    ...(form.sort === 'relevance' ? {} : { sort: form.sort }),
    ...(priced ? { startAt: form.startAt, endAt: form.endAt === '' ? form.startAt : form.endAt } : {}),
    ...(party === null ? {} : { party }),
    locale,
    perPage: PER_PAGE,
  }
}

/** Field errors keyed `text`, `destination`, `dates`, `adults`, `children.0`, `priceMax`, `durationDays`, `pax`. */
export type FormErrors = Record<string, string>

/** Where a contract issue shows on the form. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path
  if (head === 'cities' || head === 'regions' || head === 'countries') return 'destination'
  if (head === 'priceRange') return 'priceMax'
  if (head === 'startAt' || head === 'endAt') return 'dates'
  if (head === 'party' && second === 'childrenBirthdates' && typeof third === 'number')
    return `children.${third}`
  if (head === 'party') return 'adults'
  return typeof head === 'string' ? head : 'form'
}

/**
 * The input to send and the field errors: the contract's schema first (what main would refuse), then what it cannot
 * know from the input alone (a destination typed but not picked, a child born after the start or 18 by then).
 */
export function checkForm(
  form: ExperienceForm,
  locale: string,
  today: string,
): { input: ExperienceSearchInput | null; errors: FormErrors } {
  const errors: FormErrors = {}
  const candidate = toSearchInput(form, locale)
  const parsed = ExperienceSearchInput.safeParse(candidate)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path)
      errors[field] ??= field.startsWith('children.') ? 'Enter the birthdate' : issue.message
    }
  if (form.destination === null && form.destinationText.trim() !== '')
    errors.destination = 'Pick a city, region or country from the list'
  if (form.startAt !== '' && form.startAt < today) errors.dates = 'The start date cannot be in the past'
  form.children.forEach((child, index) => {
    const key = `children.${index}`
    if (errors[key] !== undefined || !isIsoDate(child.birthdate)) return
    if (child.birthdate > today) errors[key] = 'Born in the future'
    else if (isIsoDate(form.startAt) && child.birthdate > form.startAt)
      errors[key] = 'Born after the start date'
    else if (isIsoDate(form.startAt) && ageOn(child.birthdate, form.startAt) >= 18)
      errors[key] = '18 or older on the start date: count as an adult'
  })
  return { input: Object.keys(errors).length === 0 && parsed.success ? parsed.data : null, errors }
}

/** Same search, possibly another page of it: the key a result list is kept under. */
export function searchKey(input: ExperienceSearchInput): string {
  return JSON.stringify(input)
}
