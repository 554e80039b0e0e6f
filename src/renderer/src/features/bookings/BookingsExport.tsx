import { Button, Group, Menu, Progress, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconChevronDown, IconFileExport } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useShowsNet } from '../../ui/client-mode/client-mode'
import { exportColumnsOf, type ShownColumn } from './bookings-columns'
import type { BookingsFilters } from './bookings-filters'
import { useBookingsExportStore } from './bookings-export.store'

/** How long an export may take before its progress bar shows (most lists are written at once). */
const PROGRESS_AFTER_MS = 400

/**
 * "Export" beside the bookings list: the list exactly as filtered and sorted, with the table's columns (the view's or the chooser's, in their order), built by
 * main from the same query (every row, not the pages loaded here), as CSV or XLSX; a progress bar when it takes
 * longer than a moment.
 */
export function BookingsExport(props: { filters: BookingsFilters; columns: readonly ShownColumn[] }) {
  const { running, progress, outcome, run } = useBookingsExportStore()
  const exported = exportColumnsOf(props.columns, useShowsNet())
  const [slow, setSlow] = useState(false)

  useEffect(() => {
    if (running === null) return undefined
    const timer = window.setTimeout(() => setSlow(true), PROGRESS_AFTER_MS)
    return () => {
      window.clearTimeout(timer)
      setSlow(false)
    }
  }, [running])

  useEffect(() => {
    if (outcome === null) return
    notifications.show(
      outcome.ok
        ? { color: 'teal', message: outcome.text }
        : { color: 'red', title: 'The list could not be exported', message: outcome.text },
    )
  }, [outcome])

  const percent = progress === null || progress.total === 0 ? 0 : (100 * progress.done) / progress.total
  return (
    <Group gap="xs">
      {running !== null && slow && (
        <Group gap={6} data-testid="export-progress">
          <Progress value={percent} w={120} aria-label={`Exporting the list to ${running.toUpperCase()}`} />
          <Text size="xs" c="dimmed">
            {progress === null ? 'Reading the list…' : `${progress.done} of ${progress.total}`}
          </Text>
        </Group>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileExport size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={running !== null}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>The list as filtered and sorted</Menu.Label>
          <Menu.Item onClick={() => void run('xlsx', props.filters, exported)}>
            Excel workbook (.xlsx)
          </Menu.Item>
          <Menu.Item onClick={() => void run('csv', props.filters, exported)}>CSV file (.csv)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
