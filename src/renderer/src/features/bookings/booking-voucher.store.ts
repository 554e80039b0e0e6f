import { create } from 'zustand'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { printedNotice, type VoucherNotice } from '../../ui/print/printed-notice'
import { errorSentence } from '../../ui/errors'

interface VoucherState {
  bookingId: string | null
  busy: boolean
  notice: VoucherNotice | null
  print(bookingId: string): Promise<void>
  /** Through the system's print dialog (the desktop app only: `app.info` says `systemPrint`). */
  printWithDialog(bookingId: string): Promise<void>
}

const failed = (error: unknown): VoucherNotice | null => ({
  tone: 'error',
  text: errorSentence(error, { fallback: 'The voucher could not be made.' }),
})

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
      set({ notice: failed(error) })
    } finally {
      set({ busy: false })
    }
  },
  async printWithDialog(bookingId) {
    set({ bookingId, busy: true, notice: null })
    try {
      const printed = await bridge.invoke('vouchers.printDialog', { bookingId })
      set({ notice: printedNotice(printed) })
    } catch (error) {
      set({ notice: failed(error) })
    } finally {
      set({ busy: false })
    }
  },
}))
