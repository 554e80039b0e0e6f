import {
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconArrowDown, IconPlus, IconSearch } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { counted } from '../../../../shared/i18n'
import { NetOnly } from '../../ui/client-mode/client-mode'
import { ACTION_COLOR } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import { CustomerForm } from './CustomerForm'
import { soldWords, useCustomerList } from './customers-queries'
import { CustomersImportButton } from './import/CustomersImportDialog'

type Sort = 'name' | 'lastTrip' | 'nextTrip' | 'bookings' | 'updated'

/**
 * The agency's customers: made on the desk or seen as customer files in the cached bookings. Searched by main
 * (accent- and case-insensitive, any of name, company, e-mail, phone, city, file id, a traveller's name).
 */
export function CustomersScreen() {
  const navigate = useNavigate()
  const format = useAgentFormat()
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), 250)
  const [sort, setSort] = useState<Sort>('name')
  const [creating, setCreating] = useState(false)
  const list = useCustomerList(query, sort)
  const items = list.data?.items ?? null
  const date = (value: string | null) => (value === null ? '–' : formatIsoDate(value, format.locale))

  const header = (label: string, key: Sort | null, align: 'left' | 'right' = 'left'): ReactNode => (
    <Table.Th ta={align} aria-sort={key !== null && sort === key ? 'descending' : undefined}>
      {key === null ? (
        label
      ) : (
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() => setSort(key)}
          aria-label={`Sort by ${label.toLowerCase()}`}
        >
          <Group gap={4} wrap="nowrap">
            {label}
            {sort === key && <IconArrowDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      )}
    </Table.Th>
  )

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Customers</Title>
        <Group gap="xs">
          <CustomersImportButton />
          <Button leftSection={<IconPlus size={16} />} color={ACTION_COLOR} onClick={() => setCreating(true)}>
            New customer
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search customers"
        description="Name, company, e-mail, phone, city, file or a traveller's name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={420}
      />
      {list.error && (
        <Alert color="red" title="The customers could not be read" role="alert">
          {errorSentence(list.error, { fallback: 'The customers could not be read. Try again.' })}
        </Alert>
      )}
      <Text size="sm" aria-live="polite" data-testid="customers-count">
        {list.data === undefined ? 'Reading your customers…' : counted('customer', list.data.total)}
      </Text>
      {items !== null && items.length > 0 && (
        <Table striped highlightOnHover data-testid="customers-list">
          <Table.Thead>
            <Table.Tr>
              {header('Name', 'name')}
              {header('Company', null)}
              {header('E-mail', null)}
              {header('Phone', null)}
              {header('Bookings', 'bookings', 'right')}
              <NetOnly>{header('Sold', null, 'right')}</NetOnly>
              {header('Last trip', 'lastTrip')}
              {header('Next trip', 'nextTrip')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-customer-id={item.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => void navigate(`/customers/${item.id}`)}
                    fw={600}
                    td="underline"
                    fz="sm"
                  >
                    {item.displayName}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{item.company || '–'}</Table.Td>
                <Table.Td>{item.email || '–'}</Table.Td>
                <Table.Td>{item.phoneNumber || '–'}</Table.Td>
                <Table.Td ta="right">{item.bookingsCount}</Table.Td>
                <NetOnly>
                  <Table.Td ta="right">
                    {soldWords(item.sold, (amount, currency) => formatMoney(amount, currency, format.locale))}
                  </Table.Td>
                </NetOnly>
                <Table.Td>{date(item.lastTrip)}</Table.Td>
                <Table.Td>{date(item.nextTrip)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={creating}
        onClose={() => setCreating(false)}
        title="New customer"
        size="lg"
      >
        <CustomerForm
          editing={null}
          onDone={(saved) => {
            setCreating(false)
            if (saved !== null) void navigate(`/customers/${saved.id}`)
          }}
        />
      </Modal>
    </Stack>
  )
}
