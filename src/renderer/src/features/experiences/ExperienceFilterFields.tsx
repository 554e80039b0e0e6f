import { Button, Chip, Group, NumberInput, SegmentedControl, Select, Text } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { memo } from 'react'
import { PRICING_TYPES, type PricingType } from '../../../../shared/api/experiences-v3.enums'
import { ACTION_COLOR } from '../../ui/contrast'
import { LearnedFilter, PriceRangeFields, SortSelect } from '../../ui/search-fields/SearchFields'
import { useExperiencesStore, type FilterOptions } from './experiences.store'
import { PRICING_TYPE_WORDS } from './experience-view'
import {
  SEARCHABLE_TYPES,
  type ExperienceForm,
  type Guided,
  type SearchableType,
  type SortChoice,
} from './search-form'

/**
 * The experience search's filter rows. Each row is memoized and gets only its own fields and the store's edit (a
 * stable function), so a keystroke in the search box does not draw them again.
 */

type Edit = (patch: Partial<ExperienceForm>) => void

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

const PRICING_OPTIONS = PRICING_TYPES.map((type) => ({ value: type, label: PRICING_TYPE_WORDS[type].label }))
const GUIDED_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'guided', label: 'Guided' },
  { value: 'notGuided', label: 'Not guided' },
]
const NO_OPTIONS: FilterOptions = { themes: [], segments: [] }

/** Types, themes, segments, days and guide. */
export const WhatFilters = memo(function WhatFilters(props: {
  types: SearchableType[]
  themes: string[]
  segments: string[]
  durationDays: number | null
  durationError: string | undefined
  guided: Guided
  filterOptions: FilterOptions | null
  onEdit: Edit
}) {
  const { onEdit } = props
  const options = props.filterOptions ?? NO_OPTIONS
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <div role="group" aria-labelledby="experience-types-label">
        <Text id="experience-types-label" size="sm" fw={500} mb={4}>
          Types
        </Text>
        <Chip.Group
          multiple
          value={props.types}
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
      <LearnedFilter
        label="Themes"
        options={options.themes}
        value={props.themes}
        anyHint="Any theme"
        emptyHint="Listed after a search"
        onChange={(values) => onEdit({ themes: values })}
      />
      <LearnedFilter
        label="Segments"
        options={options.segments}
        value={props.segments}
        anyHint="Any segment"
        emptyHint="Listed after a search"
        onChange={(values) => onEdit({ segments: values })}
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
        value={props.durationDays ?? ''}
        error={props.durationError}
        onChange={(value) => onEdit({ durationDays: typeof value === 'number' ? value : null })}
      />
      <div role="group" aria-labelledby="experience-guided-label">
        <Text id="experience-guided-label" size="sm" fw={500} mb={4}>
          Guide
        </Text>
        <SegmentedControl
          aria-label="Guide"
          value={props.guided}
          data={GUIDED_OPTIONS}
          onChange={(value) => onEdit({ guided: value as Guided })}
        />
      </div>
    </Group>
  )
})

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

/** Price range, group size, way of selling, sort, and the search button. */
export const PriceAndSort = memo(function PriceAndSort(props: {
  priceMin: number | null
  priceMax: number | null
  priceError: string | undefined
  pax: number | null
  paxError: string | undefined
  pricingType: PricingType | null
  sort: SortChoice
  onEdit: Edit
}) {
  const { onEdit } = props
  const pricingHelp =
    props.pricingType === null ? 'Any way of selling' : PRICING_TYPE_WORDS[props.pricingType].explained
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <PriceRangeFields
        priceMin={props.priceMin}
        priceMax={props.priceMax}
        maxError={props.priceError}
        onChange={onEdit}
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
        value={props.pax ?? ''}
        error={props.paxError}
        onChange={(value) => onEdit({ pax: typeof value === 'number' ? value : null })}
      />
      <Select
        label="Sold as"
        description={pricingHelp}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder="Any"
        w={230}
        clearable
        data={PRICING_OPTIONS}
        value={props.pricingType}
        onChange={(value) => onEdit({ pricingType: (value as PricingType | null) ?? null })}
      />
      <SortSelect
        options={SORT_OPTIONS}
        value={props.sort}
        fallback="relevance"
        onChange={(sort) => onEdit({ sort })}
      />
      <SearchButton />
    </Group>
  )
})
