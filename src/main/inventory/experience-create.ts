import { DeskError } from '../../shared/ipc'
import type { ExperienceV3 } from '../../shared/api/experiences-v3'
import type { ApiClient } from '../api/client'
import { isServiceError } from '../api/errors'
import { inventoryError } from './inventory-errors'

export interface CreateRequest {
  draftId: string
  name: string
  type: ExperienceV3['type']
  locale: string
}

interface Attempt {
  name: string
  /** The ids the organization had before the first try: a match must be new. */
  before: ReadonlySet<string>
  /** The service's time when the first try was sent, minus a margin for clocks read at different moments. */
  since: number
}

const LOOKBACK = 100
const CLOCK_MARGIN_MS = 5 * 60_000

/**
 * A create is never sent twice for the same form (issue 17; ARCHITECTURE, "a booking is never created twice"). The
 * service takes no client reference for experiences, so a try whose answer was lost is found again by its name and
 * its creation time: an experience of that name that did not exist before the first try and was created after it.
 * The form's `draftId` ties a retry to its first try; only after that read-back finds nothing is it sent again.
 */
export function createExperienceCreator(api: ApiClient) {
  const attempts = new Map<string, Attempt>()

  const newest = (): Promise<ExperienceV3[]> =>
    api.inventory.experiences
      .list({ perPage: LOOKBACK, sort: '-createdAt', states: ['in_progress', 'available', 'archived'] })
      .then((page) => page.data)

  async function readBack(attempt: Attempt, locale: string): Promise<ExperienceV3 | null> {
    const fresh = (await newest()).filter(
      (experience) => !attempt.before.has(experience.id) && Date.parse(experience.createdAt) >= attempt.since,
    )
    for (const candidate of fresh) {
      // The list reads names in English; the one written may be in another language.
      const named =
        candidate.name === attempt.name
          ? candidate
          : await api.inventory.experiences.get(candidate.id, { locale })
      if (named.name?.trim() === attempt.name.trim()) return named
    }
    return null
  }

  return async function create(
    request: CreateRequest,
  ): Promise<{ experience: ExperienceV3; recovered: boolean }> {
    let attempt = attempts.get(request.draftId)
    try {
      if (attempt !== undefined) {
        const found = await readBack(attempt, request.locale)
        if (found !== null) {
          attempts.delete(request.draftId)
          return { experience: found, recovered: true }
        }
      } else {
        const before = new Set((await newest()).map((experience) => experience.id))
        attempt = { name: request.name, before, since: api.serviceNow().getTime() - CLOCK_MARGIN_MS }
      }
    } catch (error) {
      throw inventoryError(error, 'experience')
    }
    attempts.set(request.draftId, attempt)
    try {
      const experience = await api.inventory.experiences.create(
        { name: request.name, type: request.type },
        { locale: request.locale },
      )
      attempts.delete(request.draftId)
      return { experience, recovered: false }
    } catch (error) {
      if (!isServiceError(error) || !error.outcomeUnknown) {
        attempts.delete(request.draftId)
        throw inventoryError(error, 'experience')
      }
      const found = await readBack(attempt, request.locale).catch(() => null)
      if (found !== null) {
        attempts.delete(request.draftId)
        return { experience: found, recovered: true }
      }
      throw new DeskError(
        'OFFLINE',
        'The service did not confirm the new experience. Try again: Agency Desk first looks for it by its name ' +
          'and creation time, so it is never created twice.',
        { outcomeUnknown: true, field: null, requestId: error.requestId },
      )
    }
  }
}
