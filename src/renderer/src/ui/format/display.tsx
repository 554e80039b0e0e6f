import { formatInstantInZone, formatIsoDate, type IsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { useAgentFormat, type AgentFormat } from './agent-format'

/**
 * Money, stays and instants as the agent reads them: in their locale, instants in their time zone. The pure
 * functions serve view models and tests; the components read the agent's format from the settings.
 */

/** "1 Jul 2027 – 16 Jul 2027". */
export function formatStay(stay: { checkIn: IsoDate; checkOut: IsoDate }, locale: string): string {
  return `${formatIsoDate(stay.checkIn, locale)} – ${formatIsoDate(stay.checkOut, locale)}`
}

/** An amount in its currency, in the agent's locale, with figures that line up in columns. */
export function Money(props: { amount: number; currency: string; format?: AgentFormat }) {
  const agent = useAgentFormat()
  const locale = (props.format ?? agent).locale
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(props.amount, props.currency, locale)}
    </span>
  )
}

/** A stay's dates in the agent's locale. */
export function StayDates(props: { checkIn: IsoDate; checkOut: IsoDate; format?: AgentFormat }) {
  const agent = useAgentFormat()
  return <>{formatStay(props, (props.format ?? agent).locale)}</>
}

/** An instant of the service (ISO timestamp) in the agent's zone, machine-readable for assistive technology. */
export function AgentInstant(props: { at: string; format?: AgentFormat }) {
  const agent = useAgentFormat()
  return <time dateTime={props.at}>{formatInstantInZone(props.at, props.format ?? agent)}</time>
}
