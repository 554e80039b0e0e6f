import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates'
import { IconChevronDown, IconChevronUp, IconFilterOff, IconSearch } from '@tabler/icons-react'
import { memo, useEffect, useRef, useState, type ReactNode } from 'react'
import { BOOKING_STATES, BookingState } from '../../../../shared/domain/booking-states'
import type { BookingList } from '../../../../shared/ipc/bookings.contract'
import { stateView } from '../../ui/booking-state'
import { TEXT } from '../../ui/contrast'
import { useHotelChoices } from './useHotelChoices'
import { prefetchFirstPage, useTypedSearch } from './bookings-list.store'
import { MarginFilter } from './MarginFilter'
import {
  hasFilters,
  type BookingKind,
  type BookingsFilters,
  type FiltersChange,
  type SaleFilter,
} from './bookings-filters'
import { counted } from '../../../../shared/i18n'

/**
 * The list follows each keystroke at once (useTypedSearch: a query over the cache takes a few milliseconds; an
 * answer overtaken by a newer one is dropped by the store); the address follows once the agent pauses this long,
 * so that the filter bar and the app's shell render once per pause rather than once per keystroke.
 */
const TYPING_MS = 300

export type { FiltersChange }

interface Props {
  filters: BookingsFilters
  stateCounts: BookingList['stateCounts'] | null
  onChange: FiltersChange
  onReset(): void
}

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: counted('star', stars),
}))
const PRODUCTS = [
  { value: 'all', label: 'All' },
  { value: 'hotel', label: 'Hotels' },
  { value: 'experience', label: 'Experiences' },
]

const SALE_CHOICES = [
  { value: 'any', label: 'Any price' },
  { value: 'with', label: 'Selling price set' },
  { value: 'without', label: 'No selling price' },
]

/** The list's filters: each change goes to the URL (the text fields once the agent pauses typing). */
export const BookingsFilterBar = memo(function BookingsFilterBar({
  filters,
  stateCounts,
  onChange,
  onReset,
}: Props) {
  const stateOptions = BOOKING_STATES.map((state) => {
    const count = stateCounts?.[state]
    return {
      value: state,
      label:
        count === undefined
          ? stateView(state, filters.kind).label
          : `${stateView(state, filters.kind).label} (${count})`,
    }
  })
  const more = [
    filters.stars.length > 0,
    filters.hotelId,
    filters.experienceId,
    filters.customerFileId,
    filters.marginBelow !== null,
    filters.marginAbove !== null,
  ].filter(Boolean).length
  const [moreOpen, setMoreOpen] = useState(more > 0)
  // A search typed and not yet in the address filters the list already: it can be reset too. (A boolean: the bar
  // renders when typing starts or ends, not at each keystroke.)
  const typing = useTypedSearch(
    (state) => state.typed !== null && state.typed.text.trim() !== state.typed.over.trim(),
  )
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <TypedText
          label="Customer or reference"
          placeholder="Name or reference"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: refining(filters.search, search) })}
          onTyped={(search) => {
            prefetchFirstPage(filters, { search })
            useTypedSearch.setState({ typed: { over: filters.search, text: search } })
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <MultiSelect
          label="State"
          placeholder={filters.states.length === 0 ? 'Every state' : undefined}
          data={stateOptions}
          value={filters.states}
          onChange={(values) =>
            onChange({ states: values.flatMap((value) => BookingState.safeParse(value).data ?? []) })
          }
          clearable
          // Mantine's clear button has no name of its own: a screen reader would read "button".
          clearButtonProps={{ 'aria-label': 'Clear the states' }}
        />
        <DateRange
          label="Created"
          from={filters.createdFrom}
          to={filters.createdTo}
          onCommit={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
        />
        <DateRange
          label={filters.kind === 'experience' ? 'Date' : 'Check-in'}
          from={filters.checkInFrom}
          to={filters.checkInTo}
          onCommit={(checkInFrom, checkInTo) => onChange({ checkInFrom, checkInTo })}
        />
      </SimpleGrid>
      <Group gap="md" justify="space-between">
        <Group gap="md">
          <SegmentedControl
            aria-label="Product"
            data={PRODUCTS}
            value={filters.kind ?? 'all'}
            onChange={(value) => onChange({ kind: value === 'all' ? null : (value as BookingKind) })}
          />
          <SegmentedControl
            aria-label="Selling price"
            data={SALE_CHOICES}
            value={filters.sale ?? 'any'}
            onChange={(value) => onChange({ sale: value === 'any' ? null : (value as SaleFilter) })}
          />
          <Switch
            label="Show replaced bookings"
            checked={filters.withReplaced}
            onChange={(event) => onChange({ withReplaced: event.currentTarget.checked })}
          />
          <Button
            variant="subtle"
            c={TEXT.link}
            aria-expanded={moreOpen}
            aria-controls="bookings-more-filters"
            rightSection={
              moreOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => setMoreOpen((open) => !open)}
          >
            {more > 0 ? `More filters (${more})` : 'More filters'}
          </Button>
        </Group>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasFilters(filters) && !typing}
          onClick={onReset}
        >
          Reset filters
        </Button>
      </Group>
      <Collapse expanded={moreOpen} id="bookings-more-filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <MultiSelect
            label="Hotel stars"
            placeholder={filters.stars.length === 0 ? 'Any' : undefined}
            data={STAR_OPTIONS}
            value={filters.stars.map(String)}
            onChange={(values) => onChange({ stars: values.map(Number) })}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the hotel stars' }}
          />
          <HotelPicker hotelId={filters.hotelId} onChange={(hotelId) => onChange({ hotelId })} />
          <TypedText
            label="Experience id"
            placeholder="Any experience"
            value={filters.experienceId ?? ''}
            onCommit={(experienceId) =>
              onChange(
                { experienceId: experienceId.trim() || null },
                { replace: refining(filters.experienceId, experienceId) },
              )
            }
          />
          <TypedText
            label="Customer file"
            placeholder="Any customer file"
            value={filters.customerFileId ?? ''}
            onCommit={(customerFileId) =>
              onChange(
                { customerFileId: customerFileId.trim() || null },
                { replace: refining(filters.customerFileId, customerFileId) },
              )
            }
          />
          <MarginFilter filters={filters} onChange={onChange} />
        </SimpleGrid>
      </Collapse>
    </Stack>
  )
})

