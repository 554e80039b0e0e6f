import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import type { CustomerListItem } from '../../../../shared/domain/people'
import { useDeskQuery } from '../../bridge/desk-query'

/**
 * The proposal's customer: one of the agency's customers (searched by main as the agent types), or none, and then
 * the free name beside it says who it is for.
 */
export function CustomerPicker(props: {
  customerId: string | null
  customerName: string
  disabled?: boolean
  onPick(customer: CustomerListItem | null): void
}) {
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), 250)
  const list = useDeskQuery(
    'customers.list',
    { query, sort: 'name', limit: 20, offset: 0 },
    { keepPrevious: true, enabled: props.disabled !== true },
  )
  const items = list.data?.items ?? []
  const data = items.map((item) => ({ value: item.id, label: item.displayName }))
  // The picked customer stays a choice while the agent searches for another.
  if (props.customerId !== null && !data.some((entry) => entry.value === props.customerId))
    data.unshift({ value: props.customerId, label: props.customerName || 'Customer' })
  return (
    <Select
      label="Customer"
      description="One of your customers, or leave empty and type a name"
      placeholder="Search your customers"
      searchable
      clearable
      disabled={props.disabled}
      data={data}
      value={props.customerId}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'No customer of that name'}
      onChange={(value) =>
        props.onPick(value === null ? null : (items.find((item) => item.id === value) ?? null))
      }
      data-testid="proposal-customer"
    />
  )
}
