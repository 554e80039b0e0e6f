import { NumberInput } from '@mantine/core'
import { useState } from 'react'
import { BookingListInput } from '../../../../shared/ipc/bookings.contract'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import type { BookingsFilters, FiltersChange } from './bookings-filters'

const FIELDS = BookingListInput.unwrap().shape

/**
 * "Margin below X %" and "margin above Y %": the margin as a percent of the selling price, the figure the list's
 * margin column shows beside the amount. A booking without a selling price has no margin and is never matched
 * (the "No selling price" choice finds those). The agency's own figure: the client screen leaves it out.
 */
export function MarginFilter(props: { filters: BookingsFilters; onChange: FiltersChange }) {
  const { filters, onChange } = props
  if (!useShowsNet()) return null
  return (
    <>
      <PercentBound
        label="Margin below"
        value={filters.marginBelow}
        valid={(value) => FIELDS.marginRateBelow.safeParse(value).success}
        onCommit={(marginBelow) =>
          onChange({ marginBelow }, { replace: filters.marginBelow !== null && marginBelow !== null })
        }
      />
      <PercentBound
        label="Margin above"
        value={filters.marginAbove}
        valid={(value) => FIELDS.marginRateAbove.safeParse(value).success}
        onCommit={(marginAbove) =>
          onChange({ marginAbove }, { replace: filters.marginAbove !== null && marginAbove !== null })
        }
      />
    </>
  )
}

/**
 * A percent that follows the URL: each number typed is committed at once (the list query is a few milliseconds),
 * an empty field removes the bound, and a half-typed value ("-", "1e") waits without touching the list.
 */
function PercentBound(props: {
  label: string
  value: number | null
  valid(value: number): boolean
  onCommit(value: number | null): void
}) {
  const [text, setText] = useState<string | number>(props.value ?? '')
  const [seen, setSeen] = useState(props.value)
  if (props.value !== seen) {
    // Back, forward, a reset or a saved view changed the URL: show its bound.
    setSeen(props.value)
    if (props.value !== (typeof text === 'number' ? text : null)) setText(props.value ?? '')
  }
  const invalid = typeof text === 'number' && !props.valid(text)
  return (
    <NumberInput
      label={props.label}
      placeholder="Any margin"
      suffix=" %"
      decimalScale={2}
      value={text}
      error={invalid ? 'Between -1000 % and 1000 %' : undefined}
      onChange={(next) => {
        setText(next)
        if (next === '') props.onCommit(null)
        else if (typeof next === 'number' && props.valid(next)) props.onCommit(next)
      }}
    />
  )
}
