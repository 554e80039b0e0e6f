import { Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import dayjs from 'dayjs'
import { memo, type FormEvent } from 'react'
import { useDestinationSuggestions } from '../../stores/use-destination-suggestions'
import { PLACE_KINDS, type Destination } from '../../ui/destination/destination'
import { DestinationInput } from '../../ui/destination/DestinationInput'
import { PriceAndSort, WhatFilters } from './ExperienceFilterFields'
import type { FilterOptions } from './experiences.store'
import { PartyFields } from './PartyFields'
import type { ExperienceForm, FormErrors } from './search-form'

type Edit = (patch: Partial<ExperienceForm>) => void

const CALENDAR_LABELS = {
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
}

/** "15 December 2026": the name of a day button in the calendar (read by screen readers, and by the e2e). */
export const dayLabel = (date: string) => dayjs(date).format('D MMMM YYYY')

/** City, region or country, with suggestions (the hotel search's box, places only). */
const DestinationField = memo(function DestinationField(props: {
  text: string
  picked: Destination | null
  error: string | undefined
  onEdit: Edit
}) {
  const { onEdit } = props
  const suggestions = useDestinationSuggestions(props.text, props.picked, PLACE_KINDS)
  return (
    <div style={{ flex: '1 1 240px' }}>
      <DestinationInput
        text={props.text}
        picked={props.picked}
        error={props.error}
        suggestions={suggestions}
        placeholder="City, region or country"
        noMatch="No city, region or country matches"
        onChange={(text, picked) => onEdit({ destinationText: text, destination: picked })}
      />
    </div>
  )
})

const DatesField = memo(function DatesField(props: {
  startAt: string
  endAt: string
  error: string | undefined
  today: string
  onEdit: Edit
}) {
  const { onEdit } = props
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label="Dates"
      placeholder="Choose dates to see prices"
      description="One day for day trips; several to price programs of that length"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      w={260}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the dates' }}
      minDate={props.today}
      valueFormat="D MMM YYYY"
      value={[props.startAt === '' ? null : props.startAt, props.endAt === '' ? null : props.endAt]}
      error={props.error}
      getDayAriaLabel={dayLabel}
      ariaLabels={CALENDAR_LABELS}
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      onChange={([start, end]) => onEdit({ startAt: start ?? '', endAt: end ?? '' })}
    />
  )
})

/**
 * The experience search: what and where, the dates and party the offers are priced for, then the filters. The
 * screen searches as the agent types (see ExperiencesScreen); the button searches at once. Its parts are memoized:
 * a keystroke in "Search" draws the box, not the whole form.
 */
export const ExperienceSearchForm = memo(function ExperienceSearchForm(props: {
  form: ExperienceForm
  errors: FormErrors
  today: string
  filterOptions: FilterOptions | null
  onEdit: Edit
  onSearch(): void
}) {
  const { form, errors, onEdit } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSearch()
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-label="Experience search"
      noValidate
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, theme, place…"
            style={{ flex: '1 1 220px' }}
            value={form.text}
            error={errors.text}
            onChange={(event) => onEdit({ text: event.currentTarget.value })}
            autoComplete="off"
            data-autofocus
          />
          <DestinationField
            text={form.destinationText}
            picked={form.destination}
            error={errors.destination}
            onEdit={onEdit}
          />
          <DatesField
            startAt={form.startAt}
            endAt={form.endAt}
            error={errors.dates}
            today={props.today}
            onEdit={onEdit}
          />
        </Group>

        <PartyFields
          adults={form.adults}
          childList={form.children}
          startAt={form.startAt}
          errors={errors}
          onChange={onEdit}
        />
        <Checkbox
          label="Only experiences with a price for this party and these dates"
          checked={form.pricedOnly}
          disabled={form.startAt === ''}
          onChange={(event) => onEdit({ pricedOnly: event.currentTarget.checked })}
        />
        <WhatFilters
          types={form.types}
          themes={form.themes}
          segments={form.segments}
          durationDays={form.durationDays}
          durationError={errors.durationDays}
          guided={form.guided}
          filterOptions={props.filterOptions}
          onEdit={onEdit}
        />
        <PriceAndSort
          priceMin={form.priceMin}
          priceMax={form.priceMax}
          priceError={errors.priceMax}
          pax={form.pax}
          paxError={errors.pax}
          pricingType={form.pricingType}
          sort={form.sort}
          onEdit={onEdit}
        />
      </Stack>
    </Paper>
  )
})
