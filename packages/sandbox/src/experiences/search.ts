import { encodeId } from '../../../../src/shared/domain/ids'
import { cityById, countryById, localName, toLocale } from '../catalog/locations'
import type { SandboxContext } from '../platform/context'
import type { ModuleSearchHit, ModuleSearchQuery } from '../platform/module-search'
import { listExperienceCards, localizedText } from './experiences.repo'
import type { ExperienceType } from './experiences.types'

/**
 * GET /api/v3/search for experiences. `activity`, `transfer` and `program` return experiences of that type;
 * `experience` returns every experience, typed as such for the add-on extras and by their own type otherwise.
 * Only `available` experiences are found (search is the tour operators' entry point). Names match in every
 * language, the requested one counting most; with searchDescriptions (default) summaries, descriptions,
 * highlights and program days match too, below any name match.
 */
export const EXPERIENCE_SEARCH_TYPES = ['experience', 'activity', 'transfer', 'program'] as const

export function findExperiences(ctx: SandboxContext, query: ModuleSearchQuery): ModuleSearchHit[] {
  const all = query.types.includes('experience')
  const types = all ? null : (query.types.filter((type) => type !== 'experience') as ExperienceType[])
  const locale = toLocale(query.locale)
  const { rows } = listExperienceCards(
    ctx.db,
    {
      states: ['available'],
      types,
      search: query.text,
      searchDescriptions: query.searchDescriptions,
      locale,
      countryIds: query.countryIds,
      organizationIds: query.organizationId === null ? null : [query.organizationId],
      reservableAloneOnly: query.standaloneExperiencesOnly,
    },
    { limit: query.limit },
  )
  return rows.map((row) => {
    const city = row.cityId === null ? undefined : cityById(row.cityId)
    const country = row.countryId === null ? undefined : countryById(row.countryId)
    const place = [city && localName(city.names, locale), country && localName(country.names, locale)].filter(
      Boolean,
    )
    return {
      id: encodeId('experience', row.id),
      type: row.type === 'extra' ? 'experience' : row.type,
      title: localizedText(row.texts, locale, 'name') ?? '',
      description: place.length === 0 ? null : place.join(', '),
      score: row.score,
      alpha2: country?.alpha2 ?? null,
    }
  })
}
