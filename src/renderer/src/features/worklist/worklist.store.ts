import { create } from 'zustand'
import type { Worklist, WorklistItem } from '../../../../shared/ipc/worklist.contract'
import { bridge, BridgeError } from '../../bridge'

interface WorklistState {
  worklist: Worklist | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  /** Item ids being acknowledged: their button waits, and a second press sends nothing. */
  acknowledging: readonly string[]
  /** From main's cache (offline too): the navigation's count needs it from the start, so the shell loads it. */
  load(): Promise<void>
  /** Bookings, writes or the clock moved: read the list again, quietly (the screen keeps what it shows). */
  changed(): void
  acknowledge(item: Pick<WorklistItem, 'id' | 'fingerprint'>): Promise<void>
}

let latest = 0

export const useWorklistStore = create<WorklistState>((set, get) => ({
  worklist: null,
  status: 'idle',
  error: null,
  acknowledging: [],
  async load() {
    const ticket = ++latest
    if (get().worklist === null) set({ status: 'loading', error: null })
    try {
      const worklist = await bridge.invoke('worklist.list', {})
      if (ticket === latest) set({ worklist, status: 'ready', error: null })
    } catch (error) {
      if (ticket === latest)
        set({
          status: get().worklist === null ? 'error' : 'ready',
          error: errorSentence('The worklist could not be read', error),
        })
    }
  },
  changed() {
    void get().load()
  },
  async acknowledge(item) {
    if (get().acknowledging.includes(item.id)) return
    set((state) => ({ acknowledging: [...state.acknowledging, item.id], error: null }))
    try {
      await bridge.invoke('worklist.acknowledge', { itemId: item.id, fingerprint: item.fingerprint })
      // Gone at once; the reload that follows brings the count of acknowledged items from main.
      set((state) => ({ worklist: withoutItem(state.worklist, item.id) }))
      await get().load()
    } catch (error) {
      set({ error: errorSentence('The item could not be acknowledged', error) })
    } finally {
      set((state) => ({ acknowledging: state.acknowledging.filter((id) => id !== item.id) }))
    }
  },
}))

function withoutItem(worklist: Worklist | null, itemId: string): Worklist | null {
  if (worklist === null) return null
  const items = worklist.items.filter((item) => item.id !== itemId)
  const removed = worklist.items.length - items.length
  return { ...worklist, items, acknowledged: worklist.acknowledged + removed }
}

function errorSentence(what: string, error: unknown): string {
  const reason = error instanceof BridgeError ? ` (${error.message})` : ''
  return `${what}${reason}. Try again.`
}
