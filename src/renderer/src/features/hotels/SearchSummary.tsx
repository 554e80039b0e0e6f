import { Button, Group, Paper, Text } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react'
import type { AvailabilityQuery, SearchLabel } from '../../../../shared/ipc/hotels.contract'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import { counted } from '../../../../shared/i18n'
import { describeFilters, describePartyWithAges, describeWhere } from './recent-searches'

/** The search the results are for, folded to one line; "Change search" opens the form again. */
export function SearchSummary(props: {
  label: SearchLabel
  searched: AvailabilityQuery
  locale: string
  onOpen(): void
}) {
  const { searched, locale } = props
  const nights = nightsBetween(searched.checkIn, searched.checkOut)
  const filters = describeFilters(searched, locale)
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      component="section"
      aria-label="Search"
      data-testid="search-summary"
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconSearch size={16} aria-hidden />
          <Text size="sm" truncate="end">
            <Text span fw={600}>
              {describeWhere(props.label)}
            </Text>
            {' · '}
            {formatIsoDate(searched.checkIn, locale)} – {formatIsoDate(searched.checkOut, locale)} (
            {counted('night', nights)}) · {describePartyWithAges(searched)}
            {filters.length > 0 && (
              <Text span c="dimmed">
                {' · '}
                {filters.join(', ')}
              </Text>
            )}
          </Text>
        </Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconAdjustmentsHorizontal size={14} />}
          aria-expanded={false}
          onClick={props.onOpen}
          style={{ flexShrink: 0 }}
        >
          Change search
        </Button>
      </Group>
    </Paper>
  )
}
