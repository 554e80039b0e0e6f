import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingListItemV1,
  BookingMessageV1,
  BookingV1,
} from '../../../src/shared/api/bookings-v1'
import { BookingV3 } from '../../../src/shared/api/bookings-v3'
import { HotelCatalogItem } from '../../../src/shared/api/catalog'
import { City, Country, Region } from '../../../src/shared/api/locations'
import { openDatabase } from '../../../src/main/db/connection'
import type { Db } from '../../../src/main/db/statements'

/**
 * Small builders of the service's wire shapes for repository tests. Each result is parsed with the shared zod
 * schema, so a fixture can never drift from what the service really sends.
 */

export function memoryDb(): Db {
  return openDatabase({ file: ':memory:' }).db
}

export const AT = '2026-03-01T10:00:00.000Z'

export function country(id: string, name: string, alpha2: string): Country {
  return Country.parse({ id, name, alpha2 })
}

export function region(id: string, name: string, countryRef: { id: string; name: string }): Region {
  return Region.parse({ id, name, country: countryRef })
}

export function city(
  id: string,
  name: string,
  regionRef: { id: string; name: string },
  countryRef: { id: string; name: string },
): City {
  return City.parse({ id, name, lat: '47.3769', lon: '8.5417', region: regionRef, country: countryRef })
}

export function hotel(
  id: string,
  name: string,
  options: {
    city?: { id: string; name: string }
    country?: { id: string; name: string }
    stars?: number
  } = {},
): HotelCatalogItem {
  return HotelCatalogItem.parse({
    id,
    name,
    address: `1 Main Street, ${options.city?.name ?? 'Zurich'}`,
    city: options.city ?? { id: 'CZUR', name: 'Zurich' },
    country: options.country ?? { id: 'KCH', name: 'Switzerland' },
    lat: '47.3769',
    lon: '8.5417',
    stars: options.stars ?? 4,
    styles: [{ id: 'STY', name: 'City break' }],
    kinds: [{ id: 'KND', name: 'Hotel' }],
    currency: 'CHF',
    images: [{ id: `IMG${id}`, url: `https://img.test/${id}.png`, name: 'Façade' }],
    giataId: null,
    koediaId: null,
    rakutenId: null,
    organizationId: 'ORGA',
    organization: { id: 'ORGA', name: 'Atlas Ground Services' },
  })
}

interface BookingOptions {
  state?: string
  createdAt?: string
  startAt?: string
  endAt?: string
  firstName?: string
  lastName?: string
  internalReference?: string | null
  hotelName?: string
  totalPrice?: number
}

export function listItem(id: string, options: BookingOptions = {}): BookingListItemV1 {
  return BookingListItemV1.parse({
    id,
    bookingId: id,
    platformId: 1,
    allotmentAvailable: true,
    customerFirstName: options.firstName ?? 'Ana',
    customerLastName: options.lastName ?? 'Müller',
    customerInternalReference:
      options.internalReference === undefined ? `REF-${id}` : options.internalReference,
    dmcReference: `DMC-${id}`,
    toReference: options.internalReference === undefined ? `REF-${id}` : options.internalReference,
    supplierCode: 'supplier_own',
    currency: 'EUR',
    createdAt: options.createdAt ?? '2026-02-01T09:00:00.000Z',
    dmcState: 'instant_booking',
    startAt: options.startAt ?? '2026-04-10',
    endAt: options.endAt ?? '2026-04-12',
    state: options.state ?? 'confirmed',
    totalPrice: options.totalPrice ?? 420.5,
    guaranteedDeparture: false,
    kind: 'hotel',
    numberOfNights: 2,
    experienceCompositions: null,
    roomCompositions: [],
    hotel: { id: 'HOTA', displayName: options.hotelName ?? 'Hotel Lisboa Plaza' },
    user: null,
  })
}

