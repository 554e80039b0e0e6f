import type { SystemPrinted } from '../../../../shared/ipc/vouchers.contract'

export interface VoucherNotice {
  tone: 'ok' | 'error'
  text: string
}

/**
 * What the agent is told after the system's print dialog closed (`subject`: what was printed, e.g. "Voucher" or
 * "3 vouchers"); nothing when they closed it without printing.
 */
export function printedNotice(printed: SystemPrinted, subject = 'Voucher'): VoucherNotice | null {
  switch (printed.outcome) {
    case 'printed':
      return { tone: 'ok', text: `${subject} sent to the printer.` }
    case 'canceled':
      return null
    case 'failed':
      return {
        tone: 'error',
        text: `Not printed: ${printed.reason ?? 'the printer refused it'}.`,
      }
  }
}
