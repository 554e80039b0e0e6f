import { create } from 'zustand'

/**
 * Forms being filled in, by form key (`details:<experienceId>:<locale>`, `period:<experienceId>:new`...): they
 * survive a visit to another screen and are dropped once saved. View state only, never the source of truth (not
 * kept across a restart).
 */
interface DraftsState {
  drafts: Record<string, unknown>
  keep(key: string, values: unknown): void
  drop(key: string): void
}

export const useInventoryDrafts = create<DraftsState>((set) => ({
  drafts: {},
  keep: (key, values) => set((state) => ({ drafts: { ...state.drafts, [key]: values } })),
  drop: (key) =>
    set((state) => {
      const { [key]: _dropped, ...rest } = state.drafts
      return { drafts: rest }
    }),
}))

/** The draft of a form, or the given values when there is none. */
export function draftOr<T>(key: string, values: T): T {
  const draft = useInventoryDrafts.getState().drafts[key]
  return draft === undefined ? values : (draft as T)
}
