import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core'
import { IconHistory, IconX } from '@tabler/icons-react'
import { useEffect, useMemo } from 'react'
import type { RecentSearch } from '../../../../shared/ipc/hotels.contract'
import { useCatalogFacetsStore } from './catalog-facets.store'
import { recentLabels } from './recent-searches'
import { useRecentSearchesStore } from './recent-searches.store'

/** "Recent searches": the last searches kept on this computer, each run again with one choice. */
export function RecentSearches(props: {
  locale: string
  timeZone: string
  onRun(search: RecentSearch): void
}) {
  const { searches, loaded, load, forget } = useRecentSearchesStore()
  const facets = useCatalogFacetsStore((state) => state.facets)
  const labels = useMemo(() => {
    const names = {
      kinds: new Map(facets.kinds.map((facet) => [facet.id, facet.name])),
      styles: new Map(facets.styles.map((facet) => [facet.id, facet.name])),
    }
    return recentLabels(searches, props.locale, names, props.timeZone)
  }, [searches, facets, props.locale, props.timeZone])
  useEffect(() => {
    if (!loaded) void load()
  }, [loaded, load])

  return (
    <Menu position="bottom-end" width={560} withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconHistory size={14} />}>
          Recent searches{searches.length > 0 ? ` (${searches.length})` : ''}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Recent searches">
        {searches.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            Searches you run are kept here, to run again.
          </Text>
        )}
        {searches.map((search, at) => {
          const label = labels[at] ?? ''
          return (
            <Group key={search.id} gap={4} wrap="nowrap">
              <Menu.Item onClick={() => props.onRun(search)} style={{ flex: 1 }}>
                <Text size="sm">{label}</Text>
              </Menu.Item>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Forget the search ${label}`}
                onClick={() => void forget(search.id)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          )
        })}
      </Menu.Dropdown>
    </Menu>
  )
}
