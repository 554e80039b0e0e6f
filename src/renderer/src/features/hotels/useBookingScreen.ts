import { useForm, type UseFormReturnType } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useStore } from 'zustand'
import type { BookingRequest } from '../../../../shared/api/bookings-v3'
import { formatMoney } from '../../../../shared/domain/money'
import { PRICE_ON_REQUEST, useShowsNet } from '../../ui/client-mode/client-mode'
import type { AvailabilityQuery } from '../../../../shared/ipc/hotels.contract'
import { useConnectivityStore } from '../../stores/connectivity.store'
import { useAgentFormat, type AgentFormat } from '../../ui/format/agent-format'
import { cancellationView, type CancellationView } from '../../ui/rates/rate-view'
import { draftFromSearch, partyDiffers, toBookingRequest, type BookingDraft } from './booking-form'
import { draftResolver } from './booking-form.schema'
import { createBookingFlowStore, type BookingStep } from './booking-flow.store'
import type { BookingErrorView } from './error-text'
import { roomsAreFor, stayKey, useHotelResults, useHotelsStore, type RoomsState } from './hotels.store'
import { mistakeFlags, type GuardFlag } from './mistake-guard'
import { draftForReplacement } from './replacement'
import { selectionSlots, summarizeSelection, type SelectionSummary } from './selection'
import { followServiceClock, serviceTimeOf } from '../../ui/hold/service-clock'
import { useServiceClockStore } from '../../stores/service-clock.store'
import { shownRateOf } from './shown-rate'
import { useHotelPricing } from './use-hotel-pricing'
import { sellChange, sellRooms, type ChangedSale } from './room-selling'
import type { PricedProduct, SellingPrice } from '../../../../shared/domain/markup'

type PriceChange = Extract<BookingErrorView, { kind: 'price_changed' }>['change']

/** The draft belongs to one hotel and one search: another search starts a new form. */
function draftKey(hotelId: string, stay: { checkIn: string; checkOut: string; rooms: unknown }): string {
  return JSON.stringify([hotelId, stay.checkIn, stay.checkOut, stay.rooms])
}

const NO_STAY = { checkIn: '', checkOut: '', rooms: [] }

/** Everything the booking views read and do, for the step the flow is at. */
export type BookingScreenModel =
  | { view: 'answer'; step: Extract<BookingStep, { name: 'answer' }> }
  | { view: 'repricing'; roomsPath: string }
  | { view: 'chooseRooms'; roomsPath: string }
  | ({ view: 'booking' } & BookingModel)

export interface BookingModel {
  step: Exclude<BookingStep, { name: 'answer' }>
  roomsPath: string
  hotelName: string | null
  stay: AvailabilityQuery
  format: AgentFormat
  rooms: RoomsState
  summary: SelectionSummary
  /** The stay as the agency sells it, with the agency's rules (the net when none applies). */
  selling: SellingPrice
  /** Each room picked as the agency sells it, in the order of `summary.picked` (the client screen's room prices). */
  roomsSelling: SellingPrice[]
  /** A total the service priced again (409 price changed), before and after, as the agency sells it. */
  sellChanged(change: PriceChange): ChangedSale
  /** The product that price was made for: sent with the create so main freezes the sale on it. */
  pricedAs: PricedProduct
  form: UseFormReturnType<BookingDraft>
  flags: GuardFlag[]
  cancellation: CancellationView
  offline: boolean
  offlineReason: string | null
  expired: boolean
  replacing: string | null
  /** The total before the prices were searched again from this screen, to say how it moved. */
  repricedFrom: number | null
  money(amount: number, currency?: string): string
  /** The form checked without a problem: on to the review (else the first field in error takes the focus). */
  review(): void
  edit(): void
  confirm(): void
  acceptNewPrice(change: PriceChange): void
  searchAgain(): void
}

function focusFirstInvalid(): void {
  window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
}

