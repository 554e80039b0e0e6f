import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { IsoDate } from '../../../../shared/domain/dates'
import { counted } from '../../../../shared/i18n'
import { checkChosenTravellers, type CustomerRecord } from '../../../../shared/domain/people'
import type { SearchedRoom } from '../../../../shared/domain/travelers'
import { deskKey, fetchDesk, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../errors'
import { SectionCard } from '../SectionCard'
import type { TravelerDraft } from '../travelers/traveler-draft'
import { bookingCustomerOf, travelerDraftOf, travellerInputOf, typedTravellers } from './people-fill'

/**
 * A booking form's people from the agency's customers (hotel rooms or an experience basket): choose a customer (its
 * contact and file fill in), choose its travellers per room (names, birthdates, passports fill in), see before
 * sending why a chosen traveller's age at check-in does not fit the searched party, and save travellers typed by
 * hand to the customer in one click.
 */
export function BookingPeople<Kind extends string>(props: {
  checkIn: IsoDate
  searched: readonly SearchedRoom[]
  rooms: readonly (readonly TravelerDraft<Kind>[])[]
  kinds: readonly Kind[]
  /** What a room is called ("Room 1", "Travellers"). */
  roomLabel(room: number): string
  onCustomer(customer: ReturnType<typeof bookingCustomerOf>, record: CustomerRecord): void
  /** The chosen customer was cleared: the form's customer fields stay, as typed, for no customer of the agency. */
  onCustomerCleared?(): void
  onRoom(room: number, travelers: TravelerDraft<Kind>[]): void
}) {
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), 250)
  const [customerId, setCustomerId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string[][]>(() => props.rooms.map(() => []))
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)
  const list = useDeskQuery(
    'customers.list',
    { query, sort: 'name', limit: 50, offset: 0 },
    { keepPrevious: true },
  )
  const detail = useDeskQuery('customers.get', { id: customerId ?? '' }, { enabled: customerId !== null })
  const save = useDeskMutation('travellers.save', {
    invalidates: (input) => [deskKey('customers.list'), ['customers.get', { id: input.customerId }]],
  })
  const travellers = detail.data?.travellers ?? []
  const found = (list.data?.items ?? []).map((item) => ({
    value: item.id,
    label: item.email === '' ? item.displayName : `${item.displayName} · ${item.email}`,
  }))
  // The chosen customer stays an option while the search box shows its label (which main may not match).
  const [chosenOption, setChosenOption] = useState<{ value: string; label: string } | null>(null)
  const options =
    chosenOption === null || found.some((o) => o.value === chosenOption.value)
      ? found
      : [chosenOption, ...found]

  const chooseCustomer = async (id: string | null) => {
    setCustomerId(id)
    setChosenOption(options.find((o) => o.value === id) ?? null)
    setNote(null)
    setChosen(props.rooms.map(() => []))
    if (id === null) {
      props.onCustomerCleared?.()
      return
    }
    const found = await fetchDesk('customers.get', { id })
    props.onCustomer(bookingCustomerOf(found.record), found.record)
  }

  const chooseTravellers = (room: number, ids: string[]) => {
    setChosen((before) => before.map((list, at) => (at === room ? ids : list)))
    const records = ids.map((id) => travellers.find((t) => t.id === id)).filter((t) => t !== undefined)
    if (records.length > 0)
      props.onRoom(
        room,
        records.map((r) => travelerDraftOf(r, props.checkIn, props.kinds)),
      )
  }

  // Judged over what the form holds now, once a traveller was chosen: the agent may have edited a birthdate since.
  const anyChosen = chosen.some((ids) => ids.length > 0)
  const fit = anyChosen
    ? checkChosenTravellers(
        props.searched,
        props.rooms.map((room) =>
          room
            .filter((t) => t.firstName.trim() !== '')
            .map((t) => ({ firstName: t.firstName, birthdate: t.birthdate === '' ? null : t.birthdate })),
        ),
        props.checkIn,
      )
    : null
  const typed = customerId === null ? [] : typedTravellers(props.rooms, travellers)

  const saveTyped = async () => {
    if (customerId === null) return
    setNote(null)
    try {
      for (const draft of typed) await save.mutateAsync({ customerId, traveller: travellerInputOf(draft) })
      setNote({
        ok: true,
        text: counted('savedTravellers', typed.length),
      })
    } catch (error) {
      setNote({
        ok: false,
        text: errorSentence(error, { fallback: 'The travellers could not be saved. Try again.' }),
      })
    }
  }

  return (
    <SectionCard title="From your customers" testId="booking-people">
      <Select
        label="Choose a customer"
        placeholder="Type a name, company or e-mail"
        searchable
        clearable
        filter={({ options: all }) => all}
        data={options}
        value={customerId}
        onSearchChange={setSearch}
        onChange={(id) => void chooseCustomer(id)}
        nothingFoundMessage={list.isFetching ? 'Searching…' : 'No customer found'}
        w={420}
      />
      {customerId !== null && detail.data !== undefined && (
        <Stack gap="xs">
          {travellers.length === 0 ? (
            <Text size="sm">
              This customer has no travellers yet: type them below, then save them to the customer.
            </Text>
          ) : (
            props.rooms.map((_, room) => (
              <MultiSelect
                key={room}
                label={`Choose travellers · ${props.roomLabel(room)}`}
                data={travellers.map((t) => ({
                  value: t.id,
                  label: `${t.traveller.firstName} ${t.traveller.lastName}`,
                }))}
                value={chosen[room] ?? []}
                onChange={(ids) => chooseTravellers(room, ids)}
                clearable
              />
            ))
          )}
        </Stack>
      )}
      {fit !== null && !fit.fits && (
        <Alert
          color="orange"
          role="alert"
          title="The chosen travellers do not fit the search"
          data-testid="travel-fit"
        >
          <Stack gap={2}>
            {fit.explanations.map((text) => (
              <Text key={text} size="sm">
                {text}
              </Text>
            ))}
            <Text size="sm">Search again with their ages, or choose other travellers.</Text>
          </Stack>
        </Alert>
      )}
      {typed.length > 0 && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} />}
            loading={save.isPending}
            onClick={() => void saveTyped()}
          >
            {counted('saveTravellers', typed.length)}
          </Button>
        </Group>
      )}
      {note !== null && (
        <Text size="sm" role={note.ok ? 'status' : 'alert'} c={note.ok ? undefined : 'red'}>
          {note.text}
        </Text>
      )}
    </SectionCard>
  )
}
