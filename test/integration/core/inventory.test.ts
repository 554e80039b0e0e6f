import { describe, expect, it } from 'vitest'
import { samplePng } from '@agency-desk/sandbox/testing'
import { ServiceError } from '../../../src/main/api/errors'
import { decodeId } from '../../../src/shared/domain/ids'
import { channels } from '../../../src/shared/ipc/contract'
import { DEMO_KEYS } from '../../support/sandbox/http-client'
import { control, fileSandbox, type TestCore } from './fixtures'

/**
 * Issue 17 through the one dispatch: the core on the real sandbox, the sandbox playing staging with the first
 * supplier's key. A tour operator's key (the embedded sandbox's demo key) is refused by main itself.
 */
const sandbox = fileSandbox({ hotels: 100 })

async function supplierDesk(): Promise<TestCore> {
  const desk = sandbox.desk()
  await desk.call('credentials.setApiKey', { environment: 'staging', apiKey: DEMO_KEYS.dmc1 })
  await desk.call('settings.update', { environment: 'staging', baseUrls: { staging: sandbox.server.url } })
  return desk
}

const management = (desk: TestCore) =>
  desk.requests.filter((request) => request.includes('/api/v3/experiences'))

describe('who may use the inventory', () => {
  it('knows a supplier’s key, and refuses every channel to a tour operator’s key before calling the service', async () => {
    const operator = sandbox.desk()
    expect(await operator.call('inventory.access', undefined)).toMatchObject({ scope: 'to' })
    const probes = management(operator).length
    const refusal = await operator.fail('inventory.experiences', {})
    expect(refusal.code).toBe('NOT_ALLOWED')
    expect(refusal.message).toMatch(/tour operator/)
    expect(
      (
        await operator.fail('inventory.createExperience', {
          draftId: 'draft-0001',
          name: 'X',
          type: 'activity',
        })
      ).code,
    ).toBe('NOT_ALLOWED')
    expect((await operator.fail('inventory.deletePeriod', { experienceId: 'E1', periodId: 'P1' })).code).toBe(
      'NOT_ALLOWED',
    )
    // Asked once for these credentials, then refused by main alone.
    expect(management(operator).length).toBe(probes)

    const supplier = await supplierDesk()
    expect(await supplier.call('inventory.access', undefined)).toEqual({ scope: 'dmc', message: null })
    const list = await supplier.call('inventory.experiences', { sort: 'name' })
    expect(list.items.length).toBeGreaterThan(10)
    expect(list.items.every((item) => item.organizationId === list.items[0]?.organizationId)).toBe(true)
  })
})

