import { describe, expect, it } from 'vitest'
import { ServiceError, serviceErrorToIpc } from '../../../src/main/api/client'
import { fileNameOf } from '../../../src/main/api/endpoints/bookings'
import { encodeQuery } from '../../../src/main/api/http/query'
import { availabilityQueryString } from '../../../src/shared/api'
import { manualClock } from '../../support/manual-clock'
import { API_KEY, BASE_URL, errorResponse, replay, settle, testClient } from './fakes'

const decode = (query: string) => decodeURIComponent(query).split('&')

describe('query encoding (deep-object)', () => {
  it('indexes rooms and their children, repeats top-level lists as name[]', () => {
    const query = encodeQuery({
      checkIn: '2026-06-01',
      rooms: [
        { adults: 2, childrenBirthdates: ['2019-05-01', '2021-01-31'] },
        { adults: 1, childrenBirthdates: [] },
      ],
      hotels: ['XGABPR', 42],
      stars: [4, 5],
    })
    expect(decode(query)).toEqual([
      'checkIn=2026-06-01',
      'rooms[0][adults]=2',
      'rooms[0][childrenBirthdates][0]=2019-05-01',
      'rooms[0][childrenBirthdates][1]=2021-01-31',
      'rooms[1][adults]=1',
      'hotels[]=XGABPR',
      'hotels[]=42',
      'stars[]=4',
      'stars[]=5',
    ])
  })

  it('leaves out absent values and spells booleans', () => {
    expect(decode(encodeQuery({ a: undefined, b: null, c: '', d: false, e: true, f: 0 }))).toEqual([
      'd=false',
      'e=true',
      'f=0',
    ])
  })

  it('sends availability exactly as the shared query builder spells it', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () => replay('hotels-page'))
    const stay = {
      checkIn: '2026-06-01',
      checkOut: '2026-06-04',
      rooms: [{ adults: 2, childrenBirthdates: ['2019-05-01'], firstAdultNationality: 'FR' }, { adults: 1 }],
      cities: ['YPQSEL'],
      suppliers: ['supplier_own'] as const,
      sort: ['-price', 'instantAvailability'],
    }
    await settle(
      clock,
      client.hotels.availability(stay).catch(() => undefined),
    )
    const sent = new URLSearchParams(requests[0]?.url.search)
    const expected = new URLSearchParams(availabilityQueryString(stay))
    expect([...sent].sort()).toEqual([...expected].sort())
    expect(sent.get('sort')).toBe('-price,instantAvailability')
  })

  it('checks parameters before sending: a bad stay or a too-short query is INVALID_REQUEST naming the field', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () => replay('hotels-page'))
    await expect(
      client.hotels.availability({
        checkIn: '2026-06-04',
        checkOut: '2026-06-01',
        rooms: [{ adults: 2 }],
        search: 'x',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST', path: 'checkOut' })
    await expect(client.search({ query: 'L', types: ['city'] })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      path: 'query',
    })
    await expect(client.catalog.hotels({ perPage: 5000 })).rejects.toMatchObject({ path: 'perPage' })
    expect(requests).toHaveLength(0)
  })
})

describe('response validation', () => {
  it('accepts the recorded answers of the sandbox', async () => {
    const clock = manualClock()
    const answers: Record<string, string> = {
      '/api/v3/hotels': 'hotels-page',
      '/api/v1/bookings/list': 'bookings-list',
      '/api/v3/bookings': 'booking-v3',
    }
    const { client } = testClient(clock, (request) => replay(answers[request.url.pathname] ?? 'booking-v1'))
    expect((await settle(clock, client.catalog.hotels({ perPage: 2 }))).data).toHaveLength(2)
    expect((await settle(clock, client.bookings.list({ page: 1, perPage: 2 }))).data).toHaveLength(2)
    expect((await settle(clock, client.bookings.getV1('ABC'))).kind).toBe('hotel')
  })

  it('a missing field is INVALID_RESPONSE with its path, the status and the requestId', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () =>
      replay('hotels-page', (body) => {
        delete body.data[1].city.name
        return body
      }),
    )
    const error = await settle(clock, client.catalog.hotels()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      path: 'data.1.city.name',
      status: 200,
      requestId: expect.any(String),
      endpoint: 'GET /api/v3/hotels',
      details: { issues: [expect.objectContaining({ path: 'data.1.city.name' })] },
    })
  })

  it('a wrong type in a nested room of the rooms answer names the nested path', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () =>
      replay('rooms-availability', (body) => {
        body.data[0].bedChoices[0].totalPriceWithPromo = '120.00'
        return body
      }),
    )
    const error = await settle(
      clock,
      client.hotels.rooms('XGABPR', {
        checkIn: '2026-06-01',
        checkOut: '2026-06-03',
        rooms: [{ adults: 2 }],
      }),
    ).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', path: 'data.0.bedChoices.0.totalPriceWithPromo' })
  })

  it('an answer that is not JSON is INVALID_RESPONSE at the root', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () => new Response('<html>proxy error</html>', { status: 200 }))
    await expect(settle(clock, client.bookings.getV3('ABC'))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      path: '(root)',
    })
  })
})

