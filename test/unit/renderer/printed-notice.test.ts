import { describe, expect, it } from 'vitest'
import { printedNotice } from '../../../src/renderer/src/ui/print/printed-notice'

describe("what the agent is told after the system's print dialog", () => {
  const counts = { vouchers: 1, skipped: [] }

  it('says the voucher went to the printer', () => {
    expect(printedNotice({ outcome: 'printed', ...counts })).toEqual({
      tone: 'ok',
      text: 'Voucher sent to the printer.',
    })
  })

  it('names what was printed: a day of arrivals is counted', () => {
    expect(printedNotice({ outcome: 'printed', vouchers: 3, skipped: [] }, '3 vouchers')?.text).toBe(
      '3 vouchers sent to the printer.',
    )
  })

  it('says nothing when the agent closed the dialog without printing', () => {
    expect(printedNotice({ outcome: 'canceled', ...counts })).toBeNull()
  })

  it("gives the system's reason when printing failed", () => {
    expect(printedNotice({ outcome: 'failed', reason: 'Invalid printer settings', ...counts })).toEqual({
      tone: 'error',
      text: 'Not printed: Invalid printer settings.',
    })
  })
})
