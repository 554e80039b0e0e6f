import type { ExperiencePriceV1, ExperienceSearchResultV1 } from '../../shared/api/experiences-v1'
import { DeskError, type IpcError } from '../../shared/ipc'
import type {
  ExperienceDetailResult,
  ExperienceOffer,
  ExperienceSearchInput,
  ExperienceSearchResult,
} from '../../shared/ipc/experiences.contract'
import type { ServiceClock } from '../../shared/ipc/connectivity.contract'
import { serviceErrorToIpc, type ApiClient, type ServiceError } from '../api/client'
import { fetchOrFallBack, unavailable } from '../read-through/read-through'
import { holdOf } from '../booking-creates/offer-hold'
import {
  getExperienceDetail,
  getExperienceSearch,
  saveExperienceDetail,
  saveExperienceSearch,
} from '../db/experiences.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { createExperienceFacets, type FacetOptions } from './experience-facets'
import { compositionOf, pricingOf, searchKey, searchRequest } from './search-request'

/**
 * Experience reads: the search (priced for a party), the detail, the filter options and one experience priced
 * again. Each answer of the service is kept per service (experiences.repo.ts); when the service cannot be reached,
 * the same search or detail answers from there, with its time and without prices (a cached price is never
 * bookable).
 */
export interface ExperienceCatalog {
  search(input: ExperienceSearchInput): Promise<ExperienceSearchResult>
  detail(id: string, locale?: string): Promise<ExperienceDetailResult>
  /** Themes and segments for the filters: those learned, completed from the cached results' tags (experience-facets.ts). */
  filterOptions(): Promise<FacetOptions>
  /** The experience's offer for a party and dates (its city's search narrowed to its name); null: no price. */
  quote(input: QuoteQuery): Promise<ExperienceOffer | null>
  /** A price this process handed out lately (its extras' prices, its allotment), to tell what moved on a re-price. */
  offerOf(priceId: string): ExperiencePriceV1 | null
}

/** Prices handed out that are remembered for a re-price's comparison (the newest; a priceId lives 15 minutes). */
const OFFERS_KEPT = 1000

export interface QuoteQuery {
  experienceId: string
  /** Narrows the search; undefined for an experience placed in no city (then its name alone finds it). */
  cityId?: string | undefined
  name: string
  startAt: string
  endAt?: string | undefined
  party: { adults: number; childrenBirthdates: string[] }
  locale?: string | undefined
}

export interface ExperienceCatalogDeps {
  db: Db
  api: Pick<ApiClient, 'experiences' | 'serviceClock'>
  clock: Clock
  isOnline: () => boolean
  /** The active service (`activeServiceIdentity`); null when the environment has no address. */
  service: () => string | null
  /** The agent's language when a call names none. */
  defaultLocale: () => string
}

const offline = (error: ServiceError | null): IpcError =>
  error === null || error.code === 'NETWORK' || error.code === 'TIMEOUT'
    ? { code: 'OFFLINE', message: 'The service cannot be reached; these results are the local copy.' }
    : serviceErrorToIpc(error)

export function withOfferHold(
  result: ExperienceSearchResultV1,
  serviceTime: Date,
  clock: ServiceClock,
): ExperienceOffer {
  return {
    ...result,
    hold: result.price === null ? null : holdOf(result.price.expiresAt, serviceTime, clock),
  }
}

