import {
  Button,
  Checkbox,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { IconSearch } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { memo, type FormEvent } from 'react'
import { PRICING_TYPES, type PricingType } from '../../../../shared/api/experiences-v3.enums'
import { useDestinationSuggestions } from '../../app/use-destination-suggestions'
import { ACTION_COLOR } from '../../ui/contrast'
import { PLACE_KINDS } from '../../ui/destination/destination'
import { DestinationInput } from '../../ui/destination/DestinationInput'
import { useExperiencesStore, type FilterOptions } from './experiences.store'
import { PRICING_TYPE_WORDS } from './experience-view'
import { PartyFields } from './PartyFields'
import {
  SEARCHABLE_TYPES,
  type ExperienceForm,
  type FormErrors,
  type Guided,
  type SearchableType,
  type SortChoice,
} from './search-form'

const SORT_OPTIONS: { value: SortChoice; label: string }[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'price.asc', label: 'Price, lowest first' },
  { value: 'price.desc', label: 'Price, highest first' },
  { value: 'name.asc', label: 'Name, A to Z' },
  { value: 'name.desc', label: 'Name, Z to A' },
  { value: 'duration.asc', label: 'Duration, shortest first' },
  { value: 'duration.desc', label: 'Duration, longest first' },
  { value: 'totalBookingsCount.desc', label: 'Most booked' },
]

const TYPE_LABEL: Record<SearchableType, string> = {
  Activity: 'Activities',
  Transfer: 'Transfers',
  Program: 'Programs',
}

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

/** Searches at once; busy while a search is out (it alone follows the search's status, not the whole form). */
function SearchButton() {
  const searching = useExperiencesStore((state) => state.search.status === 'loading')
  return (
    <Button
      ml="auto"
      type="submit"
      color={ACTION_COLOR}
      leftSection={<IconSearch size={16} />}
      loading={searching}
    >
      Search experiences
    </Button>
  )
}

/**
 * The experience search: what and where, the dates and party the offers are priced for, then the filters. The
 * screen searches as the agent types (see ExperiencesScreen); the button searches at once.
 */
export const ExperienceSearchForm = memo(function ExperienceSearchForm(props: {
  form: ExperienceForm
  errors: FormErrors
  today: string
  filterOptions: FilterOptions | null
  onEdit(patch: Partial<ExperienceForm>): void
  onSearch(): void
}) {
  const { form, errors, onEdit } = props
  const suggestions = useDestinationSuggestions(form.destinationText, form.destination, PLACE_KINDS)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSearch()
  }
  const themes = props.filterOptions?.themes ?? []
  const segments = props.filterOptions?.segments ?? []
  const pricingHelp =
    form.pricingType === null ? 'Any way of selling' : PRICING_TYPE_WORDS[form.pricingType].explained

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
          <div style={{ flex: '1 1 240px' }}>
            <DestinationInput
              text={form.destinationText}
              picked={form.destination}
              error={errors.destination}
              suggestions={suggestions}
              placeholder="City, region or country"
              noMatch="No city, region or country matches"
              onChange={(text, picked) => onEdit({ destinationText: text, destination: picked })}
            />
          </div>
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
            value={[form.startAt === '' ? null : form.startAt, form.endAt === '' ? null : form.endAt]}
            error={errors.dates}
            getDayAriaLabel={dayLabel}
            ariaLabels={CALENDAR_LABELS}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            onChange={([start, end]) => onEdit({ startAt: start ?? '', endAt: end ?? '' })}
          />
        </Group>

        <PartyFields
          adults={form.adults}
          childList={form.children}
          startAt={form.startAt}
          errors={errors}
          onChange={(patch) => onEdit(patch)}
        />
        <Checkbox
          label="Only experiences with a price for this party and these dates"
          checked={form.pricedOnly}
          disabled={form.startAt === ''}
          onChange={(event) => onEdit({ pricedOnly: event.currentTarget.checked })}
        />

        <Group align="flex-end" gap="md" wrap="wrap">
          <div role="group" aria-labelledby="experience-types-label">
            <Text id="experience-types-label" size="sm" fw={500} mb={4}>
              Types
            </Text>
            <Chip.Group
              multiple
              value={form.types}
              onChange={(values) => onEdit({ types: values as SearchableType[] })}
            >
              <Group gap={4}>
                {SEARCHABLE_TYPES.map((type) => (
                  <Chip key={type} value={type} size="xs" color={ACTION_COLOR}>
                    {TYPE_LABEL[type]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <MultiSelect
            label="Themes"
            placeholder={
              form.themes.length === 0 ? (themes.length === 0 ? 'None known yet' : 'Any theme') : undefined
            }
            w={200}
            data={themes}
            value={form.themes}
            onChange={(values) => onEdit({ themes: values })}
            disabled={themes.length === 0}
            searchable
            clearable
          />
          <MultiSelect
            label="Segments"
            placeholder={
              form.segments.length === 0
                ? segments.length === 0
                  ? 'None known yet'
                  : 'Any segment'
                : undefined
            }
            w={200}
            data={segments}
            value={form.segments}
            onChange={(values) => onEdit({ segments: values })}
            disabled={segments.length === 0}
            searchable
            clearable
          />
          <NumberInput
            label="Days"
            description="Exact length"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            w={110}
            min={1}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            value={form.durationDays ?? ''}
            error={errors.durationDays}
            onChange={(value) => onEdit({ durationDays: typeof value === 'number' ? value : null })}
          />
          <div role="group" aria-labelledby="experience-guided-label">
            <Text id="experience-guided-label" size="sm" fw={500} mb={4}>
              Guide
            </Text>
            <SegmentedControl
              aria-label="Guide"
              value={form.guided}
              data={[
                { value: 'any', label: 'Any' },
                { value: 'guided', label: 'Guided' },
                { value: 'notGuided', label: 'Not guided' },
              ]}
              onChange={(value) => onEdit({ guided: value as Guided })}
            />
          </div>
        </Group>

        <Group align="flex-end" gap="md" wrap="wrap">
          <NumberInput
            label="Price from"
            w={110}
            min={0}
            allowNegative={false}
            value={form.priceMin ?? ''}
            onChange={(value) => onEdit({ priceMin: typeof value === 'number' ? value : null })}
          />
          <NumberInput
            label="Price to"
            w={110}
            min={0}
            allowNegative={false}
            value={form.priceMax ?? ''}
            error={errors.priceMax}
            onChange={(value) => onEdit({ priceMax: typeof value === 'number' ? value : null })}
          />
          <NumberInput
            label="Group size"
            description="Takes this many"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            w={130}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            value={form.pax ?? ''}
            error={errors.pax}
            onChange={(value) => onEdit({ pax: typeof value === 'number' ? value : null })}
          />
          <Select
            label="Sold as"
            description={pricingHelp}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder="Any"
            w={230}
            clearable
            data={PRICING_TYPES.map((type) => ({ value: type, label: PRICING_TYPE_WORDS[type].label }))}
            value={form.pricingType}
            onChange={(value) => onEdit({ pricingType: (value as PricingType | null) ?? null })}
          />
          <Select
            label="Sort by"
            w={210}
            data={SORT_OPTIONS}
            value={form.sort}
            allowDeselect={false}
            onChange={(value) => onEdit({ sort: (value as SortChoice | null) ?? 'relevance' })}
          />
          <SearchButton />
        </Group>
      </Stack>
    </Paper>
  )
})
