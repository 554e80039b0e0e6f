import type { BookingV1 } from '../../shared/api/bookings-v1'
import { buildCancellationTimeline, type CancelCondition } from '../../shared/domain/cancellation'
import { describeBoards, parseMealPlanCode } from '../../shared/domain/meal-plans'
import { extraLines } from '../../shared/domain/experiences'
import { formatMoney } from '../../shared/domain/money'
import { formatAddress } from '../../shared/domain/address'
import { participantsText } from '../../shared/i18n/party'
import { counted } from '../../shared/i18n'
import type { VoucherPriceChoice } from '../../shared/ipc/settings'

/**
 * A travel voucher as HTML, built from the cached booking alone (so it prints offline): the agency, the booking's
 * references with a QR code, the customer, the hotel or the experiences, the dates, the rooms with their travelers
 * and board in words, what to do at check-in, fees payable on site and the cancellation conditions in the agent's
 * time zone. Every text that comes from the service or the agent is escaped: a name is printed, never run.
 */

export interface Agency {
  name: string
  address: string
  phone: string
  email: string
  /** A data URL of the PNG or JPEG logo, or null. */
  logo: string | null
}

export interface VoucherInput {
  booking: BookingV1
  /** The agency's reference of the booking (internal or tour operator reference), when it has one. */
  reference: string | null
  agency: Agency
  /** An SVG of the QR code of the reference (made from an escaped-safe alphabet by the caller). */
  qrSvg: string
  format: { locale: string; timeZone: string }
  /** What the agency chose to print of the price (Settings → Agency): nothing by default. */
  prices?: VoucherPriceChoice
  /**
   * The booking's selling price (the price the customer pays), printed only when `prices` is `selling`. The net
   * (the booking's own price) is never printed on a voucher.
   */
  sellingPrice?: { amount: number; currency: string } | null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

function day(date: string, format: VoucherInput['format']): string {
  return new Intl.DateTimeFormat(format.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** A date of the stay in a few characters, e.g. "14 Jan": board periods within one stay need no year. */
function shortDay(date: string, format: VoucherInput['format']): string {
  return new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

function instant(iso: string, format: VoucherInput['format']): string {
  return new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: format.timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/**
 * The cancellation conditions in words a customer may read: when cancelling is free, when fees apply, when it is
 * non-refundable. Never an amount: the fees the service states are the agency's cost, not the customer's.
 */
function cancellationLines(conditions: readonly CancelCondition[], format: VoucherInput['format']): string[] {
  if (conditions.length === 0) return ['The supplier gave no cancellation conditions: ask before cancelling.']
  return buildCancellationTimeline(conditions).map((segment) => {
    const when =
      segment.from === null
        ? `Until ${segment.to === null ? 'the stay' : instant(segment.to, format)}`
        : `From ${instant(segment.from, format)}${segment.to === null ? '' : ` until ${instant(segment.to, format)}`}`
    switch (segment.kind) {
      case 'free':
        return `${when}: free cancellation`
      case 'penalty':
        // A window that deducts nothing is free for the customer too.
        return segment.fee === 0 ? `${when}: free cancellation` : `${when}: cancellation fees apply`
      case 'non_refundable':
        return `${when}: non-refundable`
      default:
        return `${when}: conditions unknown`
    }
  })
}

const list = (items: readonly string[]): string =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

function hotelPart(input: VoucherInput): string {
  const { booking, format } = input
  const hotel = booking.hotel
  const stars =
    hotel === null || hotel.stars <= 0
      ? ''
      : ` <span class="stars" aria-label="${hotel.stars} stars">${'★'.repeat(hotel.stars)}</span>`
  const place =
    hotel === null ? '' : formatAddress([hotel.address, hotel.cityName, hotel.regionName, hotel.countryName])
  const rooms = booking.roomsBooked.map((booked, index) => {
    const choice = booked.room.bedChoice
    const board = describeBoards(
      choice.mealPlans.map((plan) => ({ ...plan, code: parseMealPlanCode(plan.code) })),
      { checkIn: booking.startAt, checkOut: booking.endAt },
    )
    const boardText =
      board.kind === 'whole_stay'
        ? board.board.displayLabel
        : board.kind === 'no_information'
          ? board.displayLabel
          : board.segments
              .map(
                (segment) =>
                  `${segment.board?.displayLabel ?? 'no board information'} (${shortDay(segment.fromDate, format)} to ${shortDay(segment.toDate, format)})`,
              )
              .join('; ')
    const travelers = booked.travelers.map((traveler) => `${traveler.firstName} ${traveler.lastName}`)
    const fees = choice.hotelFees.map(
      (fee) => `${fee.label}: ${formatMoney(fee.amount, fee.currency, format.locale)}`,
    )
    return `<section class="room">
      <h3>Room ${index + 1}: ${escapeHtml(booked.room.name)}</h3>
      <p><b>Board:</b> ${escapeHtml(boardText)}</p>
      <p><b>Travelers:</b> ${escapeHtml(travelers.join(', '))}</p>
      ${fees.length === 0 ? '' : `<p><b>Payable at the hotel:</b></p>${list(fees)}`}
      ${(choice.checkInInstructions ?? '').trim() === '' ? '' : `<p><b>Check-in:</b> ${escapeHtml(choice.checkInInstructions)}</p>`}
    </section>`
  })
  return `<section class="product">
      <h2>${escapeHtml(hotel?.displayName ?? 'Hotel')}${stars}</h2>
      ${place === '' ? '' : `<p>${escapeHtml(place)}</p>`}
      <p class="dates"><b>Check-in</b> ${escapeHtml(day(booking.startAt, format))} · <b>Check-out</b> ${escapeHtml(day(booking.endAt, format))} · ${escapeHtml(counted('night', booking.numberOfNights, { locale: format.locale }))}</p>
    </section>
    ${rooms.join('\n')}`
}

function experiencePart(input: VoucherInput): string {
  const { booking, format } = input
  const lines = booking.experiencesBooked.map((line) => {
    const travelers = line.travelers.map((traveler) => `${traveler.firstName} ${traveler.lastName}`)
    const participants = participantsText(
      line.travelers.map((traveler) => traveler.kind),
      format.locale,
    )
    const extras = extraLines(line.extras, null)
    return `<section class="room">
      <h3>${escapeHtml(line.experience.name)}</h3>
      <p><b>By</b> ${escapeHtml(line.experience.organizationName)}</p>
      <p><b>Participants:</b> ${escapeHtml(participants)}</p>
      <p><b>Travelers:</b> ${escapeHtml(travelers.join(', '))}</p>
      ${extras.length === 0 ? '' : `<p><b>Included extras:</b></p>${list(extras)}`}
    </section>`
  })
  // The booking states the days only: the time and the meeting point come from the supplier.
  const days =
    booking.startAt === booking.endAt
      ? `<b>On</b> ${escapeHtml(day(booking.startAt, format))}`
      : `<b>From</b> ${escapeHtml(day(booking.startAt, format))} <b>to</b> ${escapeHtml(day(booking.endAt, format))}`
  return `<section class="product">
      <h2>${counted('experiencesHeading', booking.experiencesBooked.length)}</h2>
      <p class="dates">${days}</p>
      <p>The time and the meeting point are those the supplier confirms; the booking does not state them.</p>
    </section>
    ${lines.join('\n')}`
}

/** One voucher, as a page of its own (a batch joins several with `voucherDocument`). */
export function voucherPage(input: VoucherInput): string {
  const { booking, agency, format } = input
  const reference = input.reference ?? booking.id
  const contact = [agency.address, agency.phone, agency.email].filter((part) => part.trim() !== '')
  const conditions = cancellationLines(booking.cancelConditions, format)
  const selling = input.prices === 'selling' ? (input.sellingPrice ?? null) : null
  return `<article class="voucher">
    <header>
      <div class="agency">
        ${agency.logo === null ? '' : `<img class="logo" src="${escapeHtml(agency.logo)}" alt="">`}
        <div><p class="agency-name">${escapeHtml(agency.name || 'Travel agency')}</p>
        ${contact.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>
      </div>
      <div class="qr" aria-label="QR code of the booking reference">${input.qrSvg}</div>
    </header>
    <h1>${booking.kind === 'hotel' ? 'Hotel voucher' : 'Experience voucher'}</h1>
    <table class="refs">
      <tr><th>Booking reference</th><td>${escapeHtml(reference)}</td></tr>
      <tr><th>Booking number</th><td>${escapeHtml(booking.id)}</td></tr>
      ${booking.hotelConfirmationNumber ? `<tr><th>Hotel confirmation</th><td>${escapeHtml(booking.hotelConfirmationNumber)}</td></tr>` : ''}
      <tr><th>Customer</th><td>${escapeHtml(`${booking.customerFirstName} ${booking.customerLastName}`)}</td></tr>
      ${selling === null ? '' : `<tr><th>Price</th><td>${escapeHtml(formatMoney(selling.amount, selling.currency, format.locale))}</td></tr>`}
    </table>
    ${booking.kind === 'hotel' ? hotelPart(input) : experiencePart(input)}
    <section class="conditions"><h3>Cancellation conditions</h3>${list(conditions)}</section>
    <footer>Times are shown in ${escapeHtml(format.timeZone)}. Please present this voucher on arrival.</footer>
  </article>`
}

const STYLE = `
  @page { size: A4; margin: 16mm 14mm; }
  * { box-sizing: border-box; }
  body { font-family: 'Noto Sans', 'Noto Sans CJK SC', 'Liberation Sans', Arial, sans-serif; color: #1a1b1e; font-size: 11pt; margin: 0; }
  .voucher { page-break-after: always; break-after: page; }
  .voucher:last-child { page-break-after: auto; break-after: auto; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #087f5b; padding-bottom: 8px; }
  .agency { display: flex; gap: 12px; align-items: center; }
  .agency p { margin: 1px 0; font-size: 9.5pt; color: #373a40; }
  .agency .agency-name { font-size: 14pt; font-weight: 700; color: #1a1b1e; }
  .logo { max-height: 56px; max-width: 160px; }
  .qr svg { width: 96px; height: 96px; }
  h1 { font-size: 18pt; margin: 14px 0 8px; color: #087f5b; }
  h2 { font-size: 14pt; margin: 14px 0 4px; }
  h3 { font-size: 11.5pt; margin: 10px 0 4px; }
  .stars { color: #b08900; letter-spacing: 1px; }
  .refs th { text-align: left; padding: 2px 16px 2px 0; color: #495057; font-weight: 600; }
  .refs td { font-weight: 700; }
  .room { border: 1px solid #dee2e6; border-radius: 6px; padding: 6px 10px; margin: 8px 0; break-inside: avoid; }
  .room p, .product p { margin: 3px 0; }
  ul { margin: 2px 0 6px 18px; padding: 0; }
  .conditions { margin-top: 10px; }
  footer { margin-top: 14px; font-size: 8.5pt; color: #495057; }
`

/** A printable document of one or more vouchers, one per page. */
export function voucherDocument(pages: readonly string[], title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>${pages.join('\n')}</body></html>`
}
