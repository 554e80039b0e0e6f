import type { ProposalOption, ProposalState, PartyRoom } from '../../../../shared/domain/proposals'
import { MEAL_PLAN_NAMES, parseMealPlanCode } from '../../../../shared/domain/meal-plans'
import { counted } from '../../../../shared/i18n'

/**
 * How the proposal screens word a proposal: its state, its party, an option's total per currency. Only selling
 * prices: the net an item keeps is the agency's and never reaches these words.
 */

export interface StateView {
  label: string
  color: string
  meaning: string
}

export const PROPOSAL_STATE_VIEWS: Readonly<Record<ProposalState, StateView>> = {
  draft: { label: 'Draft', color: 'gray', meaning: 'Being built: it can still be edited' },
  sent: { label: 'Sent', color: 'blue', meaning: 'Sent to the customer: waiting for an answer' },
  accepted: { label: 'Accepted', color: 'teal', meaning: 'The customer chose an option and it was booked' },
  declined: { label: 'Declined', color: 'orange', meaning: 'The customer said no' },
  expired: { label: 'Expired', color: 'red', meaning: 'Its valid-until date has passed' },
}

/** An option's selling total per currency, extras included: the one rule of the domain (proposals/rules.ts). */
export { optionTotals } from '../../../../shared/domain/proposals'

/** "€1,240.00 · £300.00", or a dash for an option with nothing in it. */
export function totalsWords(
  totals: readonly { currency: string; sell: number }[],
  format: (amount: number, currency: string) => string,
): string {
  return totals.length === 0 ? '–' : totals.map((total) => format(total.sell, total.currency)).join(' · ')
}

/** "2 adults, 1 child" for one room or a whole party. */
export function partyWords(rooms: readonly Pick<PartyRoom, 'adults' | 'childrenBirthdates'>[]): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0)
  const children = rooms.reduce((sum, room) => sum + room.childrenBirthdates.length, 0)
  const words = [counted('adult', adults)]
  if (children > 0) words.push(counted('child', children))
  if (rooms.length > 1) words.push(counted('room', rooms.length))
  return words.join(', ')
}

/** The board as the rate row showed it: the service's code in words, or nothing known. */
export function boardWords(mealPlan: string): string {
  const code = parseMealPlanCode(mealPlan)
  if (code !== null) return MEAL_PLAN_NAMES[code]
  return mealPlan.trim() === '' ? 'Board not stated' : mealPlan
}

/** An option's title as shown: the agent's, else "Option 2". */
export function optionTitle(option: Pick<ProposalOption, 'title'>, index: number): string {
  return option.title.trim() === '' ? `Option ${index + 1}` : option.title
}
