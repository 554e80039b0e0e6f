import { describe, expect, it } from 'vitest'
import {
  ExperienceV3List,
  ExperienceV3Response,
  ExtraLinkV3List,
  ExtraLinkV3Response,
  ProgramDayV3List,
  ProgramDayV3Response,
  type ExperienceV3,
  type ProgramDayV3,
} from '../../../../src/shared/api/experiences-v3'
import { SearchResponse } from '../../../../src/shared/api/search'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { failure, inventorySandbox } from './inventory.fixtures'

const { call, dmc } = inventorySandbox()
const experience = async (
  body: Record<string, unknown>,
  key: string = DEMO_KEYS.dmc1,
): Promise<ExperienceV3> => {
  const { state, ...rest } = body
  const response = await call('/api/v3/experiences', { key, method: 'POST', body: rest })
  expect(response.status).toBe(201)
  const created = ExperienceV3Response.parse(response.json).data
  if (state === undefined) return created
  // A new experience starts in progress: putting it on sale is a PATCH.
  const patched = await call(`/api/v3/experiences/${created.id}`, { key, method: 'PATCH', body: { state } })
  return ExperienceV3Response.parse(patched.json).data
}
const addDay = async (id: string, body: Record<string, unknown>, query = ''): Promise<ProgramDayV3> => {
  const response = await dmc(`/api/v3/experiences/${id}/programs${query}`, { method: 'POST', body })
  expect(response.status).toBe(201)
  return ProgramDayV3Response.parse(response.json).data
}
const days = async (id: string, query = '') =>
  ProgramDayV3List.parse((await dmc(`/api/v3/experiences/${id}/programs${query}`)).json).data

describe('program days', () => {
  it('appends days numbered by creation order; deleting one shifts the later numbers', async () => {
    const tour = await experience({ name: 'Three-day tour', type: 'program' })
    const one = await addDay(tour.id, {
      title: 'Arrival',
      accommodationType: 'hotel',
      isIncludedAccommodation: true,
      meals: ['dinner'],
    })
    const two = await addDay(tour.id, { title: 'Excursion', startingTime: '08:30', endingTime: '18:00' })
    const three = await addDay(tour.id, { title: 'Departure', accommodationType: 'no_accommodation' })
    expect([one.day, two.day, three.day]).toEqual([1, 2, 3])
    expect(one).toMatchObject({
      accommodationType: 'hotel',
      isIncludedAccommodation: true,
      meals: ['dinner'],
      pois: [],
      program: null,
    })
    expect(
      (await dmc(`/api/v3/experiences/${tour.id}/programs/${two.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    const after = await days(tour.id)
    expect(after.map((day) => [day.id, day.day, day.title])).toEqual([
      [one.id, 1, 'Arrival'],
      [three.id, 2, 'Departure'],
    ])
    const four = await addDay(tour.id, { title: 'Extra day' })
    expect(four.day).toBe(3)
    const refreshed = ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${tour.id}`)).json).data
    expect(refreshed.programsCount).toBe(3)
    failure(
      await dmc(`/api/v3/experiences/${tour.id}/programs/${two.id}`, {
        method: 'PATCH',
        body: { title: 'gone' },
      }),
      404,
      'NOT_FOUND',
    )
  })

  it('keeps pois authoritative and in the order sent; PATCH leaves absent keys; PUT resets', async () => {
    const tour = await experience({ name: 'POI tour', type: 'program' })
    const day = await addDay(tour.id, {
      title: 'Old town',
      meals: ['breakfast', 'lunch'],
      pois: [
        { name: 'Zoo', lat: 1, lon: 2 },
        { name: 'Abbey', lat: 3, lon: 4 },
        { name: 'Market', lat: 5, lon: 6 },
      ],
    })
    expect(day.pois.map((poi) => poi.name)).toEqual(['Zoo', 'Abbey', 'Market'])
    const path = `/api/v3/experiences/${tour.id}/programs/${day.id}`
    const patched = ProgramDayV3Response.parse(
      (
        await dmc(path, {
          method: 'PATCH',
          body: {
            pois: [
              { name: 'Market', lat: 5, lon: 6 },
              { name: 'Zoo', lat: 1, lon: 2 },
            ],
          },
        })
      ).json,
    ).data
    expect(patched.pois.map((poi) => poi.name)).toEqual(['Market', 'Zoo'])
    expect(patched).toMatchObject({ title: 'Old town', meals: ['breakfast', 'lunch'], day: 1 })
    const cleared = ProgramDayV3Response.parse(
      (await dmc(path, { method: 'PATCH', body: { meals: null, title: null } })).json,
    ).data
    expect(cleared).toMatchObject({ meals: [], title: null, pois: patched.pois })
    const put = ProgramDayV3Response.parse(
      (await dmc(path, { method: 'PUT', body: { program: '<p>All new</p>' } })).json,
    ).data
    expect(put).toMatchObject({
      program: '<p>All new</p>',
      title: null,
      pois: [],
      accommodationType: null,
      day: 1,
    })
    failure(await dmc(path, { method: 'PATCH', body: { startingTime: '25:00' } }), 400, 'VALIDATION_ERROR')
    failure(
      await dmc(path, { method: 'PATCH', body: { accommodationType: 'noAccomodation' } }),
      400,
      'VALIDATION_ERROR',
    )
  })

  it('writes title and program per locale (query locale), other languages untouched', async () => {
    const tour = await experience({ name: 'Bilingual tour', type: 'program' })
    const day = await addDay(tour.id, { title: 'Arrival', program: '<p>Welcome</p>' })
    await dmc(`/api/v3/experiences/${tour.id}/programs/${day.id}?locale=fr`, {
      method: 'PATCH',
      body: { title: 'Arrivée' },
    })
    expect((await days(tour.id))[0]).toMatchObject({ title: 'Arrival', program: '<p>Welcome</p>' })
    expect((await days(tour.id, '?locale=fr'))[0]).toMatchObject({ title: 'Arrivée', program: null })
    await addDay(tour.id, { title: 'Jour libre' }, '?locale=fr')
    expect((await days(tour.id)).map((entry) => entry.title)).toEqual(['Arrival', null])
  })

  it('refuses program days on other types with 409 NOT_A_PROGRAM (reading gives [])', async () => {
    const activity = await experience({ name: 'Not a program', type: 'activity' })
    failure(
      await dmc(`/api/v3/experiences/${activity.id}/programs`, { method: 'POST', body: { title: 'Day' } }),
      409,
      'NOT_A_PROGRAM',
    )
    expect(await days(activity.id)).toEqual([])
  })

  it('matches program-day text in the search when descriptions are searched', async () => {
    const tour = await experience({ name: 'Generic coastal tour', type: 'program', state: 'available' })
    await addDay(tour.id, {
      title: 'Xylophagous caves',
      program: '<p>Visit the <b>xylophagous</b> grottoes</p>',
    })
    const hits = SearchResponse.parse(
      (await call('/api/v3/search?query=xylophagous&types=program')).json,
    ).data
    expect(hits.map((hit) => hit.id)).toEqual([tour.id])
    const namesOnly = SearchResponse.parse(
      (await call('/api/v3/search?query=xylophagous&types=program&searchDescriptions=false')).json,
    ).data
    expect(namesOnly).toEqual([])
  })
})

