import { create } from 'zustand'
import type { InventoryAccess } from '../../../../shared/ipc/inventory.contract'
import { bridge } from '../../bridge'

interface AccessState {
  access: InventoryAccess
  load(): Promise<void>
}

/**
 * The scope of the active credentials, as main learned it from the service: the navigation shows the inventory only
 * for a supplier's (`dmc`). Read again whenever settings or credentials change (app/wire-events.ts).
 */
export const useInventoryAccessStore = create<AccessState>((set) => ({
  access: { scope: 'unknown', message: null },
  async load() {
    try {
      set({ access: await bridge.invoke('inventory.access') })
    } catch {
      set({ access: { scope: 'unknown', message: null } })
    }
  },
}))
