import {
  Button,
  Chip,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react'
import { SUPPLIER_CODES, type SupplierCode } from '../../../../shared/api/availability'
import type { Sustainability } from '../../../../shared/api/catalog'
import type { FilterOption } from './catalog-view'
import { ACTION_COLOR } from '../../ui/contrast'
import { LocaleDateInput } from '../../ui/format/LocaleDateInput'
import { LearnedFilter, PriceRangeFields, SortSelect } from '../../ui/search-fields/SearchFields'
import { DestinationField, type DestinationFieldHandle, type DestinationValue } from './DestinationField'
import { RoomsEditor } from './RoomsEditor'
import {
  SUSTAINABILITY_LEVELS,
  stayNights,
  validateForm,
  type FormErrors,
  type SearchForm as Form,
  type SortKey,
} from './search-form'
import { counted } from '../../../../shared/i18n'

const SUPPLIER_LABEL: Record<SupplierCode, string> = {
  supplier_own: 'Hotel direct contract',
  supplier_bedbank_a: 'Bed bank A',
  supplier_bedbank_b: 'Bed bank B',
  supplier_channel_c: 'Channel manager C',
}

const SUSTAINABILITY_LABEL: Record<Sustainability, string> = {
  zero: 'Zero',
  low: 'Low',
  medium: 'Medium',
  strong: 'Strong',
}

/** Kinds and styles are learnt from the catalog of the hotels found: before a first search there are none. */
const LEARNED_HINT = 'Listed after a search'

const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price', label: 'Price' },
  { value: 'promotionsCount', label: 'Promotions' },
  { value: 'instantAvailability', label: 'Instant availability' },
]

/** The search form: destination, dates, rooms, nationality, then a compact row of sort and filters. */
export function SearchForm(props: {
  form: Form
  today: string
  /** Kinds and styles of the catalog hotels seen so far (no channel lists them). */
  filterOptions: { kinds: FilterOption[]; styles: FilterOption[] }
  searching: boolean
  onEdit(patch: Partial<Form>): void
  onSearch(): void
  /** Sort changed after a search: re-run it with the form as it is. */
  onSortChange(patch: Pick<Form, 'sortKey' | 'sortDirection'>): void
  /** Folds the form back to its one-line summary (after a search: the results are for the search made). */
  onFold?(): void
}) {
  const { form, onEdit } = props
  // Errors show once the agent has tried to search, then follow the edits live.
  const [tried, setTried] = useState(false)
  const shown: FormErrors = tried ? validateForm(form, props.today) : {}
  const nights = stayNights(form)
  // The destination box keeps what is typed until the agent pauses or leaves it: a keystroke renders the box only.
  const destinationBox = useRef<DestinationFieldHandle>(null)
  const destination = useMemo<DestinationValue>(
    () => ({ text: form.destinationText, picked: form.destination }),
    [form.destinationText, form.destination],
  )
  const commitDestination = useCallback(
    (value: DestinationValue) => onEdit({ destinationText: value.text, destination: value.picked }),
    [onEdit],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The text still in the box is the one searched (the store has it too once flushed).
    const typed = destinationBox.current?.flush() ?? null
    const current =
      typed === null ? form : { ...form, destinationText: typed.text, destination: typed.picked }
    const found = validateForm(current, props.today)
    setTried(true)
    if (Object.keys(found).length === 0) props.onSearch()
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-label="Hotel search"
      noValidate
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 280px' }}>
            <DestinationField
              value={destination}
              showError={tried}
              onCommit={commitDestination}
              handle={destinationBox}
            />
          </div>
          <LocaleDateInput
            label="Check-in"
            w={170}
            minDate={props.today}
            value={form.checkIn}
            error={shown.checkIn}
            onChange={(checkIn) => onEdit({ checkIn })}
          />
          <LocaleDateInput
            label="Check-out"
            w={170}
            minDate={form.checkIn || props.today}
            value={form.checkOut}
            error={shown.checkOut}
            description={nights === null ? undefined : counted('night', nights)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(checkOut) => onEdit({ checkOut })}
            data-testid="check-out"
          />
          <TextInput
            label="First adult's nationality"
            placeholder="e.g. FR"
            description="Optional, 2 letters"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            w={170}
            maxLength={2}
            value={form.nationality}
            error={shown.nationality}
            onChange={(event) => onEdit({ nationality: event.currentTarget.value.toUpperCase() })}
          />
        </Group>

        <RoomsEditor
          rooms={form.rooms}
          checkIn={form.checkIn}
          errors={shown}
          onChange={(rooms) => onEdit({ rooms })}
        />

        <Group align="flex-end" gap="md" wrap="wrap">
          <SortSelect
            options={SORT_OPTIONS}
            value={form.sortKey}
            fallback="recommended"
            onChange={(sortKey) => props.onSortChange({ sortKey, sortDirection: form.sortDirection })}
          />
          <SegmentedControl
            aria-label="Sort direction"
            disabled={form.sortKey === 'recommended'}
            value={form.sortDirection}
            data={[
              { value: 'asc', label: 'Ascending' },
              { value: 'desc', label: 'Descending' },
            ]}
            onChange={(value) =>
              props.onSortChange({ sortKey: form.sortKey, sortDirection: value === 'desc' ? 'desc' : 'asc' })
            }
          />
          <div role="group" aria-labelledby="stars-filter-label">
            <Text id="stars-filter-label" size="sm" fw={500} mb={4}>
              Stars
            </Text>
            <Chip.Group
              multiple
              value={form.stars.map(String)}
              onChange={(values) => onEdit({ stars: values.map(Number) })}
            >
              <Group gap={4}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <Chip key={star} value={String(star)} size="xs" aria-label={`${star} stars`}>
                    {star}★
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <LearnedFilter
            label="Kinds"
            options={props.filterOptions.kinds}
            value={form.kinds}
            anyHint="Any kind"
            emptyHint={LEARNED_HINT}
            onChange={(values) => onEdit({ kinds: values })}
          />
          <LearnedFilter
            label="Styles"
            options={props.filterOptions.styles}
            value={form.styles}
            anyHint="Any style"
            emptyHint={LEARNED_HINT}
            onChange={(values) => onEdit({ styles: values })}
          />
          <MultiSelect
            label="Sustainability"
            placeholder={form.sustainability.length === 0 ? 'Any level' : undefined}
            w={200}
            data={SUSTAINABILITY_LEVELS.map((level) => ({
              value: level,
              label: SUSTAINABILITY_LABEL[level],
            }))}
            value={form.sustainability}
            onChange={(values) => onEdit({ sustainability: values as Sustainability[] })}
            clearable
          />
          <MultiSelect
            label="Suppliers"
            placeholder={form.suppliers.length === 0 ? 'All suppliers' : undefined}
            w={220}
            data={SUPPLIER_CODES.map((code) => ({ value: code, label: SUPPLIER_LABEL[code] }))}
            value={form.suppliers}
            onChange={(values) => onEdit({ suppliers: values as SupplierCode[] })}
            clearable
          />
          <PriceRangeFields
            priceMin={form.priceMin}
            priceMax={form.priceMax}
            maxError={shown.priceMax}
            onChange={onEdit}
          />
          <Group gap="xs" ml="auto">
            {props.onFold && (
              <Button variant="default" onClick={props.onFold}>
                Hide the form
              </Button>
            )}
            <Button
              type="submit"
              color={ACTION_COLOR}
              leftSection={<IconSearch size={16} />}
              loading={props.searching}
            >
              Search hotels
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  )
}
