import { create } from 'zustand'
import type {
  ExperienceOffer,
  ExperienceParty,
  ExperienceSearchInput,
  ExperienceSearchResult,
} from '../../../../shared/ipc/experiences.contract'
import { bridge } from '../../bridge'
import { fetchDesk } from '../../bridge/desk-query'
import { defaultForm, pricedForKey, type ExperienceForm } from './search-form'
import { errorSentence } from '../../ui/errors'

/**
 * The Experiences section's view state: the form, the results of the last search made (kept across sections, so
 * the detail reads the offer the agent saw), and offers priced again from the detail (the detail itself is a
 * query: experiences.detail).
 */

export interface SearchView {
  status: 'idle' | 'loading' | 'done' | 'error'
  /** The input of the results shown (or being fetched). */
  input: ExperienceSearchInput | null
  result: ExperienceSearchResult | null
  /** When the results arrived (this computer's clock): each offer's hold counts from here. */
  receivedAt: number
  error: string | null
  /** A next page is being fetched ("Show more"). */
  loadingMore?: boolean
}

/** An offer priced from the detail (experiences.quote), for the search's party and dates (`key`). */
export interface QuotedOffer {
  key: string
  offer: ExperienceOffer | null
  receivedAt: number
}

export interface FilterOptions {
  themes: { value: string; label: string }[]
  segments: { value: string; label: string }[]
}

interface ExperiencesState {
  form: ExperienceForm
  search: SearchView
  filterOptions: FilterOptions | null
  quotes: Record<string, QuotedOffer>
  quoting: string | null
  quoteError: string | null
  editForm(patch: Partial<ExperienceForm>): void
  run(input: ExperienceSearchInput): Promise<void>
  /** The next page of the search shown, added under its results. */
  more(): Promise<void>
  loadFilterOptions(): Promise<void>
  quote(request: {
    experienceId: string
    cityId?: string
    name: string
    startAt: string
    endAt: string
    party: ExperienceParty
    locale: string
  }): Promise<void>
}

const messageOf = (error: unknown, fallback: string) => errorSentence(error, { fallback })

/**
 * Answers of overtaken searches are dropped: only the latest search's results are shown. The latest search is the
 * input the view state holds (run puts it there first), so no counter beside it: an answer is shown only while its
 * input is still the one asked.
 */
const stillAsked = (input: ExperienceSearchInput): boolean =>
  useExperiencesStore.getState().search.input === input
/**
 * One search at a time: an edit made while a search is out waits for it and then searches the form as it is by
 * then (the edits in between are never asked), so fast typing neither floods main and the service nor waits for
 * answers nobody will see.
 */
let searching = false
let nextSearch: ExperienceSearchInput | null = null
/** Tags of results the filter options were asked for (main learns the themes and segments they name). */
const tagsAsked = new Set<string>()

export const useExperiencesStore = create<ExperiencesState>((set, get) => ({
  form: defaultForm(),
  search: { status: 'idle', input: null, result: null, receivedAt: 0, error: null },
  filterOptions: null,
  quotes: {},
  quoting: null,
  quoteError: null,
  editForm: (patch) => set((state) => ({ form: { ...state.form, ...patch } })),
  async run(input) {
    // The results shown stay on screen until the next ones come (no blank list between two keystrokes).
    set((state) => ({ search: { ...state.search, status: 'loading', input, error: null } }))
    nextSearch = input
    if (searching) return
    searching = true
    try {
      while (nextSearch !== null) {
        const asked = nextSearch
        nextSearch = null
        try {
          const result = await fetchDesk('experiences.search', asked)
          if (!stillAsked(asked)) continue
          set({ search: { status: 'done', input: asked, result, receivedAt: Date.now(), error: null } })
          const tags = result.results.flatMap((offer) => offer.tags).filter((tag) => !tagsAsked.has(tag))
          if (tags.length > 0) {
            tags.forEach((tag) => tagsAsked.add(tag))
            void get().loadFilterOptions()
          }
        } catch (error) {
          if (!stillAsked(asked)) continue
          set({
            search: {
              status: 'error',
              input: asked,
              result: null,
              receivedAt: 0,
              error: messageOf(error, 'The search did not answer.'),
            },
          })
        }
      }
    } finally {
      searching = false
    }
  },
  async more() {
    const { input, result, status } = get().search
    // Only the list shown grows: not one being replaced by another search.
    if (input === null || result === null || status !== 'done') return
    const page = (input.page ?? 1) + 1
    set((state) => ({ search: { ...state.search, loadingMore: true } }))
    try {
      const next = await fetchDesk('experiences.search', { ...input, page })
      if (!stillAsked(input)) return
      const known = new Set(result.results.map((offer) => offer.id))
      set((state) => ({
        search: {
          ...state.search,
          // The page asked is kept in the input: the next "Show more" asks the one after.
          input: { ...input, page },
          result: {
            ...result,
            results: [...result.results, ...next.results.filter((offer) => !known.has(offer.id))],
          },
          loadingMore: false,
        },
      }))
    } catch (error) {
      if (!stillAsked(input)) return
      set((state) => ({
        search: {
          ...state.search,
          loadingMore: false,
          error: messageOf(error, 'The next results did not come.'),
        },
      }))
    }
  },
  async loadFilterOptions() {
    try {
      const options = await bridge.invoke('experiences.filterOptions', {})
      const list = (items: { id: string; name: string }[]) =>
        items.map((item) => ({ value: item.id, label: item.name }))
      set({ filterOptions: { themes: list(options.themes), segments: list(options.segments) } })
    } catch {
      // The filters stay empty ("listed after a search"): nothing else depends on them.
    }
  },
  async quote(request) {
    set({ quoting: request.experienceId, quoteError: null })
    try {
      const { offer } = await bridge.invoke('experiences.quote', request)
      set((state) => ({
        quotes: {
          ...state.quotes,
          [request.experienceId]: { key: pricedForKey(request), offer, receivedAt: Date.now() },
        },
      }))
    } catch (error) {
      set({ quoteError: messageOf(error, 'The experience could not be priced.') })
    } finally {
      set({ quoting: null })
    }
  },
}))
