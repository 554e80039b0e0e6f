import { create } from 'zustand'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { counted } from '../../../../shared/i18n'

interface ArrivalVouchersState {
  busy: boolean
  notice: { tone: 'ok' | 'error'; text: string } | null
  print(date: string): Promise<void>
}

/** One PDF with a voucher per page for every confirmed booking arriving on a day, made by main from the cache. */
export const useArrivalVouchersStore = create<ArrivalVouchersState>((set) => ({
  busy: false,
  notice: null,
  async print(date) {
    set({ busy: true, notice: null })
    try {
      const printed = await bridge.invoke('vouchers.printArrivals', { date })
      const sentence = receiveHandedFile(printed.document)
      const count = counted('voucher', printed.vouchers)
      const left =
        printed.skipped.length === 0
          ? ''
          : ` ${printed.skipped.length} left out: ${printed.skipped.map((entry) => `${entry.bookingId} (${entry.reason})`).join('; ')}`
      set({ notice: sentence === null ? null : { tone: 'ok', text: `${count}. ${sentence}${left}` } })
    } catch (error) {
      set({
        notice: {
          tone: 'error',
          text: error instanceof Error ? error.message : 'The vouchers could not be made.',
        },
      })
    } finally {
      set({ busy: false })
    }
  },
}))
