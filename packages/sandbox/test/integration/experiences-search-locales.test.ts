import { beforeAll, describe, expect, it } from 'vitest'
import {
  ExperienceSearchResponseV1,
  type ExperienceSearchResultV1,
} from '../../../../src/shared/api/experiences-v1'
import { writeTexts } from '../../src/experiences/experiences.write'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import {
  createExperience,
  inDays,
  PARIS,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

/**
 * The v1 liste reads each result's texts in the requested locale with the en fallback (then any locale), and it
 * keeps the experiences' cards between requests: a change to the texts must show in the very next answer.
 */
const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let bilingual: CreatedExperience
let englishOnly: CreatedExperience
let germanOnly: CreatedExperience

const FRENCH = {
  name: 'Croisière sur la Seine à la tombée du jour',
  summary: 'Une heure sur l’eau, des ponts illuminés.',
  cancellationPolicies: 'Annulation gratuite jusqu’à 48 heures avant le départ.',
}

beforeAll(async () => {
  call = sandboxClient(server().url)
  bilingual = createExperience(server(), { name: 'Fixture Seine cruise at dusk' })
  writeTexts(server().sandbox.ctx.db, bilingual.id, 'fr', FRENCH, true)
  englishOnly = createExperience(server(), { name: 'Fixture English-only walk' })
  germanOnly = createExperience(server(), { name: 'Fixture German-only tour' })
  // Only German texts: the en row goes, so every locale falls back to "any locale".
  server()
    .sandbox.ctx.db.prepare(
      "UPDATE experience_texts SET locale = 'de', name = ? WHERE experience_id = ? AND locale = 'en'",
    )
    .run('Stadtführung nur auf Deutsch', germanOnly.id)
})

async function search(locale: string): Promise<Map<string, ExperienceSearchResultV1>> {
  const response = await call(`/api/v1/experiences/liste?locale=${locale}`, {
    method: 'POST',
    body: {
      cities: [PARIS],
      startAt: inDays(server(), 20),
      experienceComposition: { adults: 2, children: 0, childrenBirthdates: [] },
    },
  })
  expect(response.status, response.text).toBe(200)
  return new Map(ExperienceSearchResponseV1.parse(response.json).map((result) => [result.id, result]))
}

describe('POST /api/v1/experiences/liste?locale=', () => {
  it('fr answers the French texts, en the English ones; both list the same experiences and prices', async () => {
    const [fr, en] = [await search('fr'), await search('en')]
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
    const french = fr.get(bilingual.encodedId)
    const english = en.get(bilingual.encodedId)
    expect(french).toMatchObject({ ...FRENCH, translations: 'en,fr' })
    expect(english).toMatchObject({
      name: 'Fixture Seine cruise at dusk',
      summary: 'A fixture.',
      cancellationPolicies: 'Free cancellation up to 48 hours before the start; 50% charged within 48 hours.',
      translations: 'en,fr',
    })
    expect(french?.price?.price).toBe(english?.price?.price)
    expect(french?.inCity.title).toBe('Paris')
  })

  it('falls back to en, then to any locale written', async () => {
    const fr = await search('fr')
    expect(fr.get(englishOnly.encodedId)).toMatchObject({
      name: 'Fixture English-only walk',
      translations: 'en',
    })
    expect(fr.get(germanOnly.encodedId)).toMatchObject({
      name: 'Stadtführung nur auf Deutsch',
      translations: 'de',
    })
  })

  it('shows a change to the texts in the next answer', async () => {
    expect((await search('fr')).get(bilingual.encodedId)?.name).toBe(FRENCH.name)
    writeTexts(server().sandbox.ctx.db, bilingual.id, 'fr', { name: 'Croisière de nuit' }, false)
    expect((await search('fr')).get(bilingual.encodedId)?.name).toBe('Croisière de nuit')
    server()
      .sandbox.ctx.db.prepare("DELETE FROM experience_texts WHERE experience_id = ? AND locale = 'fr'")
      .run(bilingual.id)
    const after = (await search('fr')).get(bilingual.encodedId)
    expect(after).toMatchObject({ name: 'Fixture Seine cruise at dusk', translations: 'en' })
  })
})
