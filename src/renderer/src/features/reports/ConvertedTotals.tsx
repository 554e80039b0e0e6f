import { Stack, Text } from '@mantine/core'
import { formatMoney } from '../../../../shared/domain/money'
import { counted } from '../../../../shared/i18n'
import type { RateUsed } from '../../../../shared/ipc/reports.contract'
import { useAgentFormat } from '../../ui/format/agent-format'

export interface ConvertedLine {
  label: string
  amount: number
}

/** "USD" / "USD and GBP" / "USD, GBP and CHF". */
function listOf(codes: readonly string[]): string {
  return codes.length <= 1 ? codes.join('') : `${codes.slice(0, -1).join(', ')} and ${codes.at(-1) ?? ''}`
}

/**
 * A report's figures added up across currencies at the agency's rates, and the rates that made them; or, when a
 * currency lacks a rate, which one, and no total at all (a partial one would read as the whole).
 */
export function ConvertedTotals(props: {
  reporting: string | null
  ratesUsed: readonly RateUsed[]
  missing: readonly string[]
  /** Null when not every currency has a rate. */
  lines: readonly ConvertedLine[] | null
  testId: string
}) {
  const { locale, timeZone } = useAgentFormat()
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone })
  const { reporting, missing } = props
  if (reporting === null)
    return missing.length > 1 ? (
      <Text size="sm" c="dimmed" data-testid={props.testId}>
        Not added up across currencies: no reporting currency is chosen (Settings → Currency rates).
      </Text>
    ) : null
  // One currency, the reporting one: its own figures say it all; nothing to convert that the screen shows.
  if (props.ratesUsed.length === 0 && missing.length === 0) return null
  if (props.lines !== null && props.lines.length === 0 && missing.length === 0) return null
  return (
    <Stack gap={2} data-testid={props.testId}>
      {props.lines !== null && missing.length === 0 ? (
        <>
          {props.lines.map((line) => (
            <Text size="sm" key={line.label}>
              {line.label}: <strong>≈ {formatMoney(line.amount, reporting, locale)}</strong> at the
              agency&apos;s rates
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            Rates used:{' '}
            {props.ratesUsed
              .map(
                (rate) =>
                  `1 ${rate.currency} = ${rate.rate} ${reporting} (entered ${day.format(new Date(rate.enteredAt))} by ${rate.enteredBy})`,
              )
              .join('; ')}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No total in {reporting}:{' '}
          {counted('currenciesWithoutRate', missing.length, { values: { currencies: listOf(missing) } })}{' '}
          (Settings → Currency rates).
        </Text>
      )}
    </Stack>
  )
}
