import { create } from 'zustand'
import type { CredentialsStatus, EnvironmentName } from '../../../../shared/ipc'
import { bridge, BridgeError } from '../../bridge'

interface CredentialsState {
  /** What main says of each environment's credentials: whether they exist, never what they are. */
  statuses: Partial<Record<EnvironmentName, CredentialsStatus>>
  load(environment: EnvironmentName): Promise<void>
  /** Runs a credentials action (save key, sign in, ...) and keeps its answer; resolves to an error message or null. */
  run(action: () => Promise<CredentialsStatus>): Promise<string | null>
  set(status: CredentialsStatus): void
}

/** Fed by the credentials channels and by `credentials.changed` (a session ended in the background). */
export const useCredentialsStore = create<CredentialsState>((set) => ({
  statuses: {},
  async load(environment) {
    const status = await bridge.invoke('credentials.status', { environment })
    set((state) => ({ statuses: { ...state.statuses, [environment]: status } }))
  },
  async run(action) {
    try {
      const status = await action()
      set((state) => ({ statuses: { ...state.statuses, [status.environment]: status } }))
      return null
    } catch (failure) {
      return failure instanceof BridgeError ? failure.message : String(failure)
    }
  },
  set: (status) => set((state) => ({ statuses: { ...state.statuses, [status.environment]: status } })),
}))