export function bookingV1(id: string, options: BookingOptions = {}): BookingV1 {
  const item = listItem(id, options)
  return BookingV1.parse({
    id,
    groupUuid: '6f1c1f9e-0000-4000-8000-000000000001',
    bookingRef: id,
    secret: 'secret',
    lang: 'en',
    supplierCode: 'supplier_own',
    hotelConfirmationNumber: null,
    groupBookingsIds: [],
    startAt: item.startAt,
    endAt: item.endAt,
    createdAt: item.createdAt,
    updatedAt: item.createdAt,
    canceledAt: null,
    hotelKeeperMessageSendAt: null,
    currency: item.currency,
    roomTotalPrices: '420.50',
    totalPrice: item.totalPrice,
    sourceTotalPrice: item.totalPrice,
    dmcTotalPriceWithoutPromo: item.totalPrice,
    cancellationFees: 0,
    customerLastName: item.customerLastName,
    customerFirstName: item.customerFirstName,
    customerCity: null,
    customerZipCode: null,
    customerAddress: null,
    customerAdditionalAddress: null,
    customerCompany: null,
    customerEmail: 'ana@example.test',
    customerPhoneNumber: null,
    customerInternalReference: item.customerInternalReference,
    customerFileId: 'FILE1',
    kind: 'hotel',
    showToTa: true,
    allotmentAvailable: true,
    note: null,
    operatorTourName: null,
    networkName: null,
    dmcReference: item.dmcReference,
    toReference: item.toReference,
    comment: null,
    hotelKeeperMessage: null,
    state: item.state,
    dmcState: 'instant_booking',
    guaranteedDeparture: 'false',
    numberOfNights: 2,
    hotel: {
      id: 'HOTA',
      displayName: item.hotel?.displayName ?? 'Hotel',
      stars: 4,
      address: null,
      cityName: 'Lisbon',
      regionName: null,
      countryName: 'Portugal',
      currency: 'EUR',
      showToTa: true,
      hasToRequest: false,
      canBeBooked: true,
      state: 'available',
    },
    organization: {
      id: 'ORG1',
      displayName: 'Demo Voyages',
      avatarUrl: null,
      bookingReceptionEmail: 'desk@demo.test',
      scope: 'to',
    },
    user: null,
    trip: null,
    roomsBooked: [],
    experiencesBooked: [],
    cancelConditions: [],
  })
}

export function bookingV3(id: string, options: BookingOptions = {}): BookingV3 {
  return BookingV3.parse({
    id,
    internalReference: options.internalReference === undefined ? `REF-${id}` : options.internalReference,
    tourOperatorName: null,
    networkName: null,
    note: null,
    currency: 'EUR',
    checkIn: options.startAt ?? '2026-04-10',
    checkOut: options.endAt ?? '2026-04-12',
    nightsCount: 2,
    state: options.state ?? 'sent',
    allotmentAvailable: false,
    totalPrice: options.totalPrice ?? 420.5,
    cancellationFees: null,
    hotel: { id: 'HOTA', name: options.hotelName ?? 'Hotel Lisboa Plaza' },
    customer: {
      firstName: options.firstName ?? 'Ana',
      lastName: options.lastName ?? 'Müller',
      email: 'ana@example.test',
      company: null,
      address: null,
      additionalAddress: null,
      zipCode: null,
      city: null,
      phoneNumber: null,
      fileId: null,
    },
    rooms: [],
    hotelConfirmationNumber: null,
    createdAt: options.createdAt ?? '2026-02-01T09:00:00.000Z',
    cancelledAt: null,
  })
}

export function message(id: string, sentAt: string, text = 'Late arrival, around 23:00.'): BookingMessageV1 {
  return BookingMessageV1.parse({
    id,
    sender: { id: 'U1', firstName: 'Ana', lastName: 'Agent' },
    message: text,
    sentAt,
    messageType: 'request',
  })
}

export function document(id: string, fileName = 'voucher.pdf'): BookingDocumentV1 {
  return BookingDocumentV1.parse({
    id,
    fileName,
    fileType: 'application/pdf',
    uploadedAt: '2026-02-02T10:00:00.000Z',
    downloadUrl: `https://service.test/documents/${id}`,
  })
}

export function historyEntry(
  id: string,
  bookingId: string,
  createdAt: string,
  label: string,
): BookingHistoryEntryV1 {
  return BookingHistoryEntryV1.parse({
    id,
    bookingId,
    userId: null,
    firstName: null,
    lastName: null,
    label,
    createdAt,
  })
}

/** The plan's detail lines, for query-plan assertions. */
export function queryPlan(db: Db, sql: string, ...params: unknown[]): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
    (row) => row.detail,
  )
}
