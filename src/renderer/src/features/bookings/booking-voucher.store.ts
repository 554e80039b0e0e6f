import { create } from 'zustand'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'

interface VoucherState {
  bookingId: string | null
  busy: boolean
  notice: { tone: 'ok' | 'error'; text: string } | null
  print(bookingId: string): Promise<void>
}

/** The voucher of the booking shown: printed by main from the cache (offline too) and handed to the agent. */
export const useVoucherStore = create<VoucherState>((set) => ({
  bookingId: null,
  busy: false,
  notice: null,
  async print(bookingId) {
    set({ bookingId, busy: true, notice: null })
    try {
      const printed = await bridge.invoke('vouchers.print', { bookingId })
      const sentence = receiveHandedFile(printed.document)
      set({ notice: sentence === null ? null : { tone: 'ok', text: `Voucher ready. ${sentence}` } })
    } catch (error) {
      set({
        notice: {
          tone: 'error',
          text: error instanceof Error ? error.message : 'The voucher could not be made.',
        },
      })
    } finally {
      set({ busy: false })
    }
  },
}))