/**
 * Typing more of a text replaces the history entry (back does not replay every pause); starting or clearing a
 * text makes a new one, so that back returns to the list before it.
 */
function refining(before: string | null, after: string): boolean {
  return (before ?? '').trim() !== '' && after.trim() !== ''
}

/** A text field that follows the URL, and tells its text once the agent pauses typing. */
function TypedText(props: {
  label: string
  placeholder: string
  value: string
  onCommit(value: string): void
  /** Each keystroke, at once (the commit follows once it is painted): to start what the commit will need. */
  onTyped?(value: string): void
  leftSection?: ReactNode
}) {
  const { value, onCommit } = props
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const [committed, setCommitted] = useState(value)
  if (value !== seen) {
    // Back, forward or a reset changed the URL: show what it says, unless it is the agent's own text coming back.
    setSeen(value)
    if (value !== committed) {
      setCommitted(value)
      setText(value)
    }
  }
  const commit = useRef(onCommit)
  useEffect(() => {
    commit.current = onCommit
  })
  useEffect(() => {
    // Committed already (the address may take a render to follow): committing it again would push it twice.
    if (text === value || text === committed) return
    const timer = setTimeout(() => {
      setCommitted(text)
      commit.current(text)
    }, TYPING_MS)
    return () => clearTimeout(timer)
  }, [text, value, committed])
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={text}
      maxLength={200}
      leftSection={props.leftSection}
      onChange={(event) => {
        setText(event.currentTarget.value)
        props.onTyped?.(event.currentTarget.value)
      }}
    />
  )
}

/** A hotel of the local catalog, found by name or city as the agent types. */
function HotelPicker(props: { hotelId: string | null; onChange(hotelId: string | null): void }) {
  const [search, setSearch] = useState('')
  const choices = useHotelChoices(search, props.hotelId)
  return (
    <Select
      label="Hotel"
      placeholder="Any hotel: type its name"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the hotel' }}
      data={choices}
      value={props.hotelId}
      searchValue={search}
      onSearchChange={setSearch}
      // The catalog has filtered already (by words of the name or the city).
      filter={({ options }) => options}
      nothingFoundMessage={search.trim().length < 2 ? 'Type two letters or more' : 'No hotel of that name'}
      onChange={(value) => props.onChange(value)}
    />
  )
}

/** A range of days; the list follows once both ends are chosen, or the range is cleared. */
function DateRange(props: {
  label: string
  from: string | null
  to: string | null
  onCommit(from: string | null, to: string | null): void
}) {
  const [range, setRange] = useState<DatesRangeValue<string>>([props.from, props.to])
  const [seen, setSeen] = useState(`${props.from}..${props.to}`)
  if (`${props.from}..${props.to}` !== seen) {
    // The URL changed (back, forward, reset): show its range.
    setSeen(`${props.from}..${props.to}`)
    setRange([props.from, props.to])
  }
  return (
    <DatePickerInput
      type="range"
      label={props.label}
      placeholder="Any date"
      value={range}
      clearable
      clearButtonProps={{ 'aria-label': `Clear the ${props.label.toLowerCase()} dates` }}
      valueFormat="D MMM YYYY"
      // Mantine's placeholder grey is below 4.5:1 in both schemes.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      onChange={(next) => {
        setRange(next)
        const [from, to] = next
        if ((from === null) === (to === null)) props.onCommit(from, to)
      }}
    />
  )
}