describe('error mapping', () => {
  it('reads the v3 error body: status, spec code, details, requestId', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () => replay('error-invalid-location'))
    const error = await settle(clock, client.catalog.hotels({ cities: ['nope'] })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_LOCATION_ID',
      serviceCode: 'INVALID_LOCATION_ID',
      details: { param: 'cities', value: 'nope' },
      requestId: expect.any(String),
    })
  })

  it('maps codes outside the spec by status and keeps the service’s own code', async () => {
    const clock = manualClock()
    const answers = [
      errorResponse(409, 'BOOKING_NOT_CANCELLABLE', 'Only a confirmed booking can be cancelled.'),
      errorResponse(404, 'NOT_FOUND', 'Booking not found.'),
      errorResponse(401, 'REQUEST_EXPIRED_X', 'Request expired'),
      errorResponse(409, 'PRICE_CHANGED_FOR_TRAVELERS', 'Price changed', {}, { totalPrice: 420 }),
      new Response('', { status: 418, headers: { 'X-Request-Id': 'from-header' } }),
    ]
    const { client } = testClient(clock, (_request, index) => answers[index] as Response)
    const next = () =>
      settle(clock, client.bookings.cancel('ABC', 'No longer needed')).catch((caught: unknown) => caught)
    expect(await next()).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      serviceCode: 'BOOKING_NOT_CANCELLABLE',
    })
    expect(await next()).toMatchObject({ code: 'NOT_FOUND', status: 404 })
    expect(await next()).toMatchObject({ code: 'REQUEST_EXPIRED', status: 401 })
    expect(await next()).toMatchObject({ code: 'PRICE_CHANGED_FOR_TRAVELERS', details: { totalPrice: 420 } })
    expect(await next()).toMatchObject({ code: 'BAD_REQUEST', status: 418, requestId: 'from-header' })
  })

  it('refuses a call pinned to another service than the active one, before anything is sent', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () => new Response(null, { status: 204 }))
    const elsewhere = client.bookings.cancel('ABC', 'No longer needed', {
      service: 'production https://api.example.test',
    })
    expect(await settle(clock, elsewhere).catch((caught: unknown) => caught)).toMatchObject({
      code: 'SERVICE_CHANGED',
      status: null,
      outcomeUnknown: false,
    })
    expect(requests).toEqual([])
    // Pinned to the active service (its identity: environment and address), it is sent.
    await settle(clock, client.bookings.cancel('ABC', 'No longer needed', { service: `staging ${BASE_URL}` }))
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'DELETE /api/v1/bookings/ABC',
    ])
  })

  it('never carries the key in an error, in its JSON or in the IPC error made from it', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () =>
      errorResponse(401, 'INVALID_API_KEY', 'The API key is not valid.'),
    )
    const error = (await settle(clock, client.catalog.countries()).catch(
      (caught: unknown) => caught,
    )) as ServiceError
    expect(requests[0]?.headers.get('x-api-key')).toBe(API_KEY)
    expect(error.code).toBe('UNAUTHENTICATED')
    const everything = [
      error.message,
      error.stack,
      JSON.stringify(error),
      JSON.stringify(serviceErrorToIpc(error)),
    ]
    for (const text of everything) expect(text).not.toContain(API_KEY)
  })

  it('turns errors into the IPC error the renderer understands', () => {
    const offline = new ServiceError({ code: 'NETWORK', message: 'The service cannot be reached.' })
    expect(serviceErrorToIpc(offline).code).toBe('OFFLINE')
    const conflict = new ServiceError({
      code: 'OFFER_NO_LONGER_AVAILABLE',
      message: 'Gone',
      status: 409,
      requestId: 'r1',
    })
    expect(serviceErrorToIpc(conflict)).toEqual({
      code: 'CONFLICT',
      message: 'Gone',
      details: { code: 'OFFER_NO_LONGER_AVAILABLE', status: 409, requestId: 'r1' },
      problem: { kind: 'conflict', serviceCode: 'OFFER_NO_LONGER_AVAILABLE', field: null },
    })
  })

  it('keeps the service’s code, status and requestId when the desk rephrases an error', () => {
    const lost = new ServiceError({
      code: 'TIMEOUT',
      message: 'No answer',
      outcomeUnknown: true,
      requestId: 'r2',
    })
    const told = lost.rephrased('The booking was not made. You can try again.', {
      outcomeUnknown: false,
      reference: 'AD-1',
    })
    expect(serviceErrorToIpc(told)).toEqual({
      code: 'OFFLINE',
      message: 'The booking was not made. You can try again.',
      details: { code: 'TIMEOUT', status: null, requestId: 'r2', outcomeUnknown: false, reference: 'AD-1' },
      // Looked up and not made: the lost connection is what remains of it.
      problem: { kind: 'unreachable' },
    })
    expect(lost.message).toBe('No answer')
  })

  it('reads a document’s file name from Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="voucher.pdf"; filename*=UTF-8''bon%20d%C3%A9j.pdf`)).toBe(
      'bon déj.pdf',
    )
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd')
    expect(fileNameOf('inline')).toBeNull()
    expect(fileNameOf(null)).toBeNull()
  })
})
