import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { adult, control, dayAfter, sandboxApi } from './sandbox-client'

/**
 * Experiences through the app's client on the real sandbox: a supplier builds an experience with the v3 manage
 * endpoints, a tour operator finds it priced, books it and cancels it with the v1 endpoints.
 */

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const server = sandboxForFile()
let operator: ReturnType<typeof sandboxApi>
let supplier: ReturnType<typeof sandboxApi>

beforeAll(async () => {
  operator = sandboxApi(server())
  const dmcEndpoint = {
    kind: 'ready' as const,
    environment: 'sandbox' as const,
    baseUrl: server().url,
    auth: { method: 'apiKey' as const, apiKey: 'sandbox-dmc-key-1' },
  }
  supplier = sandboxApi(server(), { endpoint: async () => dmcEndpoint })
})

describe('experiences', () => {
  it('a supplier builds an experience; a tour operator prices, books and cancels it', async () => {
    const { inventory } = supplier.client
    const today = control(server()).today()
    const paris = (await operator.client.catalog.cities({ search: 'Paris' })).data[0]
    const name = `Agency Desk test walk ${Date.now()}`

    const created = await inventory.experiences.create(
      {
        name,
        type: 'activity',
        cityId: paris?.id ?? '',
        currency: 'EUR',
        durationHours: 3,
        minPax: 1,
        maxPax: 12,
      },
      { locale: 'en' },
    )
    expect(created).toMatchObject({ name, type: 'activity', state: 'in_progress' })
    const period = await inventory.periods.create(created.id, {
      startAt: dayAfter(today, -1),
      endAt: dayAfter(today, 300),
      state: 'free_sale',
      adultPrices: [{ price: 40, minPax: 1, maxPax: 12 }],
      childPrices: [],
    })
    expect(period).toMatchObject({ state: 'free_sale', experienceId: created.id })
    const image = await inventory.images.add(created.id, { name: 'Meeting point', data: PNG, primary: true })
    expect(image).toMatchObject({ name: 'Meeting point', primary: true })
    expect(await inventory.images.update(created.id, image.id, { name: 'Start' })).toMatchObject({
      name: 'Start',
    })
    const available = await inventory.experiences.update(created.id, { state: 'available' })
    expect(available.state).toBe('available')
    expect((await inventory.experiences.list({ search: name })).data.map((item) => item.id)).toContain(
      created.id,
    )
    expect((await inventory.periods.list(created.id)).data).toHaveLength(1)
    expect((await inventory.programs.list(created.id)).data).toEqual([])
    expect((await inventory.promotions.list(created.id)).meta.total).toBe(0)

    const startAt = dayAfter(today, 30)
    const results = await operator.client.experiences.list({
      search: name,
      cities: [paris?.id ?? ''],
      startAt,
      endAt: startAt,
      experienceComposition: { adults: 2, children: 0, childrenBirthdates: [] },
    })
    const offer = results.find((result) => result.id === created.id)
    expect(offer?.price).toMatchObject({ currency: 'EUR', allotment: true })
    expect((await operator.client.experiences.detail(created.id)).name).toBe(name)

    const reference = `AD-EXP-${Date.now()}`
    const [booking] = await operator.client.experiences.book([
      {
        id: offer?.price?.priceId ?? '',
        startAt,
        endAt: startAt,
        customerFirstName: 'Léa',
        customerLastName: 'Martin',
        customerEmail: 'lea.martin@example.test',
        travelers: [adult('Léa'), adult('Hugo')],
        toReference: reference,
      },
    ])
    expect(booking).toMatchObject({ state: 'confirmed', currency: 'EUR' })
    const detail = await operator.client.bookings.getV1(booking?.id ?? '')
    expect(detail).toMatchObject({ kind: 'experience', toReference: reference })
    await operator.client.bookings.cancel(booking?.id ?? '', 'Rain forecast')
    expect((await operator.client.bookings.getV1(booking?.id ?? '')).state).toBe('canceled')

    await inventory.images.remove(created.id, image.id)
    await inventory.experiences.archive(created.id)
    expect((await inventory.experiences.get(created.id)).state).toBe('archived')
  })

  it('follows an export link on the service only, without the key; an expired link is a 410', async () => {
    const sent: { url: string; headers: Headers }[] = []
    const watched = sandboxApi(server(), {
      fetch: (input, init) => {
        sent.push({ url: String(input), headers: new Headers(init?.headers) })
        return fetch(input, init)
      },
    })
    const elsewhere = await watched.client.experiences
      .downloadExport('http://198.51.100.7/_sandbox/exports/abc.pdf')
      .catch((error: unknown) => error)
    expect(elsewhere).toMatchObject({ code: 'INVALID_REQUEST' })
    expect(sent).toEqual([])

    const demo = (await operator.client.experiences.list({ types: ['Activity'] }))[0]
    if (demo === undefined) throw new Error('no demo activity')
    const today = control(server()).today()
    const link = await watched.client.experiences.exportOffer(demo.id, 'pdf', {
      startAt: dayAfter(today, 10),
      adults: 2,
      price: 100,
      currency: 'EUR',
    })
    const file = await watched.client.experiences.downloadExport(link.downloadUrl)
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-')
    const download = sent.at(-1)
    expect(download?.url).toBe(link.downloadUrl)
    expect(download?.headers.get('x-api-key')).toBeNull()

    await fetch(`${server().url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 2 * 3600 }),
    })
    const gone = await watched.client.experiences
      .downloadExport(link.downloadUrl)
      .catch((error: unknown) => error)
    expect(gone).toMatchObject({ status: 410 })
  })

  it('a tour operator key cannot change an experience: a typed error, not a crash', async () => {
    const error = await operator.client.inventory.experiences
      .create({ name: 'Not mine', type: 'activity' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: expect.any(Number), code: expect.any(String) })
    expect((error as { status: number }).status).toBeGreaterThanOrEqual(400)
  })

  it('a supplier manages the images of its own hotel one at a time', async () => {
    const hotel = (await supplier.client.catalog.hotels({ perPage: 1 })).data[0]
    const added = await supplier.client.inventory.hotelImages.add(hotel?.id ?? '', {
      name: 'Lobby',
      data: PNG,
    })
    expect(added).toMatchObject({ name: 'Lobby', hotelId: hotel?.id })
    const renamed = await supplier.client.inventory.hotelImages.update(hotel?.id ?? '', added.id, {
      name: 'Hall',
    })
    expect(renamed.name).toBe('Hall')
    await supplier.client.inventory.hotelImages.remove(hotel?.id ?? '', added.id)
    const after = await supplier.client.catalog.hotel(hotel?.id ?? '')
    expect(after.images.map((item) => item.id)).not.toContain(added.id)
  })
})
