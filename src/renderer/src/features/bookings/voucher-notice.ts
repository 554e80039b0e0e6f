import type { SystemPrinted } from '../../../../shared/ipc/vouchers.contract'

export interface VoucherNotice {
  tone: 'ok' | 'error'
  text: string
}

/** What the agent is told after the print dialog closed: nothing when they closed it without printing. */
export function printedNotice(printed: SystemPrinted): VoucherNotice | null {
  switch (printed.outcome) {
    case 'printed':
      return { tone: 'ok', text: 'Voucher sent to the printer.' }
    case 'canceled':
      return null
    case 'failed':
      return {
        tone: 'error',
        text: `The voucher was not printed: ${printed.reason ?? 'the printer refused it'}.`,
      }
  }
}
