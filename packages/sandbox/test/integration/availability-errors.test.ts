import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { encodeId } from '../../../../src/shared/domain/ids'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

/** Every 400 of the availability endpoints, with the v3 error body and details { param, value }. */

const server = sandboxForFile()
let stay: string

beforeAll(async () => {
  const today = Date.parse(`${server().sandbox.ctx.clock.now().toISOString().slice(0, 10)}T00:00:00Z`)
  const day = (offset: number) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10)
  stay = `checkIn=${day(20)}&checkOut=${day(23)}&rooms[0][adults]=2`
})

async function error(
  query: string,
  path = '/api/v3/hotels/availability',
): Promise<{ status: number; body: ErrorBody }> {
  const response = await fetch(`${server().url}${path}?${query}`, {
    headers: { 'X-API-Key': 'sandbox-to-key-1' },
  })
  return { status: response.status, body: ErrorBody.parse(await response.json()) }
}

function expectError(
  answer: { status: number; body: ErrorBody },
  code: string,
  details?: Record<string, unknown>,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body).toMatchObject({ name: 'BadRequestError', code })
  expect(answer.body.message.length).toBeGreaterThan(0)
  if (details !== undefined) expect(answer.body.details).toMatchObject(details)
}

describe('availability search errors', () => {
  it('needs at least one destination criterion', async () => {
    expectError(await error(stay), 'INVALID_PARAMETER', { param: 'search' })
    expectError(await error(`${stay}&search=P`), 'INVALID_PARAMETER', { param: 'search', value: 'P' })
  })

  it('answers INVALID_LOCATION_ID for a non-id in cities, regions or countries', async () => {
    expectError(await error(`${stay}&cities=paris`), 'INVALID_LOCATION_ID', {
      param: 'cities',
      value: 'paris',
    })
    expectError(await error(`${stay}&regions[]=1&regions[]=x`), 'INVALID_LOCATION_ID', {
      param: 'regions',
      value: 'x',
    })
    expectError(await error(`${stay}&countries[0]=FR`), 'INVALID_LOCATION_ID', {
      param: 'countries',
      value: 'FR',
    })
    // An encoded id of another kind is not a city id either.
    expectError(await error(`${stay}&cities=${encodeId('hotel', 3)}`), 'INVALID_LOCATION_ID', {
      param: 'cities',
    })
  })

  it('answers INVALID_FILTER_VALUE for a non-id in hotels, kinds or styles and bad filter values', async () => {
    const base = `${stay}&cities=1`
    expectError(await error(`${stay}&hotels=abc`), 'INVALID_FILTER_VALUE', { param: 'hotels', value: 'abc' })
    expectError(await error(`${base}&kinds=hotel`), 'INVALID_FILTER_VALUE', {
      param: 'kinds',
      value: 'hotel',
    })
    expectError(await error(`${base}&styles[]=beach`), 'INVALID_FILTER_VALUE', {
      param: 'styles',
      value: 'beach',
    })
    expectError(await error(`${base}&stars=6`), 'INVALID_FILTER_VALUE', { param: 'stars', value: '6' })
    expectError(await error(`${base}&sustainability=green`), 'INVALID_FILTER_VALUE', {
      param: 'sustainability',
    })
    expectError(await error(`${base}&suppliers=supplier_d`), 'INVALID_FILTER_VALUE', {
      param: 'suppliers',
      value: 'supplier_d',
    })
    expectError(await error(`${base}&priceMin=-5`), 'INVALID_FILTER_VALUE', {
      param: 'priceMin',
      value: '-5',
    })
    expectError(await error(`${base}&priceMin=300&priceMax=100`), 'INVALID_FILTER_VALUE', {
      param: 'priceMin',
    })
    expectError(await error(`${base}&tripId=my-trip`), 'INVALID_FILTER_VALUE', { param: 'tripId' })
  })

  it('answers INVALID_SORT for a sort key other than price, promotionsCount, instantAvailability', async () => {
    const base = `${stay}&cities=1`
    expectError(await error(`${base}&sort=name`), 'INVALID_SORT', { param: 'sort', value: 'name' })
    expectError(await error(`${base}&sort=price,-stars`), 'INVALID_SORT', { param: 'sort', value: '-stars' })
    const fine = await fetch(
      `${server().url}/api/v3/hotels/availability?${base}&sort=-price,promotionsCount`,
      {
        headers: { 'X-API-Key': 'sandbox-to-key-1' },
      },
    )
    expect(fine.status).toBe(200)
  })

  it('validates dates: present, real, checkOut strictly after checkIn, not in the past', async () => {
    const rooms = 'rooms[0][adults]=2&cities=1'
    expectError(await error(rooms), 'INVALID_PARAMETER', { param: 'checkIn', value: null })
    expectError(await error(`checkIn=2030-02-30&checkOut=2030-03-02&${rooms}`), 'INVALID_PARAMETER', {
      param: 'checkIn',
    })
    expectError(await error(`checkIn=2030-03-01&checkOut=03/05/2030&${rooms}`), 'INVALID_PARAMETER', {
      param: 'checkOut',
    })
    expectError(await error(`checkIn=2030-03-01&checkOut=2030-03-01&${rooms}`), 'INVALID_PARAMETER', {
      param: 'checkOut',
    })
    expectError(await error(`checkIn=2030-03-05&checkOut=2030-03-01&${rooms}`), 'INVALID_PARAMETER', {
      param: 'checkOut',
    })
    expectError(await error(`checkIn=2001-03-05&checkOut=2001-03-07&${rooms}`), 'INVALID_PARAMETER', {
      param: 'checkIn',
    })
  })

  it('validates the deep-object rooms', async () => {
    const dates = stay.split('&rooms')[0] as string
    const base = `${dates}&cities=1`
    expectError(await error(base), 'INVALID_PARAMETER', { param: 'rooms' })
    expectError(await error(`${base}&rooms[0][adults]=0`), 'INVALID_PARAMETER', {
      param: 'rooms[0][adults]',
      value: '0',
    })
    expectError(await error(`${base}&rooms[0][adults]=two`), 'INVALID_PARAMETER', {
      param: 'rooms[0][adults]',
    })
    expectError(await error(`${base}&rooms[0][childrenBirthdates][0]=2019-01-01`), 'INVALID_PARAMETER', {
      param: 'rooms[0][adults]',
    })
    expectError(
      await error(`${base}&rooms[0][adults]=2&rooms[0][childrenBirthdates][0]=2019-13-01`),
      'INVALID_PARAMETER',
      {
        param: 'rooms[0][childrenBirthdates][0]',
      },
    )
    expectError(
      await error(`${base}&rooms[0][adults]=2&rooms[0][childrenBirthdates][0]=1990-01-01`),
      'INVALID_PARAMETER',
    )
    expectError(
      await error(`${base}&rooms[0][adults]=2&rooms[0][firstAdultNationality]=FRA`),
      'INVALID_PARAMETER',
      {
        param: 'rooms[0][firstAdultNationality]',
      },
    )
    expectError(await error(`${base}&rooms[0][beds]=2`), 'INVALID_PARAMETER', { param: 'rooms[0][beds]' })
    const many = Array.from({ length: 9 }, (_, index) => `rooms[${index}][adults]=1`).join('&')
    expectError(await error(`${base}&${many}`), 'INVALID_PARAMETER', { param: 'rooms' })
  })

  it('validates pagination', async () => {
    expectError(await error(`${stay}&cities=1&page=0`), 'INVALID_PAGINATION', { param: 'page' })
    expectError(await error(`${stay}&cities=1&perPage=1001`), 'INVALID_PAGINATION', { param: 'perPage' })
  })

  it('answers 401 without credentials', async () => {
    const response = await fetch(`${server().url}/api/v3/hotels/availability?${stay}&cities=1`)
    expect(response.status).toBe(401)
    ErrorBody.parse(await response.json())
  })
})

