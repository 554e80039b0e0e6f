/** What a simulated supplier (hotel or experience supplier) does next with an on-request booking, and when. */
export type AnswerAction = 'confirm' | 'refuse' | 'propose' | 'resend'
export type PlannedAction = AnswerAction | 'none'

export interface PlannedAnswer {
  action: PlannedAction
  /** Delay after the booking entered its current state. */
  delayMs: number
}