describe('extras', () => {
  it('links a visible add-on (201), lists it, refuses a duplicate or itself (409), and DELETE removes only the link', async () => {
    const main = await experience({ name: 'Main tour', type: 'activity' })
    const addOn = await experience({ name: 'Lunch add-on', type: 'extra' })
    const path = `/api/v3/experiences/${main.id}/extras`
    const created = await dmc(path, { method: 'POST', body: { experienceId: addOn.id } })
    expect(created.status).toBe(201)
    const link = ExtraLinkV3Response.parse(created.json).data
    expect(link).toMatchObject({ experienceId: addOn.id, name: 'Lunch add-on', type: 'extra' })
    failure(await dmc(path, { method: 'POST', body: { experienceId: addOn.id } }), 409, 'DUPLICATE_EXTRA')
    failure(await dmc(path, { method: 'POST', body: { experienceId: main.id } }), 409, 'SELF_EXTRA')
    const list = ExtraLinkV3List.parse((await dmc(path)).json)
    expect(list.data.map((entry) => entry.id)).toEqual([link.id])
    expect(
      ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${main.id}`)).json).data.extrasCount,
    ).toBe(1)
    // There is nothing to update on a link.
    failure(await dmc(`${path}/${link.id}`, { method: 'PATCH', body: {} }), 404, 'ROUTE_NOT_FOUND')
    expect((await dmc(`${path}/${link.id}`, { method: 'DELETE' })).status).toBe(204)
    expect(ExtraLinkV3List.parse((await dmc(path)).json).data).toEqual([])
    expect((await dmc(`/api/v3/experiences/${addOn.id}`)).status).toBe(200)
    failure(await dmc(`${path}/${link.id}`, { method: 'DELETE' }), 404, 'NOT_FOUND')
  })

  it('answers 404 for an add-on the caller cannot see (another supplier’s in progress or archived, unknown)', async () => {
    const main = await experience({ name: 'Host', type: 'activity' })
    const hidden = await experience({ name: 'Hidden add-on', type: 'extra' }, DEMO_KEYS.dmc2)
    const path = `/api/v3/experiences/${main.id}/extras`
    failure(await dmc(path, { method: 'POST', body: { experienceId: hidden.id } }), 404, 'NOT_FOUND')
    failure(await dmc(path, { method: 'POST', body: { experienceId: '999999999' } }), 404, 'NOT_FOUND')
    failure(await dmc(path, { method: 'POST', body: { experienceId: 'not-an-id' } }), 404, 'NOT_FOUND')
    // Another supplier's available experience is visible, so it can be an add-on.
    const visible = ExperienceV3List.parse(
      (await call('/api/v3/experiences?types=extra&states=available&perPage=1', { key: DEMO_KEYS.dmc2 }))
        .json,
    ).data[0] as ExperienceV3
    expect((await dmc(path, { method: 'POST', body: { experienceId: visible.id } })).status).toBe(201)
    await call(`/api/v3/experiences/${visible.id}`, { key: DEMO_KEYS.dmc2, method: 'DELETE' })
    const archived = await experience({ name: 'Archived add-on', type: 'extra', state: 'available' })
    await dmc(`/api/v3/experiences/${archived.id}`, { method: 'DELETE' })
    failure(await dmc(path, { method: 'POST', body: { experienceId: archived.id } }), 404, 'NOT_FOUND')
    // A link of another experience is not this one's.
    const other = await experience({ name: 'Other host', type: 'activity' })
    const links = ExtraLinkV3List.parse((await dmc(path)).json).data
    failure(
      await dmc(`/api/v3/experiences/${other.id}/extras/${links[0]?.id ?? 'X'}`, { method: 'DELETE' }),
      404,
      'NOT_FOUND',
    )
    failure(await dmc(path, { method: 'POST', body: {} }), 400, 'VALIDATION_ERROR')
  })
})
