/** What `GET /api/v3/search` asks a module that contributes results (experiences, trip templates). */
export interface ModuleSearchQuery {
  /** Normalized query text (see platform/text.ts normalizeText; match it with fuzzyScore). */
  text: string
  locale: string
  /** Requested types this module declared. */
  types: readonly string[]
  countryIds: readonly number[]
  /** Owner restriction (search's organizationId), null = any. */
  organizationId: number | null
  standaloneExperiencesOnly: boolean
  searchDescriptions: boolean
  /** The caller may stop after this many best results. */
  limit: number
}

export interface ModuleSearchHit {
  /** Encoded id. */
  id: string
  type: string
  title: string
  description: string | null
  /** Relevance 0-100, comparable with fuzzyScore. */
  score: number
  alpha2: string | null
}
