import { create } from 'zustand'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { counted } from '../../../../shared/i18n'
import { printedNotice } from '../../ui/print/printed-notice'
import { errorSentence } from '../../ui/errors'

interface ArrivalVouchersState {
  busy: boolean
  notice: { tone: 'ok' | 'error'; text: string } | null
  print(date: string): Promise<void>
  /** Through the system's print dialog (the desktop app only: `app.info` says `systemPrint`). */
  printWithDialog(date: string): Promise<void>
}

const failed = (error: unknown): ArrivalVouchersState['notice'] => ({
  tone: 'error',
  text: errorSentence(error, { fallback: 'The vouchers could not be made.' }),
})

/** The bookings left out of a batch, each with why. */
const leftOut = (skipped: readonly { bookingId: string; reason: string }[]): string =>
  skipped.length === 0
    ? ''
    : ` ${skipped.length} left out: ${skipped.map((entry) => `${entry.bookingId} (${entry.reason})`).join('; ')}`

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
      const left = leftOut(printed.skipped)
      set({ notice: sentence === null ? null : { tone: 'ok', text: `${count}. ${sentence}${left}` } })
    } catch (error) {
      set({ notice: failed(error) })
    } finally {
      set({ busy: false })
    }
  },
  async printWithDialog(date) {
    set({ busy: true, notice: null })
    try {
      const printed = await bridge.invoke('vouchers.printDialog', { date })
      const notice = printedNotice(printed, counted('voucher', printed.vouchers))
      set({
        notice: notice === null ? null : { ...notice, text: `${notice.text}${leftOut(printed.skipped)}` },
      })
    } catch (error) {
      set({ notice: failed(error) })
    } finally {
      set({ busy: false })
    }
  },
}))
