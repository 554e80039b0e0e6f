import { Group, Stack, Text } from '@mantine/core'
import { Calendar } from '@mantine/dates'
import type { PeriodV3 } from '../../../../shared/api/experiences-v3'
import { PERIOD_STATE_LIST, periodStateView } from '../../ui/period-state'

/** Monday-first index of an ISO date's weekday. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7

/** The period running on a day: within its dates and on one of its weekdays (the last one listed wins). */
export function periodOn(periods: readonly PeriodV3[], date: string): PeriodV3 | undefined {
  return periods.findLast(
    (period) =>
      period.startAt <= date && date <= period.endAt && period.availableDays[weekdayIndex(date)] === true,
  )
}

/** A month at a glance: each day coloured by the state of the period that runs on it. */
export function PeriodCalendar(props: { periods: readonly PeriodV3[] }) {
  const first = [...props.periods].sort((a, b) => a.startAt.localeCompare(b.startAt))[0]
  return (
    <Stack gap="xs" data-testid="period-calendar">
      <Calendar
        static
        defaultDate={first?.startAt}
        // Weekends in red and days of other months in light grey read below 4.5:1: neither is shown.
        weekendDays={[]}
        hideOutsideDates
        ariaLabels={{
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          monthLevelControl: 'Choose another month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          yearLevelControl: 'Choose another year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
        }}
        getDayProps={(date) => {
          const period = periodOn(props.periods, date)
          return period === undefined
            ? {}
            : {
                style: { background: periodStateView(period.state).fill },
                'data-period-state': period.state,
                title: periodStateView(period.state).label,
              }
        }}
      />
      <Group gap="sm">
        {PERIOD_STATE_LIST.map(({ state, label, fill }) => (
          <Group key={state} gap={4} data-period-legend={state}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: 3,
                background: fill,
              }}
            />
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  )
}
