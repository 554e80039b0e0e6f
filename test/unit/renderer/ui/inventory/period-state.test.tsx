import { describe, expect, it } from 'vitest'
import type { PeriodV3 } from '../../../../../src/shared/api/experiences-v3'
import { PERIOD_STATES } from '../../../../../src/shared/domain/booking-states'
import { PeriodCalendar } from '../../../../../src/renderer/src/features/inventory/PeriodCalendar'
import {
  PERIOD_STATE_LIST,
  periodStateLabel,
  periodStateView,
} from '../../../../../src/renderer/src/ui/period-state'
import { renderInTheme } from '../render'

/** One week of March 2027 per state, every day of the week: each state colours its own days. */
const WEEK_OF: Record<PeriodV3['state'], [string, string]> = {
  on_request: ['2027-03-01', '2027-03-07'],
  free_sale: ['2027-03-08', '2027-03-14'],
  pre_confirmed: ['2027-03-15', '2027-03-21'],
  stop_sale: ['2027-03-22', '2027-03-28'],
}

const periodIn = (state: PeriodV3['state']): PeriodV3 =>
  ({
    id: `P-${state}`,
    startAt: WEEK_OF[state][0],
    endAt: WEEK_OF[state][1],
    state,
    availableDays: [true, true, true, true, true, true, true],
  }) as unknown as PeriodV3 // only what the calendar reads

describe('period states: one table of labels and colours', () => {
  it('gives every state of the service a label and a colour, the badge and the fill of the same hue', () => {
    expect(PERIOD_STATE_LIST.map((view) => view.state)).toEqual([...PERIOD_STATES])
    expect(new Set(PERIOD_STATE_LIST.map((view) => view.color)).size).toBe(PERIOD_STATES.length)
    for (const view of PERIOD_STATE_LIST) {
      expect(view.label).not.toBe('')
      expect(view.fill).toBe(`var(--mantine-color-${view.color}-light)`)
    }
    expect(periodStateView('free_sale')).toMatchObject({ label: 'Free sale', color: 'green' })
    expect(periodStateLabel('stop_sale')).toBe('Stop sale')
    expect(periodStateLabel('sold_out_tomorrow')).toBe('sold_out_tomorrow')
  })

  it('colours calendar days and their legend from that table', () => {
    const { container } = renderInTheme(<PeriodCalendar periods={PERIOD_STATES.map(periodIn)} />)
    for (const state of PERIOD_STATES) {
      const { label, fill } = periodStateView(state)
      const days = [...container.querySelectorAll<HTMLElement>(`[data-period-state="${state}"]`)]
      expect(days, state).toHaveLength(7)
      for (const day of days) {
        expect(day.style.background).toBe(fill)
        expect(day.title).toBe(label)
      }
      const legend = container.querySelector<HTMLElement>(`[data-period-legend="${state}"]`)
      expect(legend?.textContent).toBe(label)
      expect(legend?.querySelector<HTMLElement>('span')?.style.background).toBe(fill)
    }
  })
})
