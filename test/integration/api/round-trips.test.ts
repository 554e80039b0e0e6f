import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { ServiceError } from '../../../src/main/api/client'
import { adult, control, customer, findBookableOffer, sandboxApi } from './sandbox-client'

/** Every endpoint family through the app's client against the real sandbox over HTTP. */

const server = sandboxForFile()
let api: ReturnType<typeof sandboxApi>

beforeAll(async () => {
  api = sandboxApi(server())
})

describe('catalog and search', () => {
  it('reads countries, regions, cities and hotels with their filters, and one hotel', async () => {
    const { client } = api
    const countries = await client.catalog.countries({ perPage: 5, sort: 'name' })
    expect(countries.meta).toMatchObject({ currentPage: 1, perPage: 5 })
    const portugal = (await client.catalog.countries({ search: 'Portugal' })).data[0]
    expect(portugal?.alpha2).toBe('PT')
    const regions = await client.catalog.regions({ countries: [portugal?.id ?? ''] })
    expect(regions.data.every((region) => region.country.id === portugal?.id)).toBe(true)
    const cities = await client.catalog.cities({
      countries: [portugal?.id ?? ''],
      search: 'Lisboa',
      locale: 'fr',
    })
    const lisbon = cities.data.find((city) => city.name === 'Lisbonne')
    expect(lisbon).toBeDefined()
    const hotels = await client.catalog.hotels({
      cities: [lisbon?.id ?? ''],
      stars: [4, 5],
      sort: '-stars',
      perPage: 3,
    })
    expect(hotels.data.length).toBeGreaterThan(0)
    expect(hotels.data.every((hotel) => hotel.city.id === lisbon?.id && hotel.stars >= 4)).toBe(true)
    const first = hotels.data[0]
    const hotel = await client.catalog.hotel(first?.id ?? '', { locale: 'fr' })
    expect(hotel).toMatchObject({ id: first?.id, name: first?.name })
  })

  it('resolves a destination with the search endpoint and counts it in the search bucket', async () => {
    const results = await api.client.search({ query: 'Lisb', types: ['city', 'hotel'], perPage: 5 })
    expect(results.data[0]).toMatchObject({ type: 'city', title: 'Lisbon' })
    expect(api.client.rateLimits().search.limit).toBeGreaterThan(0)
  })

  it('maps a v3 error to a typed error with the service’s code, details and requestId', async () => {
    const error = await api.client.catalog
      .hotels({ cities: ['not-an-id'] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_LOCATION_ID',
      details: { param: 'cities', value: 'not-an-id' },
      requestId: expect.any(String),
      endpoint: 'GET /api/v3/hotels',
    })
  })
})

describe('hotel booking flow (v3) and booking management (v1)', () => {
  it('books from a rooms handshake, then reads, lists, messages, documents, histories and cancels', async () => {
    const { client } = api
    const today = control(server()).today()
    const offer = await findBookableOffer(client, today)
    expect(offer.rooms.meta.requestId).toMatch(/^[0-9a-f-]{36}$/)

    const reference = `AD-IT-${Date.now()}`
    const booking = await client.bookings.createV3(
      {
        requestId: offer.requestId,
        customer,
        internalReference: reference,
        rooms: [{ bedCompositionId: offer.bedChoice.id, travelers: [adult('Léa'), adult('Hugo')] }],
      },
      { locale: 'en' },
    )
    expect(booking).toMatchObject({
      internalReference: reference,
      state: 'confirmed',
      checkIn: offer.stay.checkIn,
    })

    expect(await client.bookings.getV3(booking.id)).toMatchObject({
      id: booking.id,
      internalReference: reference,
    })
    const detail = await client.bookings.getV1(booking.id)
    expect(detail).toMatchObject({ id: booking.id, customerInternalReference: reference, kind: 'hotel' })

    const listed = await client.bookings.list({ search: reference })
    expect(listed.data.map((item) => item.id)).toEqual([booking.id])
    const paged = await client.bookings.list({ page: 1, perPage: 5 })
    expect(paged.data).toHaveLength(5)
    expect(paged.meta).toMatchObject({ currentPage: 1, perPage: 5 })

    const sent = await client.bookings.sendMessage(booking.id, 'Late arrival, around 23:00.')
    expect(sent).toMatchObject({ message: 'Late arrival, around 23:00.', messageType: 'request' })
    const messages = await client.bookings.messages(booking.id)
    expect(messages.map((message) => message.message)).toContain('Late arrival, around 23:00.')

    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const uploaded = await client.bookings.uploadDocument(booking.id, {
      fileName: 'rooming-list.pdf',
      bytes: pdf,
      contentType: 'application/pdf',
    })
    expect(uploaded).toMatchObject({ fileName: 'rooming-list.pdf', fileType: 'application/pdf' })
    const documents = await client.bookings.documents(booking.id)
    const document = documents.find((candidate) => candidate.fileName === 'rooming-list.pdf')
    const file = await client.bookings.downloadDocument(booking.id, document?.id ?? '')
    expect(file.contentType).toBe('application/pdf')
    expect(file.fileName).toBe('rooming-list.pdf')
    expect(Buffer.from(file.bytes).equals(Buffer.from(pdf))).toBe(true)

    await client.bookings.cancel(booking.id, 'Customer changed plans')
    expect((await client.bookings.getV1(booking.id)).state).toBe('canceled')
    const history = await client.bookings.histories(booking.id)
    expect(history.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Created/), 'Cancelled: Customer changed plans']),
    )
  })

  it('refuses to send a request that breaks the wire schema, naming the field', async () => {
    const error = await api.client.bookings
      .createV3({ requestId: 'x', customer: { ...customer, email: 'not-an-email' }, rooms: [] })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', path: 'customer.email' })
  })

  it('a booking of another organization of the group is 403 OWNED_BY_OTHER_ORGANIZATION', async () => {
    const other = sandboxApi(server(), {
      endpoint: async () => ({
        kind: 'ready',
        environment: 'sandbox',
        baseUrl: server().url,
        auth: { method: 'apiKey', apiKey: 'sandbox-to-key-2' },
      }),
    })
    const theirs = (await other.client.bookings.list({ perPage: 1, page: 1 })).data[0]
    const error = await api.client.bookings.getV3(theirs?.id ?? '').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 403, code: 'OWNED_BY_OTHER_ORGANIZATION' })
  })
})
