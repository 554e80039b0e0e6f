import { create } from 'zustand'
import type {
  ExperienceDetailResult,
  ExperienceOffer,
  ExperienceParty,
  ExperienceSearchInput,
  ExperienceSearchResult,
} from '../../../../shared/ipc/experiences.contract'
import { bridge } from '../../bridge'
import { defaultForm, type ExperienceForm } from './search-form'

/**
 * The Experiences section's view state: the form, the results of the last search made (kept across sections, so
 * the detail reads the offer the agent saw), the detail read, and offers priced again from the detail.
 */

export interface SearchView {
  status: 'idle' | 'loading' | 'done' | 'error'
  /** The input of the results shown (or being fetched). */
  input: ExperienceSearchInput | null
  result: ExperienceSearchResult | null
  /** When the results arrived (this computer's clock): each offer's hold counts from here. */
  receivedAt: number
  error: string | null
}

export interface DetailView {
  id: string | null
  status: 'idle' | 'loading' | 'done' | 'error'
  result: ExperienceDetailResult | null
  error: string | null
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
  detail: DetailView
  quotes: Record<string, QuotedOffer>
  quoting: string | null
  quoteError: string | null
  editForm(patch: Partial<ExperienceForm>): void
  run(input: ExperienceSearchInput): Promise<void>
  loadFilterOptions(): Promise<void>
  loadDetail(id: string, locale: string): Promise<void>
  quote(request: {
    experienceId: string
    cityId: string
    name: string
    startAt: string
    endAt: string
    party: ExperienceParty
    locale: string
  }): Promise<void>
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

/** The party and dates an offer is for: a quote made for other ones is not shown. */
export function pricedForKey(input: Pick<ExperienceSearchInput, 'startAt' | 'endAt' | 'party'>): string {
  return JSON.stringify([input.startAt ?? null, input.endAt ?? null, input.party ?? null])
}

// Answers of overtaken searches are dropped: only the latest search's results are shown.
let latestSearch = 0
let latestDetail = 0

export const useExperiencesStore = create<ExperiencesState>((set, get) => ({
  form: defaultForm(),
  search: { status: 'idle', input: null, result: null, receivedAt: 0, error: null },
  filterOptions: null,
  detail: { id: null, status: 'idle', result: null, error: null },
  quotes: {},
  quoting: null,
  quoteError: null,
  editForm: (patch) => set((state) => ({ form: { ...state.form, ...patch } })),
  async run(input) {
    const ticket = ++latestSearch
    // The results shown stay on screen until the next ones come (no blank list between two keystrokes).
    set((state) => ({ search: { ...state.search, status: 'loading', input, error: null } }))
    try {
      const result = await bridge.invoke('experiences.search', input)
      if (ticket !== latestSearch) return
      set({ search: { status: 'done', input, result, receivedAt: Date.now(), error: null } })
    } catch (error) {
      if (ticket !== latestSearch) return
      set({
        search: {
          status: 'error',
          input,
          result: null,
          receivedAt: 0,
          error: messageOf(error, 'The search did not answer.'),
        },
      })
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
  async loadDetail(id, locale) {
    const ticket = ++latestDetail
    const kept = get().detail
    set({
      detail: { id, status: 'loading', result: kept.id === id ? kept.result : null, error: null },
      quoteError: null,
    })
    try {
      const result = await bridge.invoke('experiences.detail', { id, locale })
      if (ticket !== latestDetail) return
      set({ detail: { id, status: 'done', result, error: null } })
    } catch (error) {
      if (ticket !== latestDetail) return
      set({
        detail: {
          id,
          status: 'error',
          result: null,
          error: messageOf(error, 'The experience could not be read.'),
        },
      })
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
