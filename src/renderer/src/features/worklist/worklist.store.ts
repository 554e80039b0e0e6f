import { create } from 'zustand'
import type { Worklist, WorklistItem } from '../../../../shared/ipc/worklist.contract'
import { bridge, BridgeError } from '../../bridge'
import { deskKey, deskQueryClient, invalidateSoon, type DeskKeyPrefix } from '../../bridge/desk-query'

/** The worklist as main's cache answers it (offline too): a query, read by the navigation's count from the start. */
export const worklistKey: DeskKeyPrefix = deskKey('worklist.list', {})

interface WorklistState {
  /** Item ids being acknowledged: their button waits, and a second press sends nothing. */
  acknowledging: readonly string[]
  /** Why the last acknowledgement failed, in a sentence. */
  error: string | null
  acknowledge(item: Pick<WorklistItem, 'id' | 'fingerprint'>): Promise<void>
}

export const useWorklistStore = create<WorklistState>((set, get) => ({
  acknowledging: [],
  error: null,
  async acknowledge(item) {
    if (get().acknowledging.includes(item.id)) return
    set((state) => ({ acknowledging: [...state.acknowledging, item.id], error: null }))
    try {
      await bridge.invoke('worklist.acknowledge', { itemId: item.id, fingerprint: item.fingerprint })
      // Gone at once; the read that follows brings the count of acknowledged items from main.
      deskQueryClient.setQueryData<Worklist>(worklistKey, (worklist) => withoutItem(worklist, item.id))
      invalidateSoon([worklistKey])
    } catch (error) {
      set({ error: errorSentence('The item could not be acknowledged', error) })
    } finally {
      set((state) => ({ acknowledging: state.acknowledging.filter((id) => id !== item.id) }))
    }
  },
}))

function withoutItem(worklist: Worklist | undefined, itemId: string): Worklist | undefined {
  if (worklist === undefined) return undefined
  const items = worklist.items.filter((item) => item.id !== itemId)
  const removed = worklist.items.length - items.length
  return { ...worklist, items, acknowledged: worklist.acknowledged + removed }
}

export function errorSentence(what: string, error: unknown): string {
  const reason = error instanceof BridgeError ? ` (${error.message})` : ''
  return `${what}${reason}. Try again.`
}
