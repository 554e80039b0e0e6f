import { create } from 'zustand'
import type { ServiceClock } from '../../../shared/ipc/connectivity.contract'
import { bridge } from '../bridge'

interface ServiceClockState {
  /** The service's clock as main last learned it; null until loaded. */
  clock: ServiceClock | null
  load(): Promise<void>
  set(clock: ServiceClock): void
}

/** Keeps the later of two clocks: an answer that arrives after a newer event must not move it back. */
export function laterClock(a: ServiceClock | null, b: ServiceClock): ServiceClock {
  if (a === null || a.learnedAt === null) return b
  if (b.learnedAt === null) return a
  return b.learnedAt >= a.learnedAt ? b : a
}

/** The service's clock (main's `connectivity.serviceClock`), kept fresh by `connectivity.serviceClockChanged`. */
export const useServiceClockStore = create<ServiceClockState>((set, get) => ({
  clock: null,
  async load() {
    const clock = await bridge.invoke('connectivity.serviceClock')
    set({ clock: laterClock(get().clock, clock) })
  },
  set: (clock) => set({ clock: laterClock(get().clock, clock) }),
}))
