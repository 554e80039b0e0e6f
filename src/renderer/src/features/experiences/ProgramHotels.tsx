import { NativeSelect, Select, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import type { ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { useCatalogHotels } from './useCatalogHotels'
import { OWN, type BasketDraft, type HotelDraft } from './basket-draft'

const OWN_LABEL = 'Booked by the customer on their own'

/** Catalog hotels whose name or city starts with the words typed (catalog.searchHotels), for a day listing none. */
function CatalogHotelSelect(props: {
  form: UseFormReturnType<BasketDraft>
  path: string
  hotel: HotelDraft
  label: string
}) {
  const { form, path, hotel } = props
  const [query, setQuery] = useState('')
  const found = useCatalogHotels(query)
  const chosen =
    hotel.hotelId !== '' && hotel.hotelId !== OWN ? [{ value: hotel.hotelId, label: hotel.hotelName }] : []
  const data = [
    { value: OWN, label: OWN_LABEL },
    ...chosen,
    ...found.filter((option) => option.value !== hotel.hotelId),
  ]
  const input = form.getInputProps(`${path}.hotelId`)
  return (
    <Select
      label={props.label}
      description="This day lists no hotel: search the catalog by name or city"
      placeholder="Type a hotel or city…"
      searchable
      withAsterisk
      data={data}
      value={hotel.hotelId === '' ? null : hotel.hotelId}
      searchValue={query}
      onSearchChange={setQuery}
      error={input.error}
      onChange={(value) => {
        const label = data.find((option) => option.value === value)?.label ?? ''
        form.setFieldValue(`${path}.hotelId`, value ?? '')
        form.setFieldValue(`${path}.hotelName`, value === OWN ? '' : label)
      }}
      nothingFoundMessage={query.trim().length < 2 ? 'Type at least two letters' : 'No hotel found'}
    />
  )
}

/** The hotel of each program night that needs one: one of the day's hotels, any catalog hotel, or on their own. */
export function ProgramHotels(props: {
  form: UseFormReturnType<BasketDraft>
  at: number
  hotels: HotelDraft[]
  days: readonly ProgramDayV1[] | null
}) {
  const { form, at, hotels, days } = props
  if (days === null)
    return (
      <Text size="sm" c="dimmed">
        Reading the program days…
      </Text>
    )
  if (hotels.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No program day needs a hotel.
      </Text>
    )
  return (
    <Stack gap="xs">
      {hotels.map((hotel, i) => {
        const path = `lines.${at}.hotels.${i}`
        const label = `Day ${hotel.dayIndex}: ${hotel.title}`
        const offered = days.find((day) => day.id === hotel.programId)?.hotels ?? []
        if (offered.length === 0)
          return (
            <CatalogHotelSelect key={hotel.programId} form={form} path={path} hotel={hotel} label={label} />
          )
        return (
          <NativeSelect
            key={hotel.programId}
            label={label}
            withAsterisk
            data={[
              { value: '', label: 'Choose a hotel…' },
              ...offered.map((h) => ({ value: h.id, label: `${h.name} (${h.cityTitle})` })),
              { value: OWN, label: OWN_LABEL },
            ]}
            {...form.getInputProps(`${path}.hotelId`)}
          />
        )
      })}
    </Stack>
  )
}
