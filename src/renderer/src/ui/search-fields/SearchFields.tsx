import { MultiSelect, NumberInput, Select } from '@mantine/core'
import { memo } from 'react'

/**
 * Fields the hotel and experience search forms share, drawn the same way in both: the price range, the sort, and a
 * filter whose values are learned from the results (kinds and styles of hotels, themes and segments of
 * experiences). Each is memoized: typing elsewhere in the form does not draw them again.
 */

export interface PriceRange {
  priceMin: number | null
  priceMax: number | null
}

/** "Price from" and "Price to": empty is no bound; the error (a floor above the ceiling) shows on "Price to". */
export const PriceRangeFields = memo(function PriceRangeFields(props: {
  priceMin: number | null
  priceMax: number | null
  maxError?: string | undefined
  onChange(patch: Partial<PriceRange>): void
}) {
  const { onChange } = props
  const amount = (value: string | number): number | null => (typeof value === 'number' ? value : null)
  return (
    <>
      <NumberInput
        label="Price from"
        w={110}
        min={0}
        allowNegative={false}
        value={props.priceMin ?? ''}
        onChange={(value) => onChange({ priceMin: amount(value) })}
      />
      <NumberInput
        label="Price to"
        w={110}
        min={0}
        allowNegative={false}
        value={props.priceMax ?? ''}
        error={props.maxError}
        onChange={(value) => onChange({ priceMax: amount(value) })}
      />
    </>
  )
})

/** "Sort by": one of `options`, never none (`fallback` when the choice is cleared). */
function SortSelectField<T extends string>(props: {
  options: readonly { value: T; label: string }[]
  value: T
  fallback: T
  onChange(value: T): void
}) {
  return (
    <Select
      label="Sort by"
      w={210}
      data={props.options}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => props.onChange((value as T | null) ?? props.fallback)}
    />
  )
}
export const SortSelect = memo(SortSelectField) as typeof SortSelectField

/**
 * A filter of values learned from the results: disabled with `emptyHint` while none is known, `anyHint` when
 * nothing is chosen.
 */
export const LearnedFilter = memo(function LearnedFilter(props: {
  label: string
  options: readonly { value: string; label: string }[]
  value: string[]
  anyHint: string
  emptyHint: string
  onChange(values: string[]): void
}) {
  const empty = props.options.length === 0
  return (
    <MultiSelect
      label={props.label}
      placeholder={props.value.length === 0 ? (empty ? props.emptyHint : props.anyHint) : undefined}
      w={200}
      data={props.options as { value: string; label: string }[]}
      value={props.value}
      onChange={props.onChange}
      disabled={empty}
      searchable
      clearable
    />
  )
})
