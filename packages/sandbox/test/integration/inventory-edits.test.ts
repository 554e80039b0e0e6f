import { describe, expect, it } from 'vitest'
import { ExperienceV3Response } from '../../../../src/shared/api/experiences-v3'
import { failure, inventorySandbox } from './inventory.fixtures'

// PATCH versus PUT semantics and per-locale texts of v3 experiences (spec rules 4 and 5).
const { dmc, create, fetchOne } = inventorySandbox()
describe('PATCH and PUT', () => {
  it('PATCH changes only the keys sent; an explicit null clears; name and state cannot be null', async () => {
    const created = await create({
      name: 'Patch me',
      type: 'activity',
      summary: 'Short',
      difficulty: 'advanced',
      guiding: true,
      guidingLanguages: ['en', 'fr'],
      durationHours: 3,
      maxPax: 10,
    })
    const response = await dmc(`/api/v3/experiences/${created.id}`, {
      method: 'PATCH',
      body: { summary: null, difficulty: null, guiding: null, durationHours: 4 },
    })
    const patched = ExperienceV3Response.parse(response.json).data
    expect(patched).toMatchObject({
      name: 'Patch me',
      summary: null,
      difficulty: null,
      guiding: false,
      guidingLanguages: ['en', 'fr'],
      durationHours: 4,
      maxPax: 10,
    })
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { name: null } }),
      400,
      'VALIDATION_ERROR',
    )
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { state: null } }),
      400,
      'VALIDATION_ERROR',
    )
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { state: 'archived' } }),
      400,
      'VALIDATION_ERROR',
    )
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PATCH', body: { minPax: 11 } }),
      400,
      'VALIDATION_ERROR',
    )
    expect(await fetchOne(created.id)).toEqual(patched)
  })

  it('PUT replaces the whole experience: omitted fields return to their defaults', async () => {
    const created = await create({
      name: 'Put me',
      type: 'activity',
      state: 'available',
      difficulty: 'expert',
      guiding: true,
      summary: 'S',
      pricingType: 'sic',
      maxPax: 8,
    })
    const response = await dmc(`/api/v3/experiences/${created.id}`, {
      method: 'PUT',
      body: { name: 'Put again', type: 'activity', description: '<p>New</p>' },
    })
    expect(response.status).toBe(200)
    const replaced = ExperienceV3Response.parse(response.json).data
    expect(replaced).toMatchObject({
      name: 'Put again',
      description: '<p>New</p>',
      summary: null,
      difficulty: null,
      guiding: false,
      pricingType: 'fit',
      maxPax: null,
      state: 'in_progress',
    })
    failure(
      await dmc(`/api/v3/experiences/${created.id}`, { method: 'PUT', body: { type: 'activity' } }),
      400,
      'VALIDATION_ERROR',
    )
  })
})

describe('texts per locale', () => {
  it('writes and reads the query locale; other languages stay untouched, also on PUT', async () => {
    const created = await create({
      name: 'Old port walk',
      type: 'activity',
      summary: 'English summary',
      highlights: 'EN highlights',
    })
    const fr = await dmc(`/api/v3/experiences/${created.id}?locale=fr`, {
      method: 'PATCH',
      body: { name: 'Balade au vieux port', summary: 'Résumé' },
    })
    expect(ExperienceV3Response.parse(fr.json).data).toMatchObject({
      locale: 'fr',
      name: 'Balade au vieux port',
      summary: 'Résumé',
      highlights: null,
      translations: ['en', 'fr'],
    })
    expect(await fetchOne(created.id)).toMatchObject({
      name: 'Old port walk',
      summary: 'English summary',
      highlights: 'EN highlights',
    })

    const put = await dmc(`/api/v3/experiences/${created.id}?locale=fr`, {
      method: 'PUT',
      body: { name: 'Promenade du port', type: 'activity' },
    })
    expect(ExperienceV3Response.parse(put.json).data).toMatchObject({
      name: 'Promenade du port',
      summary: null,
    })
    expect(await fetchOne(created.id)).toMatchObject({
      name: 'Old port walk',
      summary: 'English summary',
      highlights: 'EN highlights',
    })
    expect((await fetchOne(created.id, '?locale=fr')).name).toBe('Promenade du port')
    // A language without copy reads as nulls (no fallback on the management side); an unknown one reads as en.
    expect((await fetchOne(created.id, '?locale=de')).name).toBeNull()
    expect((await fetchOne(created.id, '?locale=xx')).name).toBe('Old port walk')
    failure(
      await dmc(`/api/v3/experiences/${created.id}?locale=xx`, { method: 'PATCH', body: { name: 'x' } }),
      400,
      'INVALID_PARAMETER',
    )
  })
})
