import type { ExperienceDetailV1 } from '../../shared/api/experiences-v1'
import {
  cachedResultsTagged,
  listExperienceFacets,
  saveExperienceDetail,
  unknownExperienceTags,
} from '../db/experiences.repo'
import type { Db } from '../db/statements'

/**
 * The themes and segments the search filters offer. The service's search results name them only as `tags` (theme
 * then segment names, no ids), while its filters take ids: only a detail gives both ({ id, displayName }). So when
 * the cached results carry a tag no theme or segment learned so far is named, a few details are read (the result
 * carrying the most unknown tags first) and kept like any detail read, which teaches their ids. After the first
 * search the filters thus offer every theme and segment its results carry, without the agent opening any.
 */

/** Details read by one call at most: a detail names 1-3 themes and segments, the sandbox 20 in all. */
const DETAILS_PER_CALL = 8
/** Candidates looked at per read. */
const CANDIDATES = 20

export interface FacetOptions {
  themes: { id: string; name: string }[]
  segments: { id: string; name: string }[]
}

export interface ExperienceFacetsDeps {
  db: Db
  /** The active service; null when the environment has no address. */
  service: () => string | null
  isOnline: () => boolean
  /** A detail from the service (not the cache), in the agent's language. */
  readDetail: (id: string) => Promise<ExperienceDetailV1>
  /** Writes still pending (a search's cache write is made after its answer): the cache read must see them. */
  flush: () => void
  now: () => string
  locale: () => string
}

export function createExperienceFacets(deps: ExperienceFacetsDeps): { options(): Promise<FacetOptions> } {
  // Tags a detail read did not name (another language, or a tag that is neither): not asked again by this process.
  const unresolved = new Map<string, Set<string>>()
  const readIds = new Set<string>()
  let learning: Promise<void> | null = null

  // Sorted in the agent's language (the database's NOCASE order knows only ASCII letters).
  const known = (service: string): FacetOptions => {
    const collator = new Intl.Collator(deps.locale(), { sensitivity: 'base' })
    const sorted = (kind: 'theme' | 'segment') =>
      listExperienceFacets(deps.db, service, kind).sort(
        (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
      )
    return { themes: sorted('theme'), segments: sorted('segment') }
  }

  const learn = async (service: string): Promise<void> => {
    const ignored = unresolved.get(service) ?? new Set<string>()
    unresolved.set(service, ignored)
    for (let reads = 0; reads < DETAILS_PER_CALL; reads += 1) {
      const unknown = unknownExperienceTags(deps.db, service, [...ignored])
      if (unknown.length === 0) return
      const candidate = cachedResultsTagged(deps.db, service, unknown, CANDIDATES).find(
        (result) => !readIds.has(`${service} ${result.id}`),
      )
      if (candidate === undefined) {
        unknown.forEach((tag) => ignored.add(tag))
        return
      }
      readIds.add(`${service} ${candidate.id}`)
      let detail: ExperienceDetailV1
      try {
        detail = await deps.readDetail(candidate.id)
      } catch {
        // The service did not answer: the filters offer what is known; a later call tries again.
        readIds.delete(`${service} ${candidate.id}`)
        return
      }
      saveExperienceDetail(deps.db, service, deps.locale(), detail, deps.now())
      const named = new Set([...detail.themes, ...detail.segments].map((ref) => ref.displayName))
      for (const tag of candidate.tags) if (unknown.includes(tag) && !named.has(tag)) ignored.add(tag)
    }
  }

  return {
    async options() {
      const service = deps.service()
      if (service === null) return { themes: [], segments: [] }
      deps.flush()
      if (deps.isOnline()) {
        learning ??= learn(service).finally(() => {
          learning = null
        })
        await learning
      }
      return known(service)
    },
  }
}