export function createExperienceCatalog(deps: ExperienceCatalogDeps): ExperienceCatalog {
  const { db, api } = deps
  const now = (): string => deps.clock.now().toISOString()
  const offers = new Map<string, ExperiencePriceV1>()
  const remember = (results: readonly ExperienceSearchResultV1[]): void => {
    for (const result of results) {
      if (result.price === null) continue
      offers.delete(result.price.priceId)
      offers.set(result.price.priceId, result.price)
    }
    for (const oldest of offers.keys()) {
      if (offers.size <= OFFERS_KEPT) break
      offers.delete(oldest)
    }
  }

  // A search's cache write waits until its answer is on its way (the agent waits for the answer, not the write);
  // any read of the cache writes the pending ones first.
  const pendingWrites = new Map<string, () => void>()
  let writeScheduled = false
  const flushWrites = (): void => {
    writeScheduled = false
    const writes = [...pendingWrites.values()]
    pendingWrites.clear()
    for (const write of writes) {
      try {
        write()
      } catch {
        // Only the offline copy of that search is lost (the database closed at shutdown, a full disk): the agent
        // has the answer already, and the next search writes again.
      }
    }
  }
  const writeLater = (key: string, write: () => void): void => {
    pendingWrites.set(key, write)
    if (writeScheduled) return
    writeScheduled = true
    setImmediate(flushWrites)
  }

  const search = async (input: ExperienceSearchInput): Promise<ExperienceSearchResult> => {
    const locale = input.locale ?? deps.defaultLocale()
    const service = deps.service()
    const key = searchKey(input, locale)
    const fetched = await fetchOrFallBack(deps.isOnline(), now, () =>
      api.experiences.listAnswer(searchRequest(input), { locale, ...(service === null ? {} : { service }) }),
    )
    if (fetched.ok) {
      const { results, serviceTime } = fetched.value
      remember(results)
      if (service !== null)
        writeLater(`${service} ${key}`, () =>
          saveExperienceSearch(db, service, { key, query: input, results, at: fetched.at }),
        )
      const clock = api.serviceClock()
      return {
        results: results.map((result) => withOfferHold(result, serviceTime, clock)),
        pricing: pricingOf(input),
        source: 'service',
        asOf: fetched.at,
        refreshError: null,
      }
    }
    flushWrites()
    const cached = service === null ? null : getExperienceSearch(db, service, key)
    if (cached === null) throw unavailable(fetched.error, 'this search')
    return {
      results: cached.results.map((result) => ({ ...result, price: null, hold: null })),
      pricing: 'cached',
      source: 'cache',
      asOf: cached.fetchedAt,
      refreshError: offline(fetched.error),
    }
  }

  const facets = createExperienceFacets({
    db,
    service: deps.service,
    isOnline: deps.isOnline,
    flush: flushWrites,
    now,
    locale: deps.defaultLocale,
    readDetail: (id) => {
      const service = deps.service()
      return api.experiences.detail(id, {
        locale: deps.defaultLocale(),
        ...(service === null ? {} : { service }),
      })
    },
  })

  return {
    search,
    async detail(id, requested) {
      const locale = requested ?? deps.defaultLocale()
      const service = deps.service()
      const fetched = await fetchOrFallBack(deps.isOnline(), now, () =>
        api.experiences.detail(id, { locale, ...(service === null ? {} : { service }) }),
      )
      if (fetched.ok) {
        if (service !== null) saveExperienceDetail(db, service, locale, fetched.value, fetched.at)
        return { detail: fetched.value, source: 'service', asOf: fetched.at }
      }
      flushWrites()
      const cached = service === null ? null : getExperienceDetail(db, service, id, locale)
      if (cached === null) throw unavailable(fetched.error, 'this experience')
      return { detail: cached.detail, source: 'cache', asOf: cached.fetchedAt }
    },
    offerOf: (priceId) => offers.get(priceId) ?? null,
    filterOptions: () => facets.options(),
    async quote(query) {
      if (!deps.isOnline()) {
        throw new DeskError(
          'OFFLINE',
          'The service cannot be reached, so the experience cannot be priced now.',
        )
      }
      const service = deps.service()
      const options = {
        ...(query.locale === undefined ? {} : { locale: query.locale }),
        ...(service === null ? {} : { service }),
      }
      const priced = (search: string | undefined) =>
        api.experiences.listAnswer(
          {
            ...(search === undefined ? {} : { search }),
            ...(query.cityId === undefined ? {} : { cities: [query.cityId] }),
            startAt: query.startAt,
            ...(query.endAt === undefined ? {} : { endAt: query.endAt }),
            experienceComposition: compositionOf(query.party),
          },
          options,
        )
      const name = query.name.trim()
      let { results, serviceTime } = await priced(name === '' ? undefined : name)
      // A name the text search does not match as written (renamed since, another language): the whole city (never
      // the whole world, for an experience placed in no city).
      if (
        name !== '' &&
        query.cityId !== undefined &&
        !results.some((result) => result.id === query.experienceId)
      ) {
        ;({ results, serviceTime } = await priced(undefined))
      }
      const found = results.find((result) => result.id === query.experienceId)
      if (found === undefined || found.price === null) return null
      remember([found])
      return withOfferHold(found, serviceTime, api.serviceClock())
    },
  }
}
