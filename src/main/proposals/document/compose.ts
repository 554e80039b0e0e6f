import type {
  ExperienceProposalItem,
  HotelProposalItem,
  Proposal,
  ProposalLayout,
} from '../../../shared/domain/proposals'
import { formatAddress } from '../../../shared/domain/address'
import { mergeRoomLadders } from '../../../shared/domain/cancellation'
import { safeFileName } from '../../../shared/domain/documents'
import { formatMoney, sumMoney } from '../../../shared/domain/money'
import { counted } from '../../../shared/i18n'
import { proposalHtml } from './html'
import type { DocumentItem, DocumentOption, ProposalAgency, ProposalDocumentModel } from './model'
import {
  boardWords,
  cancellationWords,
  experienceDays,
  partyWords,
  plainDay,
  readableZone,
  shorten,
  stayWords,
  type DocumentFormat,
} from './words'

/**
 * The customer's document of a proposal, composed from the stored proposal alone (so it prints offline) into the
 * model of model.ts (selling prices and words only), then into HTML for the PDF renderer.
 */

export type { ProposalAgency } from './model'

export interface ComposeOptions {
  /** The desk's locale (settings: 'en' is printed as en-GB). */
  locale: string
  /** The desk's IANA zone: deadlines are printed in it when the proposal has no customer zone. */
  deskTimeZone: string
  /** Overrides the proposal's own layout (proposals.document's `layout`). */
  layout?: ProposalLayout
  /** When the document is made (its "prepared on" day, in the desk's zone). */
  now: Date
}

export interface ComposedProposal {
  model: ProposalDocumentModel
  html: string
  /** A safe file name for the PDF: "proposal-lisbon-in-march.pdf". */
  fileName: string
}

/** The desk's 'en' is printed the British way (day month year), as vouchers are. */
export function printLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

function hotelItem(item: HotelProposalItem, showSuppliers: boolean, format: DocumentFormat): DocumentItem {
  const { hotel } = item
  const details = item.rooms.map(
    (room, index) =>
      `Room ${index + 1}: ${room.roomName} · ${partyWords(room.requested, format.locale)} · ${boardWords(room.mealPlan)}`,
  )
  // The rooms as one stay (the domain's rule for rooms booked together); no price given, so no fee is stated.
  const ladder = mergeRoomLadders(item.rooms.map((room) => ({ cancelConditions: room.cancellation })))
  return {
    kind: 'hotel',
    name: hotel.name,
    stars: hotel.stars,
    place: formatAddress([hotel.address, hotel.cityName]),
    about: '',
    agentWords: item.description,
    dates: stayWords(item.checkIn, item.checkOut, format),
    details,
    suppliers: showSuppliers ? unique(item.rooms.map((room) => room.supplierName)) : [],
    cancellation: cancellationWords(ladder, format),
    price: formatMoney(item.sell, item.currency, format.locale),
  }
}

function experienceItem(
  item: ExperienceProposalItem,
  showSuppliers: boolean,
  format: DocumentFormat,
): DocumentItem {
  const { experience } = item
  const extras = item.extras
    .filter((extra) => extra.quantity > 0)
    .map((extra) => (extra.quantity === 1 ? extra.name : `${extra.name} × ${extra.quantity}`))
  const party = partyWords(item.party, format.locale)
  return {
    kind: 'experience',
    name: experience.name,
    stars: null,
    place: experience.cityName,
    about: shorten(experience.description),
    agentWords: item.description,
    dates: experienceDays(item.startAt, item.endAt, format),
    details: [`For ${party}`, ...(extras.length === 0 ? [] : [`Including ${extras.join(', ')}`])],
    suppliers: showSuppliers ? unique([experience.supplierName]) : [],
    cancellation: experienceCancellationWords(item, format),
    price: formatMoney(item.sell, item.currency, format.locale),
  }
}

/**
 * The dated terms read from the supplier's words, in the customer's zone as a hotel's; when no rule could be read
 * from them, the words themselves (a customer reads them better than "confirmed when booking").
 */
function experienceCancellationWords(item: ExperienceProposalItem, format: DocumentFormat): string[] {
  const words = item.cancellationText.trim()
  if (item.cancellation.length === 0 && words !== '')
    return [`As the supplier states it: ${shorten(words, 400)}`]
  return cancellationWords(item.cancellation, format)
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))]
}

/** Each currency's sum of the option's selling prices, in the order the currencies first appear. */
export function optionTotals(
  items: readonly { currency: string; sell: number }[],
): { currency: string; sell: number }[] {
  const byCurrency = new Map<string, number[]>()
  for (const item of items)
    byCurrency.set(item.currency, [...(byCurrency.get(item.currency) ?? []), item.sell])
  return [...byCurrency].map(([currency, amounts]) => ({ currency, sell: sumMoney(amounts) }))
}

function localDay(now: Date, timeZone: string): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The customer's document of a proposal: its model, its HTML (for the PDF renderer) and its file name. */
export function composeProposalDocument(
  proposal: Proposal,
  agency: ProposalAgency,
  options: ComposeOptions,
): ComposedProposal {
  const locale = printLocale(options.locale)
  const timeZone = readableZone(proposal.customerTimeZone, options.deskTimeZone)
  const format: DocumentFormat = { locale, timeZone }
  const documentOptions = proposal.options.map((option, index): DocumentOption => {
    const items = option.items.map((item) =>
      item.kind === 'hotel'
        ? hotelItem(item, proposal.showSuppliers, format)
        : experienceItem(item, proposal.showSuppliers, format),
    )
    return {
      number: index + 1,
      title: option.title.trim() === '' ? `Option ${index + 1}` : option.title,
      description: option.description,
      items,
      totals: optionTotals(option.items).map((total) => formatMoney(total.sell, total.currency, locale)),
    }
  })
  const trip =
    proposal.tripStart === null
      ? ''
      : proposal.tripEnd === null || proposal.tripEnd === proposal.tripStart
        ? plainDay(proposal.tripStart, format)
        : `${plainDay(proposal.tripStart, format)} to ${plainDay(proposal.tripEnd, format)}`
  const adults = proposal.party.reduce((sum, room) => sum + room.adults, 0)
  const children = proposal.party.reduce((sum, room) => sum + room.childrenBirthdates.length, 0)
  const party =
    proposal.party.length === 0
      ? ''
      : [
          partyWords({ adults, childrenBirthdates: Array.from({ length: children }, () => '') }, locale),
          counted('room', proposal.party.length, { locale }),
        ].join(', ')
  const model: ProposalDocumentModel = {
    title: proposal.title,
    agency,
    customerName: proposal.customerName,
    preparedOn: plainDay(localDay(options.now, options.deskTimeZone), format),
    trip,
    party,
    validUntil: proposal.validUntil === null ? null : plainDay(proposal.validUntil, format),
    introduction: proposal.introduction,
    layout: options.layout ?? proposal.layout,
    options: documentOptions,
    timeZone,
  }
  return {
    model,
    html: proposalHtml(model),
    fileName: safeFileName(`proposal-${slug(proposal.title)}.pdf`, 'proposal.pdf'),
  }
}

/** A file name's part from a title: letters and digits of any script kept, the rest as dashes. */
function slug(title: string): string {
  return (
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'proposal'
  )
}
