import { create } from 'zustand'
import type { ConnectivityStatus } from '../../../shared/ipc'
import { bridge } from '../bridge'

interface ConnectivityState {
  status: ConnectivityStatus | null
  checking: boolean
  load(): Promise<void>
  check(): Promise<void>
  set(status: ConnectivityStatus): void
}

/** The service's reachability as main sees it; kept fresh by the connectivity.changed event. */
export const useConnectivityStore = create<ConnectivityState>((set) => ({
  status: null,
  checking: false,
  async load() {
    set({ status: await bridge.invoke('connectivity.status') })
  },
  async check() {
    set({ checking: true })
    try {
      set({ status: await bridge.invoke('connectivity.check') })
    } finally {
      set({ checking: false })
    }
  },
  set: (status) => set({ status }),
}))
