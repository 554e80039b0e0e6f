import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { EXPERIENCE_TYPE_LABELS } from '../../../../shared/domain/inventory'
import { counted } from '../../../../shared/i18n'
import { AgentInstant } from '../../ui/format'
import { ACTION_COLOR } from '../../ui/contrast'
import { CreateExperienceForm } from './CreateExperienceForm'
import { ExperienceStateBadge } from './ExperienceStateBadge'
import { useInventoryListStore, type ExperienceSortKey } from './inventory-list.store'
import { useInventoryRead } from './inventory-queries'
import { OfflineNotice, SupplierOnly } from './SupplierOnly'

const SORTS: { value: ExperienceSortKey; label: string }[] = [
  { value: '-updatedAt', label: 'Last changed first' },
  { value: '-createdAt', label: 'Newest first' },
  { value: 'name', label: 'Name A to Z' },
  { value: '-name', label: 'Name Z to A' },
]

/** The supplier's experiences: state, type and what each holds, searchable and sortable; "New experience". */
export function InventoryScreen() {
  return (
    <SupplierOnly>
      <ExperienceList />
    </SupplierOnly>
  )
}

function ExperienceList() {
  const navigate = useNavigate()
  const filters = useInventoryListStore()
  const [creating, setCreating] = useState(false)
  const [search, setSearch] = useState(filters.search)
  const [debounced] = useDebouncedValue(search, 300)
  const { setFilters } = filters
  const list = useInventoryRead('inventory.experiences', {
    ...(filters.search.trim() === '' ? {} : { search: filters.search.trim() }),
    sort: filters.sort,
    includeArchived: filters.includeArchived,
  })
  const items = list.data?.items ?? null

  useEffect(() => {
    if (debounced !== useInventoryListStore.getState().search) setFilters({ search: debounced })
  }, [debounced, setFilters])

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Inventory</Title>
        <Button leftSection={<IconPlus size={16} />} color={ACTION_COLOR} onClick={() => setCreating(true)}>
          New experience
        </Button>
      </Group>
      <OfflineNotice />
      <Group align="flex-end" gap="md">
        <TextInput
          label="Search by name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        <Select
          label="Sort"
          allowDeselect={false}
          data={SORTS}
          value={filters.sort}
          onChange={(value) => value && setFilters({ sort: value as ExperienceSortKey })}
          w={220}
        />
        <Switch
          label="Show archived"
          checked={filters.includeArchived}
          onChange={(event) => setFilters({ includeArchived: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      {list.error && (
        <Alert color="red" title="The experiences could not be read" role="alert">
          {list.error}
        </Alert>
      )}
      <Text size="sm" aria-live="polite" data-testid="inventory-count">
        {items === null ? 'Reading your experiences…' : counted('experience', items.length)}
      </Text>
      {items !== null && items.length > 0 && (
        <Table striped highlightOnHover data-testid="inventory-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Periods</Table.Th>
              <Table.Th ta="right">Program days</Table.Th>
              <Table.Th ta="right">Extras</Table.Th>
              <Table.Th ta="right">Images</Table.Th>
              <Table.Th>Last changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-experience-id={item.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => void navigate(`/inventory/${item.id}`)}
                    fw={600}
                    td="underline"
                    fz="sm"
                  >
                    {item.name ?? '(no English name)'}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{EXPERIENCE_TYPE_LABELS[item.type]}</Table.Td>
                <Table.Td>
                  <ExperienceStateBadge state={item.state} />
                </Table.Td>
                <Table.Td ta="right">{item.periodsCount}</Table.Td>
                <Table.Td ta="right">{item.type === 'program' ? item.programsCount : '–'}</Table.Td>
                <Table.Td ta="right">{item.extrasCount}</Table.Td>
                <Table.Td ta="right">{item.imagesCount}</Table.Td>
                <Table.Td>
                  <AgentInstant at={item.updatedAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={creating}
        onClose={() => setCreating(false)}
        title="New experience"
      >
        <CreateExperienceForm onDone={() => setCreating(false)} />
      </Modal>
    </Stack>
  )
}
