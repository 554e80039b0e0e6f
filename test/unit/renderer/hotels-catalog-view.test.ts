import { describe, expect, it } from 'vitest'
import {
  catalogInfo,
  filterOptions,
  formatCoordinates,
  imageAlt,
  type CatalogInfo,
} from '../../../src/renderer/src/features/hotels/catalog-view'
import type { HotelCatalogItem } from '../../../src/shared/api/catalog'

const item: HotelCatalogItem = {
  id: 'h-1',
  name: 'Casa Azul',
  address: 'Rua Augusta 10',
  city: { id: 'c-1', name: 'Lisbon' },
  country: { id: 'pt', name: 'Portugal' },
  lat: '38.7223',
  lon: '-9.1393',
  stars: 4,
  styles: [{ id: 's-1', name: 'Boutique' }],
  kinds: [{ id: 'k-1', name: 'Hotel' }],
  currency: 'EUR',
  images: [{ id: 'img-1', url: 'https://img.example/1.jpg', name: 'Lobby' }],
  giataId: null,
  koediaId: null,
  rakutenId: null,
  organizationId: 'o-1',
  organization: { id: 'o-1', name: 'Org' },
}

const info = (patch: Partial<CatalogInfo> = {}): CatalogInfo => ({ ...catalogInfo(item), ...patch })

describe('catalog view', () => {
  it('keeps what the screens show of a catalog item', () => {
    expect(catalogInfo(item)).toEqual({
      name: 'Casa Azul',
      stars: 4,
      address: 'Rua Augusta 10',
      city: 'Lisbon',
      cityId: 'c-1',
      country: 'Portugal',
      countryId: 'pt',
      lat: '38.7223',
      lon: '-9.1393',
      styles: [{ id: 's-1', name: 'Boutique' }],
      kinds: [{ id: 'k-1', name: 'Hotel' }],
      images: [{ url: 'https://img.example/1.jpg', name: 'Lobby' }],
    })
  })

  it('words the location as coordinates, or nothing when it is not a place', () => {
    expect(formatCoordinates('38.7223', '-9.1393')).toBe('38.7223° N, 9.1393° W')
    expect(formatCoordinates('-33.9', '18.42')).toBe('33.9000° S, 18.4200° E')
    expect(formatCoordinates('0', '0')).toBeNull()
    expect(formatCoordinates('', '10')).toBeNull()
    expect(formatCoordinates('95', '10')).toBeNull()
    expect(formatCoordinates('abc', '10')).toBeNull()
  })

  it('gives every image an alt text', () => {
    expect(imageAlt({ name: 'Lobby' }, 'Casa Azul', 0)).toBe('Casa Azul: Lobby')
    expect(imageAlt({ name: '  ' }, 'Casa Azul', 2)).toBe('Casa Azul, photo 3')
  })

  it('derives kinds and styles from the hotels seen, once each, sorted, keeping what is selected', () => {
    const catalog = {
      'h-1': info(),
      'h-2': info({
        kinds: [
          { id: 'k-2', name: 'Apartment' },
          { id: 'k-1', name: 'Hotel' },
        ],
        styles: [],
      }),
    }
    const none = { kinds: [], styles: [] }
    expect(filterOptions(none, catalog, { kinds: [], styles: [] })).toEqual({
      kinds: [
        { value: 'k-2', label: 'Apartment' },
        { value: 'k-1', label: 'Hotel' },
      ],
      styles: [{ value: 's-1', label: 'Boutique' }],
    })
    expect(filterOptions(none, {}, { kinds: ['k-9'], styles: [] })).toEqual({
      kinds: [{ value: 'k-9', label: 'k-9' }],
      styles: [],
    })
  })

  it('lists the cached catalog facets by name before a search, completed by the hotels seen', () => {
    const facets = {
      kinds: [{ id: 'k-1', name: 'Hotel', hotels: 1200 }],
      styles: [
        { id: 's-2', name: 'Design', hotels: 40 },
        { id: 's-1', name: 'Boutique', hotels: 310 },
      ],
    }
    const catalog = { 'h-2': info({ kinds: [{ id: 'k-2', name: 'Apartment' }], styles: [] }) }
    expect(filterOptions(facets, catalog, { kinds: [], styles: ['s-7'] })).toEqual({
      kinds: [
        { value: 'k-2', label: 'Apartment' },
        { value: 'k-1', label: 'Hotel' },
      ],
      styles: [
        { value: 's-1', label: 'Boutique' },
        { value: 's-2', label: 'Design' },
        { value: 's-7', label: 's-7' },
      ],
    })
  })

  it('after a search, lists its kinds and styles with what each would leave, not the catalog’s counts', () => {
    const facets = {
      kinds: [{ id: 'k-1', name: 'Hotel', hotels: 1200 }],
      styles: [{ id: 's-1', name: 'Boutique', hotels: 310 }],
    }
    const search = {
      kinds: [{ id: 'k-1', name: 'Hotel', hotels: 14 }],
      styles: [{ id: 's-2', name: 'Design', hotels: 3 }],
    }
    expect(filterOptions(facets, {}, { kinds: [], styles: ['s-1'] }, search)).toEqual({
      kinds: [{ value: 'k-1', label: 'Hotel (14)' }],
      styles: [
        { value: 's-1', label: 'Boutique (0)' },
        { value: 's-2', label: 'Design (3)' },
      ],
    })
  })
})