/** /hotels/:hotelId/book: the hotel search's store, the booking flow's steps and the form, for the views. */
export function useBookingScreen(): BookingScreenModel {
  const hotelId = decodeURIComponent(useParams().hotelId ?? '')
  const navigate = useNavigate()
  const format = useAgentFormat()
  const hotels = useHotelsStore()
  const { searched, rooms, picks, replacing } = hotels
  const connectivity = useConnectivityStore((state) => state.status)
  const latestClock = useServiceClockStore((state) => state.clock)
  const results = useHotelResults()
  const hotelName =
    results.hotels.find((hotel) => hotel.id === hotelId)?.name ?? hotels.catalog[hotelId]?.name ?? null

  const [flow] = useState(() =>
    createBookingFlowStore({
      book: (input) => useHotelsStore.getState().book(input),
      booked(result) {
        const store = useHotelsStore.getState()
        store.setLastBooking(result)
        store.saveBookingDraft(null)
        if (store.replacing !== null) store.setReplacing(null)
      },
    }),
  )
  const step = useStore(flow, (state) => state.step)
  const showsNet = useShowsNet()

  const slots = searched ? selectionSlots(rooms.rooms, searched.rooms, picks) : []
  const summary = summarizeSelection(slots)
  const supplierCode = summary.picked.at(-1)?.room.supplier.code ?? ''

  // The form comes back as the agent left it (same hotel and search); else from the booking being changed, or
  // from the searched party.
  const [initialDraft] = useState<BookingDraft | null>(() => {
    if (searched === null) return null
    const kept = useHotelsStore.getState().bookingDraft
    if (kept !== null && kept.key === draftKey(hotelId, searched)) return kept.draft
    return replacing !== null ? draftForReplacement(replacing.booking, searched) : draftFromSearch(searched)
  })
  // List edits reach onValuesChange through a callback made once: it reads the current render from here.
  const latest = useRef({
    showingErrors: false,
    hotelId,
    searched,
    form: null as UseFormReturnType<BookingDraft> | null,
  })
  const form = useForm<BookingDraft>({
    initialValues: initialDraft ?? draftFromSearch(NO_STAY),
    // The booking request's own schema, for this search and the supplier of the picked rates.
    validate: draftResolver(searched ?? NO_STAY, supplierCode),
    onValuesChange(values) {
      const { searched: stay, form: current } = latest.current
      if (stay !== null)
        useHotelsStore
          .getState()
          .saveBookingDraft({ key: draftKey(latest.current.hotelId, stay), draft: values })
      // Once the agent was shown the problems, every edit checks the whole form again.
      if (latest.current.showingErrors && current !== null)
        latest.current.showingErrors = current.validate().hasErrors
    },
  })
  useEffect(() => {
    latest.current.hotelId = hotelId
    latest.current.searched = searched
    latest.current.form = form
  })

  const [repricedFrom, setRepricedFrom] = useState<number | null>(null)
  // The clock the guard and the hold read: ticks while the screen is open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5_000)
    return () => window.clearInterval(timer)
  }, [])

  // Priced before any early return (a hook): the customer file of the form may choose a customer's own rule.
  const fileId = form.getValues().customer.fileId.trim()
  const pricing = useHotelPricing(hotelId, searched, fileId === '' ? null : fileId)

  const roomsPath = `/hotels/${encodeURIComponent(hotelId)}`
  if (step.name === 'answer') return { view: 'answer', step }
  if (searched !== null && rooms.status === 'loading' && rooms.forStay === stayKey(searched))
    return { view: 'repricing', roomsPath }
  if (
    searched === null ||
    initialDraft === null ||
    !roomsAreFor(rooms, hotelId, searched) ||
    !summary.complete
  )
    return { view: 'chooseRooms', roomsPath }

  const stay = searched
  const draft = form.getValues()
  const currency = summary.currency ?? 'EUR'
  // Every amount of the booking screens is the net until selling prices come: the client screen shows none.
  const money = (amount: number, code = currency) =>
    showsNet ? formatMoney(amount, code, format.locale) : PRICE_ON_REQUEST
  const serviceNow = serviceTimeOf(rooms, now)

  const pricedAs = pricing.productOf(supplierCode === '' ? null : supplierCode)
  // Each room with its own supplier's rule, as the selection panel totals it.
  const selling =
    sellRooms(summary.picked, pricing.sell).find((sum) => sum.currency === currency) ??
    pricing.sell(supplierCode === '' ? null : supplierCode, summary.total, currency)
  const send = (request: BookingRequest, change: PriceChange | null) => {
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
    void flow.getState().submit({
      request: replacing === null ? request : { ...request, replaceBookingId: replacing.bookingId },
      shownRate,
      // The product the review priced: main freezes the sale on it with its own rules and the booked net.
      pricedAs,
      ...(stay.locale == null ? {} : { locale: stay.locale }),
      // A chosen customer of the agency: main sends its file (or keeps the one this first booking makes).
      ...(draft.customerId == null ? {} : { customerId: draft.customerId }),
    })
  }

  return {
    view: 'booking',
    step,
    roomsPath,
    hotelName,
    stay,
    format,
    rooms,
    summary,
    selling,
    roomsSelling: summary.picked.map((option) =>
      pricing.sell(option.room.supplier.code, option.choice.totalPriceWithPromo, option.choice.currency),
    ),
    sellChanged: (change) =>
      sellChange(change, summary.total, selling, (net) =>
        pricing.sell(supplierCode === '' ? null : supplierCode, net, change.currency),
      ),
    pricedAs,
    form,
    flags: mistakeFlags(summary, {
      stay,
      now: serviceNow,
      locale: format.locale,
      partyDifference: partyDiffers(draft, stay),
      showsNet,
    }),
    cancellation: cancellationView(summary.conditions, {
      ...format,
      currency,
      totalPrice: summary.total,
      now: serviceNow,
      amounts: showsNet,
    }),
    offline: connectivity?.state === 'offline',
    offlineReason: connectivity?.reason ?? null,
    expired:
      rooms.holdDeadline !== null &&
      followServiceClock({ deadline: rooms.holdDeadline, clock: rooms.holdClock }, latestClock) <= now,
    replacing: replacing?.bookingId ?? null,
    repricedFrom,
    money,
    review() {
      const checked = form.validate()
      latest.current.showingErrors = checked.hasErrors
      if (checked.hasErrors) focusFirstInvalid()
      else flow.getState().send({ type: 'checked' })
    },
    edit: () => flow.getState().send({ type: 'edit' }),
    confirm() {
      if (rooms.requestId === null) return
      send(toBookingRequest(draft, rooms.requestId, summary.picked), null)
    },
    acceptNewPrice(change) {
      const request = toBookingRequest(draft, change.requestId, summary.picked)
      send(
        {
          ...request,
          rooms: request.rooms.map((room, index) => ({
            ...room,
            bedCompositionId: change.bedCompositionIds[index] ?? room.bedCompositionId,
          })),
        },
        change,
      )
    },
    // The same stay priced again: the form stays when every room choice is still offered, else back to the rooms.
    searchAgain() {
      const before = summary.total
      flow.getState().send({ type: 'searchAgain' })
      void useHotelsStore
        .getState()
        .loadRooms(hotelId)
        .then(() => {
          const after = useHotelsStore.getState()
          const again = summarizeSelection(selectionSlots(after.rooms.rooms, stay.rooms, after.picks))
          if (after.rooms.status === 'done' && again.complete) setRepricedFrom(before)
          else void navigate(roomsPath)
        })
    },
  }
}
