import type { SupplierCode } from '../../../../shared/api/availability'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import type { RecentSearch } from '../../../../shared/ipc/hotels.contract'
import { describeParty, isPerPage, newKey, newRoom, type SearchForm, type SortKey } from './search-form'
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

/** "Lisbon · 12 Mar 2027 – 15 Mar 2027 (3 nights) · 1 room · 2 adults" */
export function describeRecent(saved: RecentSearch, locale: string): string {
  const { query } = saved
  const nights = nightsBetween(query.checkIn, query.checkOut)
  const where = saved.destination?.name ?? `“${saved.destinationText}”`
  return (
    `${where} · ${formatIsoDate(query.checkIn, locale)} – ${formatIsoDate(query.checkOut, locale)} ` +
    `(${counted('night', nights)}) · ${describeParty(query.rooms)}`
  )
}
