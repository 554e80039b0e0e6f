import { DateInput, type DateInputProps } from '@mantine/dates'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { useAgentFormat } from './agent-format'

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'excludeDate'
> & {
  /** YYYY-MM-DD, or '' for no day. */
  value: string
  onChange(value: string): void
  /** First and last day the calendar offers (YYYY-MM-DD, '' or absent for no bound). */
  minDate?: string | undefined
  maxDate?: string | undefined
}

/**
 * A day field that reads like every other date of the desk ("28 Nov 2026" in the agent's locale). A browser's own
 * date field follows the computer's language instead (mm/dd/yyyy on an American system). Typing YYYY-MM-DD or
 * a day in words ("28 Nov 2026") is understood; the value stays YYYY-MM-DD.
 */
export function LocaleDateInput(props: Props) {
  const { value, onChange, minDate, maxDate, ...rest } = props
  const format = useAgentFormat()
  // Bounds limit the calendar only. Given to DateInput as minDate/maxDate they would also drop a typed day outside
  // them without a word; like a browser's date field, the day reaches the form, whose validation says what is wrong.
  const outside = (day: string) => (!!minDate && day < minDate) || (!!maxDate && day > maxDate)
  return (
    <DateInput
      {...rest}
      excludeDate={minDate || maxDate ? outside : undefined}
      value={value === '' ? null : value}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={(day) => formatIsoDate(day, format.locale)}
      dateParser={parseTypedDay}
    />
  )
}

/** YYYY-MM-DD as typed, or a day in words the JavaScript engine reads; null for anything else. */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) return Number.isNaN(Date.parse(`${typed}T00:00:00Z`)) ? null : typed
  const parsed = new Date(typed)
  if (typed === '' || Number.isNaN(parsed.getTime())) return null
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`
}