describe('a supplier keeps an experience up to date', () => {
  it('creates, edits with PATCH per language, adds periods, days, an image, and publishes', async () => {
    const desk = await supplierDesk()
    const { experience, recovered } = await desk.call('inventory.createExperience', {
      draftId: 'draft-create-1',
      name: 'Sunrise over the dunes',
      type: 'program',
    })
    expect(recovered).toBe(false)
    expect(experience).toMatchObject({
      state: 'in_progress',
      type: 'program',
      name: 'Sunrise over the dunes',
    })
    const experienceId = experience.id

    // PATCH: only the keys sent change; the French copy leaves the English one alone; null clears.
    await desk.call('inventory.updateExperience', {
      experienceId,
      patch: { summary: 'Two days in the desert' },
    })
    await desk.call('inventory.updateExperience', {
      experienceId,
      locale: 'fr',
      patch: { name: 'Lever de soleil sur les dunes', summary: 'Deux jours dans le désert' },
    })
    const english = await desk.call('inventory.experience', { experienceId, locale: 'en' })
    expect(english).toMatchObject({ name: 'Sunrise over the dunes', summary: 'Two days in the desert' })
    expect(english.translations.sort()).toEqual(['en', 'fr'])
    const patched = desk.requests.filter((request) => request.startsWith('PATCH'))
    expect(patched.length).toBe(2)
    const cleared = await desk.call('inventory.updateExperience', {
      experienceId,
      locale: 'fr',
      patch: { summary: null },
    })
    expect(cleared.summary).toBeNull()
    expect((await desk.call('inventory.experience', { experienceId, locale: 'en' })).summary).toBe(
      'Two days in the desert',
    )
    // The type is locked: the contract takes no type in a patch.
    expect(
      (await desk.fail('inventory.updateExperience', { experienceId, patch: { type: 'activity' } as never }))
        .code,
    ).toBe('INVALID_INPUT')

    // Not publishable yet: no period, no day.
    const refused = await desk.fail('inventory.publish', { experienceId })
    expect(refused.code).toBe('CONFLICT')
    expect(refused.details?.missing).toEqual(['period', 'programDays'])

    // A period with overlapping bands never leaves main.
    const before = desk.requests.length
    const overlap = await desk.fail('inventory.createPeriod', {
      experienceId,
      period: {
        startAt: '2030-05-01',
        endAt: '2030-05-31',
        adultPrices: [
          { price: 120, minPax: 1, maxPax: 3 },
          { price: 100, minPax: 3, maxPax: 6 },
        ],
      },
    })
    expect(overlap.code).toBe('INVALID_INPUT')
    expect(overlap.details?.issues).toEqual([
      { path: 'period.adultPrices.1.minPax', message: 'This party size range overlaps line 1 (1 to 3).' },
    ])
    expect(desk.requests.length).toBe(before)
    const period = await desk.call('inventory.createPeriod', {
      experienceId,
      period: {
        startAt: '2030-05-01',
        endAt: '2030-05-31',
        state: 'free_sale',
        allotments: 20,
        adultPrices: [
          { price: 120, minPax: 1, maxPax: 2 },
          { price: 100, minPax: 3, maxPax: 6 },
        ],
        childPrices: [{ price: 50, minAge: 2, maxAge: 11 }],
      },
    })
    expect(period.adultPrices).toHaveLength(2)
    // The price list is replaced as a set.
    const repriced = await desk.call('inventory.updatePeriod', {
      experienceId,
      periodId: period.id,
      patch: { adultPrices: [{ price: 90, minPax: 1, maxPax: 6 }] },
    })
    expect(repriced.adultPrices).toEqual([{ price: 90, minPax: 1, maxPax: 6 }])
    expect(repriced.childPrices).toEqual([{ price: 50, minAge: 2, maxAge: 11 }])

    // Days: two, then one inserted between them.
    const day = (title: string) => ({
      title,
      program: null,
      startingTime: '09:00',
      endingTime: null,
      accommodationType: null,
      isIncludedAccommodation: false,
      meals: [],
      pois: [],
    })
    await desk.call('inventory.saveProgramDays', { experienceId, days: [day('Arrival'), day('Departure')] })
    const three = await desk.call('inventory.saveProgramDays', {
      experienceId,
      days: [day('Arrival'), day('Into the dunes'), day('Departure')],
    })
    expect(three.map((entry) => [entry.day, entry.title])).toEqual([
      [1, 'Arrival'],
      [2, 'Into the dunes'],
      [3, 'Departure'],
    ])

    // An image checked by content in main: a PDF renamed .png is never sent.
    const sent = desk.requests.length
    const pdf = await desk.fail('inventory.addImage', {
      experienceId,
      name: 'brochure',
      file: desk.core.files.acceptBytes(Buffer.from('%PDF-1.7 not an image')),
    })
    expect(pdf).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'file' } })
    expect(desk.requests.length).toBe(sent)
    // A PNG cut short passes the first bytes and is refused by the service (422), on its own field.
    const truncated = samplePng().subarray(0, 60)
    const corrupt = await desk.fail('inventory.addImage', {
      experienceId,
      name: 'cut',
      file: desk.core.files.acceptBytes(truncated),
    })
    expect(corrupt).toMatchObject({ code: 'SERVICE_ERROR', details: { field: 'data', status: 422 } })
    const image = await desk.call('inventory.addImage', {
      experienceId,
      name: 'Dunes',
      file: desk.core.files.acceptBytes(samplePng()),
    })
    expect(image).toMatchObject({ name: 'Dunes', primary: true, mediaType: 'image/png' })
    expect(
      (await desk.call('inventory.updateImage', { experienceId, imageId: image.id, name: 'Dunes at dawn' }))
        .name,
    ).toBe('Dunes at dawn')

    // Extras: a self-link is refused by main before it is sent.
    const self = await desk.fail('inventory.addExtra', { experienceId, addOnId: experienceId })
    expect(self).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'An experience cannot be its own extra.',
      details: { field: 'addOnId' },
    })

    const published = await desk.call('inventory.publish', { experienceId })
    expect(published.state).toBe('available')
    const checklist = await desk.call('inventory.checklist', { experienceId })
    expect(checklist.items.filter((item) => !item.done).map((item) => item.key)).toEqual(['description'])

    // A tour operator finds it in the search once it is published.
    const search = await fetch(
      `${sandbox.server.url}/api/v3/search?types=program&query=${encodeURIComponent('Sunrise over the dunes')}`,
      {
        headers: { 'X-API-Key': DEMO_KEYS.to1 },
      },
    ).then((response) => response.json() as Promise<{ data: { id: string; title: string }[] }>)
    expect(search.data.some((hit) => hit.id === experienceId && hit.title === 'Sunrise over the dunes')).toBe(
      true,
    )

    const archived = await desk.call('inventory.archive', { experienceId })
    expect(archived).toEqual({ done: true })
  })

  it('explains a period with bookings (409) and offers stop sale, which keeps them', async () => {
    const desk = await supplierDesk()
    const row = sandbox.server.sandbox.ctx.db
      .prepare(
        `SELECT p.id AS periodId, p.experience_id AS experienceId, p.allotments_used AS used FROM experience_periods p
           JOIN experiences e ON e.id = p.experience_id
          WHERE e.organization_id = 3 AND p.allotments_used > 0 AND p.state <> 'stop_sale' ORDER BY p.id LIMIT 1`,
      )
      .get() as { periodId: number; experienceId: number; used: number }
    const list = await desk.call('inventory.experiences', { includeArchived: true })
    const experienceId = list.items.find((item) => decodeId('experience', item.id) === row.experienceId)
      ?.id as string
    const periods = await desk.call('inventory.periods', { experienceId })
    const period = periods.find((entry) => entry.allotmentsUsed === row.used) as (typeof periods)[number]
    const refusal = await desk.fail('inventory.deletePeriod', { experienceId, periodId: period.id })
    expect(refusal.code).toBe('CONFLICT')
    expect(refusal.message).toMatch(/has bookings.*stop sale instead.*keeps the existing bookings/s)
    expect(refusal.details).toMatchObject({ serviceCode: 'PERIOD_HAS_BOOKINGS', field: null, status: 409 })
    const below = await desk.fail('inventory.updatePeriod', {
      experienceId,
      periodId: period.id,
      patch: { allotments: 0 },
    })
    expect(below.details).toMatchObject({ field: 'allotments', serviceCode: 'ALLOTMENT_BELOW_USED' })
    const stopped = await desk.call('inventory.updatePeriod', {
      experienceId,
      periodId: period.id,
      patch: { state: 'stop_sale' },
    })
    expect(stopped).toMatchObject({ state: 'stop_sale', allotmentsUsed: row.used })
  })
})

