import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { BookingRequest } from '../../../../shared/api/bookings-v3'
import { formatIsoDate, nightsBetween } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import { useConnectivityStore } from '../../app/connectivity.store'
import { bridge } from '../../bridge'
import { useAgentFormat } from '../../ui/format/agent-format'
import {
  draftFromSearch,
  partyDiffers,
  toBookingRequest,
  validateDraft,
  type BookingDraft,
  type DraftErrors,
} from './booking-form'
import { BookingConfirmation } from './BookingConfirmation'
import { BookedRooms } from './BookedRooms'
import { BookingFormFields } from './BookingFormFields'
import { BookingReview } from './BookingReview'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { bookingErrorView, type BookingErrorView } from './error-text'
import { HoldCountdown } from './HoldCountdown'
import { roomsAreFor, stayKey, useHotelsStore } from './hotels.store'
import { RepricedNotice } from './RepricedNotice'
import { mistakeFlags } from './mistake-guard'
import { cancellationView } from '../../ui/rates/rate-view'
import { draftForReplacement } from './replacement'
import { describeParty } from './search-form'
import { selectionSlots, summarizeSelection } from './selection'
import { serviceTimeOf } from './service-clock'
import { shownRateOf } from './shown-rate'

type Step = 'form' | 'review' | 'done'
type PriceChange = Extract<BookingErrorView, { kind: 'price_changed' }>['change']

/** The draft belongs to one hotel and one search: another search starts a new form. */
function draftKey(hotelId: string, stay: { checkIn: string; checkOut: string; rooms: unknown }): string {
  return JSON.stringify([hotelId, stay.checkIn, stay.checkOut, stay.rooms])
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
    (state) =>
      state.results.hotels.find((hotel) => hotel.id === hotelId)?.name ??
      state.catalog[hotelId]?.name ??
      null,
  )
  const replacing = useHotelsStore((state) => state.replacing)
  const setReplacing = useHotelsStore((state) => state.setReplacing)
  const saveBookingDraft = useHotelsStore((state) => state.saveBookingDraft)
  const connectivity = useConnectivityStore((state) => state.status)

  // The form comes back as the agent left it (same hotel and search); else from the booking being changed, or
  // from the searched party.
  const [draft, setDraft] = useState<BookingDraft | null>(() => {
    if (searched === null) return null
    const kept = useHotelsStore.getState().bookingDraft
    if (kept !== null && kept.key === draftKey(hotelId, searched)) return kept.draft
    return replacing !== null ? draftForReplacement(replacing.booking, searched) : draftFromSearch(searched)
  })
  const [errors, setErrors] = useState<DraftErrors>({})
  // The total before the prices were searched again from this screen, to say how it moved.
  const [repricedFrom, setRepricedFrom] = useState<number | null>(null)
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

  if (searched !== null && rooms.status === 'loading' && rooms.forStay === stayKey(searched))
    return (
      <Stack gap="lg">
        {back}
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Asking the service for these prices again…</Text>
        </Group>
      </Stack>
    )

  const slots = searched ? selectionSlots(rooms.rooms, searched.rooms, picks) : []
  const summary = summarizeSelection(slots)
  if (searched === null || draft === null || !roomsAreFor(rooms, hotelId, searched) || !summary.complete)
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
  const expired = rooms.holdDeadline !== null && rooms.holdDeadline <= now
  const serviceNow = serviceTimeOf(rooms, now)

  const edit = (next: BookingDraft) => {
    setDraft(next)
    saveBookingDraft({ key: draftKey(hotelId, stay), draft: next })
    if (Object.keys(errors).length > 0) setErrors(validateDraft(next, stay, supplierCode))
  }

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

  const send = async (request: BookingRequest, change: PriceChange | null) => {
    setSending(true)
    setFailure(null)
    const shownRate = shownRateOf({
      summary,
      stay,
      hotel: { id: hotelId, name: hotelName ?? `Hotel ${hotelId}` },
      requestId: request.requestId,
      shownAt: new Date(),
      ...(change === null
        ? {}
        : { priceChange: { previousTotal: change.previousTotal, newTotal: change.total } }),
    })
    try {
      const result = await bridge.invoke('hotels.book', {
        request: replacing === null ? request : { ...request, replaceBookingId: replacing.bookingId },
        shownRate,
        ...(stay.locale == null ? {} : { locale: stay.locale }),
      })
      setLastBooking(result)
      saveBookingDraft(null)
      if (replacing !== null) setReplacing(null)
      setStep('done')
    } catch (error) {
      setFailure(bookingErrorView(error))
    } finally {
      setSending(false)
    }
  }
  const confirm = () => {
    if (rooms.requestId === null) return
    void send(toBookingRequest(draft, rooms.requestId, summary.picked), null)
  }
  const acceptNewPrice = (change: PriceChange) => {
    const request = toBookingRequest(draft, change.requestId, summary.picked)
    void send(
      {
        ...request,
        rooms: request.rooms.map((room, index) => ({
          ...room,
          bedCompositionId: change.bedCompositionIds[index] ?? room.bedCompositionId,
        })),
      },
      change,
    )
  }
  // The same stay priced again: the form stays when every room choice is still offered, else back to the rooms.
  const searchAgain = async () => {
    const before = summary.total
    setFailure(null)
    await loadRooms(hotelId)
    const after = useHotelsStore.getState()
    const again = summarizeSelection(selectionSlots(after.rooms.rooms, stay.rooms, after.picks))
    if (after.rooms.status === 'done' && again.complete) setRepricedFrom(before)
    else void navigate(roomsPath)
  }

  const flags = mistakeFlags(summary, {
    stay,
    now: serviceNow,
    locale: format.locale,
    partyDifference: partyDiffers(draft, stay),
  })
  const cancellation = cancellationView(summary.conditions, {
    ...format,
    currency,
    totalPrice: summary.total,
    now: serviceNow,
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
        {rooms.holdDeadline !== null && (
          <HoldCountdown
            deadline={rooms.holdDeadline}
            format={format}
            autoSearch={!offline}
            onSearchAgain={() => void searchAgain()}
          />
        )}
      </Group>

      {rooms.repricing !== null && repricedFrom !== null && (
        <Stack gap={4}>
          <RepricedNotice repricing={rooms.repricing} />
          <Text size="sm" fw={600} data-testid="repriced-total">
            {repricedFrom === summary.total
              ? `The total is unchanged: ${money(summary.total)}.`
              : `The total was ${money(repricedFrom)}, it is now ${money(summary.total)}.`}
          </Text>
        </Stack>
      )}
      <BookedRooms
        summary={summary}
        stay={stay}
        locale={format.locale}
        headline={cancellation.headline}
        free={cancellation.tone === 'free'}
        money={money}
      />

      {step === 'form' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            review()
          }}
        >
          <Stack gap="md">
            <BookingFormFields draft={draft} errors={errors} stay={stay} onChange={edit} />
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
        <BookingReview
          flags={flags}
          draft={draft}
          failure={failure}
          sending={sending}
          offline={offline}
          offlineReason={connectivity?.reason ?? null}
          expired={expired}
          replacing={replacing?.bookingId ?? null}
          totalLabel={money(summary.total)}
          money={money}
          onBack={() => setStep('form')}
          onConfirm={confirm}
          onAcceptNewPrice={acceptNewPrice}
          onSearchAgain={() => void searchAgain()}
        />
      )}
    </Stack>
  )
}