describe('rooms availability errors', () => {
  it('answers 404 for an unknown or malformed hotel id', async () => {
    for (const id of ['999999', 'nope', encodeId('room', 5)]) {
      const answer = await error(stay, `/api/v3/hotels/${id}/rooms/availability`)
      expect(answer.status).toBe(404)
      expect(answer.body.name).toBe('NotFoundError')
    }
  })

  it('applies the same parameter rules as the search', async () => {
    const path = `/api/v3/hotels/${encodeId('hotel', 1)}/rooms/availability`
    expectError(await error(`${stay}&sort=stars`, path), 'INVALID_SORT', { param: 'sort', value: 'stars' })
    expectError(await error(`${stay}&suppliers=nobody`, path), 'INVALID_FILTER_VALUE', { param: 'suppliers' })
    expectError(await error('rooms[0][adults]=2', path), 'INVALID_PARAMETER', { param: 'checkIn' })
    expectError(await error(`${stay.replace('adults]=2', 'adults]=9')}`, path), 'INVALID_PARAMETER', {
      param: 'rooms[0][adults]',
    })
  })

  it('answers 404 for a replaceBookingId the caller cannot see', async () => {
    const path = `/api/v3/hotels/${encodeId('hotel', 1)}/rooms/availability`
    const answer = await error(`${stay}&replaceBookingId=${encodeId('booking', 987654)}`, path)
    expect(answer.status).toBe(404)
  })

  it('refuses to replace an experience booking with a hotel stay', async () => {
    const list = await fetch(`${server().url}/api/v1/bookings/list`, {
      method: 'POST',
      headers: { 'X-API-Key': 'sandbox-to-key-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ product: 'experience', perPage: 1 }),
    })
    const [experienceBooking] = (await list.json()) as { id: string }[]
    expect(experienceBooking).toBeDefined()
    const path = `/api/v3/hotels/${encodeId('hotel', 1)}/rooms/availability`
    const answer = await error(`${stay}&replaceBookingId=${experienceBooking?.id}`, path)
    expectError(answer, 'VALIDATION_ERROR', { kind: 'experience' })
  })
})