describe('read-only promotions', () => {
  it('lists an experience’s promotions and reads one, and cannot change them', async () => {
    const desk = await supplierDesk()
    const row = sandbox.server.sandbox.ctx.db
      .prepare(
        `SELECT p.experience_id AS experienceId, count(*) AS n FROM experience_promotions p
           JOIN experiences e ON e.id = p.experience_id WHERE e.organization_id = 3
          GROUP BY p.experience_id ORDER BY p.experience_id LIMIT 1`,
      )
      .get() as { experienceId: number; n: number }
    const list = await desk.call('inventory.experiences', {})
    const experienceId = list.items.find((item) => decodeId('experience', item.id) === row.experienceId)
      ?.id as string
    const promotions = await desk.call('inventory.promotions', { experienceId })
    expect(promotions).toHaveLength(row.n)
    const first = promotions[0] as (typeof promotions)[number]
    expect(await desk.call('inventory.promotion', { experienceId, promotionId: first.id })).toEqual(first)
    // Read-only: no channel writes a promotion.
    expect(Object.keys(channels).filter((name) => /promotion/i.test(name))).toEqual([
      'inventory.promotions',
      'inventory.promotion',
    ])
  })
})

describe('faults', () => {
  it('refuses edits offline without queueing them', async () => {
    const desk = await supplierDesk()
    const { experience } = await desk.call('inventory.createExperience', {
      draftId: 'draft-offline',
      name: 'Kept',
      type: 'activity',
    })
    await control(sandbox.server).faults({ offline: true })
    const read = await desk.fail('inventory.experience', { experienceId: experience.id })
    expect(read.code).toBe('OFFLINE')
    const patches = () => desk.requests.filter((request) => request.startsWith('PATCH')).length
    const before = patches()
    const write = await desk.fail('inventory.updateExperience', {
      experienceId: experience.id,
      patch: { summary: 'x' },
    })
    expect(write.code).toBe('OFFLINE')
    expect(write.message).toMatch(/needs the service.*nothing is queued/is)
    expect(patches()).toBe(before)
    await control(sandbox.server).clearFaults()
  })

  it('reads a create whose answer was lost back by name and creation time, and never creates it twice', async () => {
    const desk = await supplierDesk()
    const count = () =>
      (
        sandbox.server.sandbox.ctx.db
          .prepare(`SELECT count(*) AS n FROM experiences WHERE organization_id = 3`)
          .get() as { n: number }
      ).n
    const before = count()
    // The service processes the create, then the connection drops before the answer arrives.
    const api = desk.core.api.inventory.experiences
    const create = api.create.bind(api)
    let offlineAfter = false
    api.create = async (...args) => {
      await create(...args)
      if (offlineAfter) await control(sandbox.server).faults({ offline: true })
      throw new ServiceError({ code: 'NETWORK', message: 'socket hang up', outcomeUnknown: true })
    }
    const first = await desk.call('inventory.createExperience', {
      draftId: 'draft-lost',
      name: 'Night walk in the medina',
      type: 'activity',
    })
    expect(first).toMatchObject({ recovered: true, experience: { name: 'Night walk in the medina' } })
    expect(count()).toBe(before + 1)

    // Lost again, and the read-back cannot be made either: "try again", which finds it instead of sending it twice.
    offlineAfter = true
    const lost = await desk.fail('inventory.createExperience', {
      draftId: 'draft-lost-2',
      name: 'Souk tour',
      type: 'activity',
    })
    expect(lost).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
    expect(lost.message).toMatch(/never created twice/)
    await control(sandbox.server).clearFaults()
    const posts = desk.requests.filter((request) => request === 'POST /api/v3/experiences').length
    const retry = await desk.call('inventory.createExperience', {
      draftId: 'draft-lost-2',
      name: 'Souk tour',
      type: 'activity',
    })
    expect(retry).toMatchObject({ recovered: true, experience: { name: 'Souk tour' } })
    expect(desk.requests.filter((request) => request === 'POST /api/v3/experiences').length).toBe(posts)
    expect(count()).toBe(before + 2)
  })
})
