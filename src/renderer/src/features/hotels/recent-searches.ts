import type { SupplierCode } from '../../../../shared/api/availability'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import type { RecentSearch } from '../../../../shared/ipc/hotels.contract'
import {
  childAgeAtCheckIn,
  describeParty,
  isPerPage,
  newKey,
  newRoom,
  type SearchForm,
  type SortKey,
} from './search-form'
import { counted } from '../../../../shared/i18n'

/** A kept search back into the form it was run from, so that "run again" is the same search, editable. */
export function formFromRecent(saved: RecentSearch, base: SearchForm): SearchForm {
  const { query } = saved
  const sortEntry = query.sort?.[0]
  const sortKey = (sortEntry?.replace(/^-/, '') ?? 'recommended') as SortKey
  const rooms = query.rooms.map((room) => ({
    ...newRoom(room.adults),
    children: (room.childrenBirthdates ?? []).map((birthdate) => ({ key: newKey('child'), birthdate })),
  }))
  return {
    ...base,
    destinationText: saved.destinationText,
    destination: saved.destination,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms,
    nationality: query.rooms[0]?.firstAdultNationality ?? '',
    sortKey,
    sortDirection: sortEntry?.startsWith('-') ? 'desc' : 'asc',
    stars: [...(query.stars ?? [])],
    kinds: (query.kinds ?? []).map(String),
    styles: (query.styles ?? []).map(String),
    sustainability: [...(query.sustainability ?? [])],
    suppliers: [...(query.suppliers ?? [])] as SupplierCode[],
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
    ...(isPerPage(query.perPage) ? { perPage: query.perPage } : {}),
  }
}

/** Names of the catalog's kinds and styles by id, to say a search's filters in words. */
export interface FacetNames {
  kinds: ReadonlyMap<string, string>
  styles: ReadonlyMap<string, string>
}

const NO_NAMES: FacetNames = { kinds: new Map(), styles: new Map() }

const SUPPLIER_NAME: Record<string, string> = {
  supplier_own: 'Hotel direct contract',
  supplier_bedbank_a: 'Bed bank A',
  supplier_bedbank_b: 'Bed bank B',
  supplier_channel_c: 'Channel manager C',
}

const SORT_NAME: Record<string, string> = {
  price: 'price',
  promotionsCount: 'promotions',
  instantAvailability: 'instant availability',
}

type Query = RecentSearch['query']

/** "1 room · 2 adults, 1 child (aged 7)": the party with the children's ages at check-in, which price a room. */
export function describePartyWithAges(query: Pick<Query, 'rooms' | 'checkIn'>): string {
  const ages = query.rooms.flatMap((room) =>
    (room.childrenBirthdates ?? []).map((birthdate) => childAgeAtCheckIn(birthdate, query.checkIn)),
  )
  const known = ages.filter((age): age is number => age !== null)
  const party = describeParty(query.rooms)
  if (known.length === 0) return party
  return `${party} (aged ${known.join(', ')})`
}

/** The query's filters and sort in words, each a short phrase; none when the search has none. */
export function describeFilters(query: Query, locale: string, names: FacetNames = NO_NAMES): string[] {
  const parts: string[] = []
  const money = (amount: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)
  if (query.stars && query.stars.length > 0) parts.push(`${[...query.stars].sort().join(', ')}★`)
  const named = (ids: readonly (string | number)[] | undefined, known: ReadonlyMap<string, string>) =>
    (ids ?? []).map((id) => known.get(String(id)) ?? String(id))
  const kinds = named(query.kinds, names.kinds)
  if (kinds.length > 0) parts.push(kinds.join(', '))
  const styles = named(query.styles, names.styles)
  if (styles.length > 0) parts.push(styles.join(', '))
  if (query.sustainability && query.sustainability.length > 0)
    parts.push(`sustainability ${query.sustainability.join(', ')}`)
  if (query.suppliers && query.suppliers.length > 0)
    parts.push(query.suppliers.map((code) => SUPPLIER_NAME[code] ?? code).join(', '))
  const min = query.priceMin ?? null
  const max = query.priceMax ?? null
  if (min !== null && max !== null) parts.push(`price ${money(min)}–${money(max)}`)
  else if (min !== null) parts.push(`price from ${money(min)}`)
  else if (max !== null) parts.push(`price up to ${money(max)}`)
  const nationality = query.rooms[0]?.firstAdultNationality ?? null
  if (nationality !== null && nationality !== '') parts.push(`nationality ${nationality}`)
  const sort = query.sort?.[0]
  if (sort !== undefined) {
    const key = sort.replace(/^-/, '')
    parts.push(`by ${SORT_NAME[key] ?? key}${sort.startsWith('-') ? ', descending' : ''}`)
  }
  return parts
}

/** Where a search went: the destination picked with where it is, or the text searched as typed. */
export function describeWhere(label: Pick<RecentSearch, 'destination' | 'destinationText'>): string {
  const picked = label.destination
  if (picked === null) return `“${label.destinationText}”`
  return picked.detail ? `${picked.name} (${picked.detail})` : picked.name
}

/**
 * "Lisbon (Portugal) · 12 Mar 2027 – 15 Mar 2027 (3 nights) · 1 room · 2 adults · 4★, Bed bank A": where, when,
 * who, then the filters, so that two searches read differently whenever they search differently.
 */
export function describeRecent(saved: RecentSearch, locale: string, names: FacetNames = NO_NAMES): string {
  const { query } = saved
  const nights = nightsBetween(query.checkIn, query.checkOut)
  const filters = describeFilters(query, locale, names)
  return (
    `${describeWhere(saved)} · ${formatIsoDate(query.checkIn, locale)} – ${formatIsoDate(query.checkOut, locale)} ` +
    `(${counted('night', nights)}) · ${describePartyWithAges(query)}` +
    (filters.length === 0 ? '' : ` · ${filters.join(', ')}`)
  )
}

/**
 * The labels of a list of searches, each distinct: two searches that differ only in what no label says (the page
 * size, the service's language) are told apart by when they were run.
 */
export function recentLabels(
  searches: readonly RecentSearch[],
  locale: string,
  names: FacetNames = NO_NAMES,
  timeZone?: string,
): string[] {
  const labels = searches.map((search) => describeRecent(search, locale, names))
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return labels.map((label, at) => {
    if ((counts.get(label) ?? 0) < 2) return label
    const search = searches[at]!
    const extra: string[] = []
    if (search.query.perPage !== undefined) extra.push(`${search.query.perPage} a page`)
    const run = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone === undefined ? {} : { timeZone }),
    }).format(new Date(search.savedAt))
    return `${label} · ${[...extra, `run ${run}`].join(', ')}`
  })
}
