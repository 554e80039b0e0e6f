import type Database from 'better-sqlite3'
import type { HotelCatalogItem } from '../../../../src/shared/api/catalog'
import { encodeId } from '../../../../src/shared/domain/ids'
import { organizationById } from '../platform/organizations'
import { getHotelImages, type HotelImageRow, type HotelRow } from './hotels.repo'
import { cityById, countryById, localName, type Locale } from './locations'
import { HOTEL_KINDS, HOTEL_STYLES, taxonomyName } from './taxonomy'

/**
 * Encoding an id costs microseconds and a catalog page holds thousands of references to the same few cities,
 * countries, styles, kinds and owners: those small id spaces are encoded once.
 */
const REFERENCE_KINDS = ['city', 'country', 'region', 'style', 'kind', 'organization'] as const
type ReferenceKind = (typeof REFERENCE_KINDS)[number]
const encodedRefs = new Map<ReferenceKind, Map<number, string>>(
  REFERENCE_KINDS.map((kind) => [kind, new Map()]),
)
export function encodeRef(kind: ReferenceKind, id: number): string {
  const cache = encodedRefs.get(kind) as Map<number, string>
  let encoded = cache.get(id)
  if (encoded === undefined) {
    encoded = encodeId(kind, id)
    if (cache.size < 10_000) cache.set(id, encoded)
  }
  return encoded
}

/** URL of a hotel image: served by the sandbox itself (GET /_sandbox/images/hotels/{imageId}.png). */
export function hotelImageUrl(
  origin: string,
  image: Pick<HotelImageRow, 'id' | 'mediaType'>,
  encodedId: string = encodeId('image', image.id),
): string {
  const extension =
    image.mediaType === null ? 'png' : (image.mediaType.split('/')[1] ?? 'bin').replace('jpeg', 'jpg')
  return `${origin}/_sandbox/images/hotels/${encodedId}.${extension}`
}

/** A hotel as the catalog endpoints show it, every documented field present. */
export function toCatalogItem(
  hotel: HotelRow,
  images: readonly HotelImageRow[],
  locale: Locale,
  origin: string,
): HotelCatalogItem {
  const city = cityById(hotel.cityId)
  const country = countryById(hotel.countryId)
  const owner = organizationById(hotel.organizationId)
  return {
    id: encodeId('hotel', hotel.id),
    name: hotel.name,
    address: hotel.address,
    city: {
      id: encodeRef('city', hotel.cityId),
      name: city === undefined ? '' : localName(city.names, locale),
    },
    country: {
      id: encodeRef('country', hotel.countryId),
      name: country === undefined ? '' : localName(country.names, locale),
    },
    lat: hotel.lat,
    lon: hotel.lon,
    stars: hotel.stars,
    styles: hotel.styleIds.map((id) => ({
      id: encodeRef('style', id),
      name: taxonomyName(HOTEL_STYLES, id, locale),
    })),
    kinds: hotel.kindIds.map((id) => ({
      id: encodeRef('kind', id),
      name: taxonomyName(HOTEL_KINDS, id, locale),
    })),
    currency: hotel.currency,
    images: images.map((image) => {
      const id = encodeId('image', image.id)
      return { id, url: hotelImageUrl(origin, image, id), name: image.name }
    }),
    giataId: hotel.giataId,
    koediaId: hotel.koediaId,
    rakutenId: hotel.rakutenId,
    organizationId: encodeRef('organization', hotel.organizationId),
    organization: {
      id: encodeRef('organization', hotel.organizationId),
      name: owner?.displayName ?? '',
    },
  }
}

/** Catalog items of a page of hotels, with their images fetched in one query. */
export function toCatalogItems(
  db: Database.Database,
  hotels: readonly HotelRow[],
  locale: Locale,
  origin: string,
): HotelCatalogItem[] {
  const images = getHotelImages(
    db,
    hotels.map((hotel) => hotel.id),
  )
  return hotels.map((hotel) => toCatalogItem(hotel, images.get(hotel.id) ?? [], locale, origin))
}
