import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Fieldset,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconClock,
  IconRefresh,
  IconTrash,
  IconWifiOff,
} from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { BookingRequest } from '../../../../shared/api/bookings-v3'
import { formatInstantInZone, formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { TRAVELER_KINDS, type TravelerKind } from '../../../../shared/domain/travelers'
import type { BookResult } from '../../../../shared/ipc/hotels.contract'
import { useConnectivityStore } from '../../app/connectivity.store'
import { bridge } from '../../bridge'
import { useAgentFormat } from './agent-format'
import {
  draftFromSearch,
  partyDiffers,
  toBookingRequest,
  validateDraft,
  type BookingDraft,
  type DraftErrors,
  type TravelerDraft,
} from './booking-form'
import { ACTION_COLOR, TEXT } from './contrast'
import { bookingErrorView, type BookingErrorView } from './error-text'
import { HoldCountdown } from './HoldCountdown'
import { useHotelsStore } from './hotels.store'
import { mistakeFlags } from './mistake-guard'
import { boardSummary, cancellationView } from './rate-view'
import { describeParty } from './search-form'
import { describeRoomParty } from './SelectionPanel'
import { selectionSlots, summarizeSelection } from './selection'

type Step = 'form' | 'review' | 'done'

const KIND_LABEL: Record<TravelerKind, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' }

/** "Confirmed" at once, or "sent on request" with what that means for the agent. */
export function BookingConfirmation(props: { result: BookResult }) {
  const format = useAgentFormat()
  const { booking } = props.result
  const confirmed = booking.state === 'confirmed'
  const onRequest = booking.state === 'sent' || (!booking.allotmentAvailable && !confirmed)
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Booking made">
      <Stack gap="sm">
        <Group gap="sm">
          {confirmed ? (
            <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
          ) : (
            <IconClock size={28} color="var(--mantine-color-yellow-7)" aria-hidden />
          )}
          <Title order={3} data-testid="booking-outcome">
            {confirmed
              ? 'Booking confirmed'
              : onRequest
                ? 'Booking sent on request'
                : `Booking made: ${booking.state.replaceAll('_', ' ')}`}
          </Title>
        </Group>
        <Text>
          {confirmed
            ? 'The hotel confirmed the booking at once.'
            : onRequest
              ? 'Sent on request: the hotel answers; you will be notified when it confirms or refuses.'
              : 'The booking is waiting for its supplier; follow its state in Bookings.'}
        </Text>
        <Table variant="vertical" withTableBorder layout="fixed" maw={560}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={170}>Booking</Table.Th>
              <Table.Td data-testid="booking-id">{booking.id}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>State</Table.Th>
              <Table.Td>
                <Badge color={confirmed ? 'teal' : 'yellow'} variant="light" data-testid="booking-state">
                  {booking.state.replaceAll('_', ' ')}
                </Badge>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Hotel</Table.Th>
              <Table.Td>{booking.hotel.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Stay</Table.Th>
              <Table.Td>
                {formatIsoDate(booking.checkIn, format.locale)} –{' '}
                {formatIsoDate(booking.checkOut, format.locale)} · {booking.nightsCount} night
                {booking.nightsCount === 1 ? '' : 's'}
              </Table.Td>
            </Table.Tr>
            {booking.rooms.map((room, index) => (
              <Table.Tr key={room.id}>
                <Table.Th>Room {index + 1}</Table.Th>
                <Table.Td>
                  {room.name} · {formatMoney(room.price, booking.currency, format.locale)}
                  <Text size="xs" c="dimmed">
                    {room.travelers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') ||
                      'No traveler listed'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Td fw={700}>{formatMoney(booking.totalPrice, booking.currency, format.locale)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Customer</Table.Th>
              <Table.Td>
                {booking.customer.firstName} {booking.customer.lastName} · {booking.customer.email}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Td>{props.result.reference}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group>
          <Anchor component={Link} to={`/bookings/${encodeURIComponent(booking.id)}`} c={TEXT.link}>
            Open booking {booking.id}
          </Anchor>
          <Anchor component={Link} to="/hotels" c={TEXT.link}>
            New search
          </Anchor>
        </Group>
      </Stack>
    </Card>
  )
}

function TravelerFields(props: {
  room: number
  at: number
  traveler: TravelerDraft
  errors: DraftErrors
  canRemove: boolean
  onChange(patch: Partial<TravelerDraft>): void
  onRemove(): void
}) {
  const { traveler, errors } = props
  const path = `rooms.${props.room}.${props.at}`
  const legend = `Room ${props.room + 1}, traveler ${props.at + 1}`
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs">
        <NativeSelect
          label="Kind"
          data={TRAVELER_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
          value={traveler.kind}
          onChange={(event) => props.onChange({ kind: event.currentTarget.value as TravelerKind })}
        />
        <NativeSelect
          label="Gender"
          withAsterisk
          data={[
            { value: '', label: 'Choose…' },
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'non_binary', label: 'Non-binary' },
          ]}
          value={traveler.gender}
          error={errors[`${path}.gender`]}
          onChange={(event) =>
            props.onChange({ gender: event.currentTarget.value as TravelerDraft['gender'] })
          }
        />
        <TextInput
          label="First name"
          withAsterisk
          value={traveler.firstName}
          error={errors[`${path}.firstName`]}
          onChange={(event) => props.onChange({ firstName: event.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          withAsterisk
          value={traveler.lastName}
          error={errors[`${path}.lastName`]}
          onChange={(event) => props.onChange({ lastName: event.currentTarget.value })}
        />
        <TextInput
          label="Birthdate"
          type="date"
          withAsterisk
          value={traveler.birthdate}
          error={errors[`${path}.birthdate`]}
          onChange={(event) => props.onChange({ birthdate: event.currentTarget.value })}
        />
        <TextInput
          label="Nationality"
          placeholder="FR"
          maxLength={2}
          value={traveler.nationality}
          error={errors[`${path}.nationality`]}
          onChange={(event) => props.onChange({ nationality: event.currentTarget.value.toUpperCase() })}
        />
        <TextInput
          label="Passport number"
          value={traveler.passportNumber}
          onChange={(event) => props.onChange({ passportNumber: event.currentTarget.value })}
        />
        <TextInput
          label="Passport expiry"
          type="date"
          value={traveler.expirationDate}
          error={errors[`${path}.expirationDate`]}
          onChange={(event) => props.onChange({ expirationDate: event.currentTarget.value })}
        />
      </SimpleGrid>
      {props.canRemove && (
        <Button
          mt="xs"
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={14} />}
          onClick={props.onRemove}
          aria-label={`Remove ${legend.toLowerCase()}`}
        >
          Remove this traveler
        </Button>
      )}
    </Fieldset>
  )
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  )
}

/** /hotels/:hotelId/book: who travels, the mistake guard, then the booking and its answer. */
export function BookingScreen() {
  const hotelId = decodeURIComponent(useParams().hotelId ?? '')
  const navigate = useNavigate()
  const format = useAgentFormat()
  const searched = useHotelsStore((state) => state.searched)
  const rooms = useHotelsStore((state) => state.rooms)
  const picks = useHotelsStore((state) => state.picks)
  const loadRooms = useHotelsStore((state) => state.loadRooms)
  const lastBooking = useHotelsStore((state) => state.lastBooking)
  const setLastBooking = useHotelsStore((state) => state.setLastBooking)
  const hotelName = useHotelsStore(
    (state) => state.results.hotels.find((hotel) => hotel.id === hotelId)?.name ?? null,
  )
  const connectivity = useConnectivityStore((state) => state.status)

  const [draft, setDraft] = useState<BookingDraft | null>(() => (searched ? draftFromSearch(searched) : null))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [step, setStep] = useState<Step>('form')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<BookingErrorView | null>(null)
  // The clock the guard and the hold read: ticks while the screen is open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5_000)
    return () => window.clearInterval(timer)
  }, [])

  const roomsPath = `/hotels/${encodeURIComponent(hotelId)}`
  const back = (
    <Anchor component={Link} to={roomsPath} size="sm" c={TEXT.link}>
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the rooms
      </Group>
    </Anchor>
  )

  if (step === 'done' && lastBooking !== null)
    return (
      <Stack gap="md">
        <Title order={2}>{lastBooking.booking.hotel.name}</Title>
        <BookingConfirmation result={lastBooking} />
      </Stack>
    )

  const slots = searched ? selectionSlots(rooms.rooms, searched.rooms, picks) : []
  const summary = summarizeSelection(slots)
  if (searched === null || draft === null || rooms.hotelId !== hotelId || !summary.complete)
    return (
      <Stack gap="lg">
        {back}
        <Alert color="blue" title="Choose the rooms first">
          A booking is made from the rooms of a hotel, one choice per searched room. Go back to the rooms and
          pick them.
        </Alert>
      </Stack>
    )

  const stay = searched
  const currency = summary.currency ?? 'EUR'
  const money = (amount: number, code = currency) => formatMoney(amount, code, format.locale)
  const supplierCode = summary.picked.at(-1)?.room.supplier.code ?? ''
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  const offline = connectivity?.state === 'offline'
  const expired = rooms.expiresAt !== null && Date.parse(rooms.expiresAt) <= now

  const edit = (next: BookingDraft) => {
    setDraft(next)
    if (Object.keys(errors).length > 0) setErrors(validateDraft(next, stay, supplierCode))
  }
  const editCustomer = (patch: Partial<BookingDraft['customer']>) =>
    edit({ ...draft, customer: { ...draft.customer, ...patch } })
  const editTraveler = (room: number, at: number, patch: Partial<TravelerDraft>) =>
    edit({
      ...draft,
      rooms: draft.rooms.map((travelers, r) =>
        r === room ? travelers.map((t, i) => (i === at ? { ...t, ...patch } : t)) : travelers,
      ),
    })
  const removeTraveler = (room: number, at: number) =>
    edit({
      ...draft,
      rooms: draft.rooms.map((travelers, r) =>
        r === room ? travelers.filter((_, i) => i !== at) : travelers,
      ),
    })

  const review = () => {
    const found = validateDraft(draft, stay, supplierCode)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => {
        const first = document.querySelector<HTMLElement>('[aria-invalid="true"]')
        first?.focus()
      }, 0)
      return
    }
    setFailure(null)
    setStep('review')
  }

  const send = async (request: BookingRequest) => {
    setSending(true)
    setFailure(null)
    try {
      const result = await bridge.invoke('hotels.book', {
        request,
        ...(stay.locale == null ? {} : { locale: stay.locale }),
      })
      setLastBooking(result)
      setStep('done')
    } catch (error) {
      setFailure(bookingErrorView(error))
    } finally {
      setSending(false)
    }
  }
  const confirm = () => {
    if (rooms.requestId === null) return
    void send(toBookingRequest(draft, rooms.requestId, summary.picked))
  }
  const acceptNewPrice = (change: Extract<BookingErrorView, { kind: 'price_changed' }>['change']) => {
    const request = toBookingRequest(draft, change.requestId, summary.picked)
    void send({
      ...request,
      rooms: request.rooms.map((room, index) => ({
        ...room,
        bedCompositionId: change.bedCompositionIds[index] ?? room.bedCompositionId,
      })),
    })
  }
  const searchAgain = () => {
    void loadRooms(hotelId)
    void navigate(roomsPath)
  }

  const flags = mistakeFlags(summary, {
    stay,
    now,
    locale: format.locale,
    partyDifference: partyDiffers(draft, stay),
  })
  const cancellation = cancellationView(summary.conditions, {
    ...format,
    currency,
    totalPrice: summary.total,
    now,
  })
  const errorCount = Object.keys(errors).length

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Book {hotelName ?? 'this hotel'}</Title>
          <Text c="dimmed" size="sm">
            {formatIsoDate(stay.checkIn, format.locale)} – {formatIsoDate(stay.checkOut, format.locale)} ·{' '}
            {nights} night{nights === 1 ? '' : 's'} · {describeParty(stay.rooms)}
          </Text>
        </Stack>
        {rooms.expiresAt && (
          <HoldCountdown
            expiresAt={rooms.expiresAt}
            until={formatInstantInZone(rooms.expiresAt, format)}
            onSearchAgain={searchAgain}
          />
        )}
      </Group>

      <Section title="Rooms booked">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Room</Table.Th>
              <Table.Th>Room and rate</Table.Th>
              <Table.Th>Board</Table.Th>
              <Table.Th>Confirmation</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.picked.map((option, index) => (
              <Table.Tr key={option.key}>
                <Table.Td>
                  Room {index + 1}
                  <Text size="xs" c="dimmed">
                    {describeRoomParty(stay.rooms[index]!)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {option.room.name}
                  <Text size="xs" c="dimmed">
                    {option.choice.name}
                  </Text>
                </Table.Td>
                <Table.Td>{boardSummary(option.choice.mealPlans, stay, format.locale)}</Table.Td>
                <Table.Td>{option.room.instantAvailability ? 'Instant' : 'On request'}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(option.choice.totalPriceWithPromo, option.choice.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm" c={cancellation.tone === 'free' ? undefined : TEXT.warning}>
            {cancellation.headline}
          </Text>
          <Text fw={700} fz={20} data-testid="booking-total">
            Total {money(summary.total)}
          </Text>
        </Group>
      </Section>

      {step === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            review()
          }}
        >
          <Stack gap="md">
            <Section title="Customer">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label="Customer first name"
                  withAsterisk
                  value={draft.customer.firstName}
                  error={errors['customer.firstName']}
                  onChange={(event) => editCustomer({ firstName: event.currentTarget.value })}
                />
                <TextInput
                  label="Customer last name"
                  withAsterisk
                  value={draft.customer.lastName}
                  error={errors['customer.lastName']}
                  onChange={(event) => editCustomer({ lastName: event.currentTarget.value })}
                />
                <TextInput
                  label="E-mail"
                  type="email"
                  withAsterisk
                  value={draft.customer.email}
                  error={errors['customer.email']}
                  onChange={(event) => editCustomer({ email: event.currentTarget.value })}
                />
                <TextInput
                  label="Phone"
                  type="tel"
                  value={draft.customer.phoneNumber}
                  onChange={(event) => editCustomer({ phoneNumber: event.currentTarget.value })}
                />
                <TextInput
                  label="Company"
                  value={draft.customer.company}
                  onChange={(event) => editCustomer({ company: event.currentTarget.value })}
                />
                <TextInput
                  label="Customer file"
                  description="An existing file id; a new file is made when empty"
                  value={draft.customer.fileId}
                  onChange={(event) => editCustomer({ fileId: event.currentTarget.value })}
                />
                <TextInput
                  label="Address"
                  value={draft.customer.address}
                  onChange={(event) => editCustomer({ address: event.currentTarget.value })}
                />
                <TextInput
                  label="Zip code"
                  value={draft.customer.zipCode}
                  onChange={(event) => editCustomer({ zipCode: event.currentTarget.value })}
                />
                <TextInput
                  label="City"
                  value={draft.customer.city}
                  onChange={(event) => editCustomer({ city: event.currentTarget.value })}
                />
              </SimpleGrid>
            </Section>

            <Section title="Travelers">
              <Text size="sm" c="dimmed">
                Prefilled with the searched party. You may list fewer travelers (the lead guest only, for
                example): the booking keeps the searched party and price.
              </Text>
              {draft.rooms.map((travelers, room) => (
                <Stack key={room} gap="xs">
                  <Text fw={600}>
                    Room {room + 1} · searched for {describeRoomParty(stay.rooms[room]!)}
                  </Text>
                  {(errors[`rooms.${room}`] ?? (room === 0 ? errors.rooms : undefined)) && (
                    <Text size="sm" c={TEXT.danger} role="alert">
                      {errors[`rooms.${room}`] ?? errors.rooms}
                    </Text>
                  )}
                  {travelers.map((traveler, at) => (
                    <TravelerFields
                      key={traveler.key}
                      room={room}
                      at={at}
                      traveler={traveler}
                      errors={errors}
                      canRemove={travelers.length > 1}
                      onChange={(patch) => editTraveler(room, at, patch)}
                      onRemove={() => removeTraveler(room, at)}
                    />
                  ))}
                </Stack>
              ))}
            </Section>

            <Section title="References">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label="Internal reference"
                  description="Yours; the desk makes one when empty"
                  value={draft.internalReference}
                  onChange={(event) => edit({ ...draft, internalReference: event.currentTarget.value })}
                />
                <TextInput
                  label="Tour operator name"
                  value={draft.tourOperatorName}
                  onChange={(event) => edit({ ...draft, tourOperatorName: event.currentTarget.value })}
                />
                <TextInput
                  label="Network"
                  value={draft.networkName}
                  onChange={(event) => edit({ ...draft, networkName: event.currentTarget.value })}
                />
              </SimpleGrid>
              <Textarea
                label="Note"
                autosize
                minRows={2}
                value={draft.note}
                onChange={(event) => edit({ ...draft, note: event.currentTarget.value })}
              />
            </Section>

            <Group justify="flex-end">
              {errorCount > 0 && (
                <Text c={TEXT.danger} size="sm" role="alert">
                  {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention before the
                  booking can be checked.
                </Text>
              )}
              <Button type="submit" color={ACTION_COLOR}>
                Review the booking
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {step === 'review' && (
        <Section title="Check before confirming">
          {flags.length === 0 ? (
            <Alert
              color="teal"
              icon={<IconCircleCheck size={18} />}
              title="Nothing to flag"
              data-testid="guard"
            >
              Free cancellation, a known board, no fees at the hotel, the searched party and instant
              confirmation.
            </Alert>
          ) : (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title={`${flags.length} point${flags.length === 1 ? '' : 's'} to tell the customer`}
              data-testid="guard"
            >
              <List size="sm" spacing={4}>
                {flags.map((flag) => (
                  <List.Item key={`${flag.kind}-${flag.text}`} data-flag={flag.kind}>
                    {flag.text}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text size="sm">
            Customer: {draft.customer.firstName} {draft.customer.lastName} · {draft.customer.email} ·{' '}
            {draft.rooms.reduce((sum, travelers) => sum + travelers.length, 0)} traveler(s) listed
          </Text>

          {failure?.kind === 'price_changed' && (
            <Alert color="orange" title="The price changed" role="alert" data-testid="price-changed">
              <Stack gap="xs" align="flex-start">
                <span>{failure.sentence}</span>
                <Text>
                  Previous total {money(failure.change.previousTotal, failure.change.currency)} → new total{' '}
                  <strong>{money(failure.change.total, failure.change.currency)}</strong>
                </Text>
                <Group>
                  <Button
                    color={ACTION_COLOR}
                    loading={sending}
                    disabled={offline}
                    onClick={() => acceptNewPrice(failure.change)}
                  >
                    Accept {money(failure.change.total, failure.change.currency)} and book
                  </Button>
                  <Button variant="default" onClick={() => setStep('form')}>
                    Go back
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {failure?.kind === 'error' && (
            <Alert color="red" title="The booking was not made" role="alert" data-testid="booking-error">
              <Stack gap="xs" align="flex-start">
                <span>{failure.sentence}</span>
                {failure.next === 'search_again' && (
                  <Button
                    size="xs"
                    color={ACTION_COLOR}
                    leftSection={<IconRefresh size={14} />}
                    onClick={searchAgain}
                  >
                    Search again
                  </Button>
                )}
                {failure.next === 'choose_again' && (
                  <Button size="xs" variant="light" onClick={searchAgain}>
                    Choose another room
                  </Button>
                )}
                {failure.next === 'edit_travelers' && (
                  <Button size="xs" variant="light" onClick={() => setStep('form')}>
                    Correct the travelers
                  </Button>
                )}
                {failure.next === 'wait' && (
                  <Anchor component={Link} to="/bookings" c={TEXT.link}>
                    Go to Bookings
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          {offline && (
            <Alert color="red" variant="light" icon={<IconWifiOff size={18} />} data-testid="offline-reason">
              You are offline: booking needs the service.{' '}
              {connectivity?.reason ?? 'Confirm again when the connection is back.'}
            </Alert>
          )}
          {expired && !offline && (
            <Text size="sm" c={TEXT.warning}>
              The prices are no longer held: search again before confirming.
            </Text>
          )}
          {failure?.kind !== 'price_changed' && (
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('form')} disabled={sending}>
                Back to the form
              </Button>
              <Button
                color={ACTION_COLOR}
                loading={sending}
                disabled={offline || expired || failure?.next === 'wait'}
                onClick={confirm}
              >
                Confirm booking · {money(summary.total)}
              </Button>
            </Group>
          )}
        </Section>
      )}
    </Stack>
  )
}
