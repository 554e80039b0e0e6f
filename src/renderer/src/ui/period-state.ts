import { PERIOD_STATES, type PeriodState } from '../../../shared/domain/booking-states'

/**
 * The one table of how a period's state reads and which colour marks it, on every screen that shows one: the
 * inventory's badges, calendar and form, and the experience page. Colours are Mantine palette names.
 */
const PERIOD_STATE_VIEWS: Record<PeriodState, { label: string; color: string }> = {
  on_request: { label: 'On request', color: 'blue' },
  free_sale: { label: 'Free sale', color: 'green' },
  pre_confirmed: { label: 'Pre-confirmed', color: 'violet' },
  stop_sale: { label: 'Stop sale', color: 'red' },
}

export interface PeriodStateView {
  state: PeriodState
  label: string
  /** For a Badge's `color`. */
  color: string
  /** The light shade of the same colour, for a background (calendar days, legend swatches). */
  fill: string
}

const isPeriodState = (state: string): state is PeriodState =>
  (PERIOD_STATES as readonly string[]).includes(state)

export function periodStateView(state: PeriodState): PeriodStateView {
  const { label, color } = PERIOD_STATE_VIEWS[state]
  return { state, label, color, fill: `var(--mantine-color-${color}-light)` }
}

/** Every state in the service's order (legends, choices). */
export const PERIOD_STATE_LIST: readonly PeriodStateView[] = PERIOD_STATES.map(periodStateView)

/** The label of a state as the service spelled it; one this desk does not know yet reads as sent. */
export function periodStateLabel(state: string): string {
  return isPeriodState(state) ? PERIOD_STATE_VIEWS[state].label : state
}
