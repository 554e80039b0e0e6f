import { evaluateCancellation, freeCancellationUntil } from '../../../../shared/domain/cancellation'
import type { StayDates } from '../../../../shared/domain/dates'
import { describeBoards } from '../../../../shared/domain/meal-plans'
import { formatMoney } from '../../../../shared/domain/money'
import type { SelectionSummary } from './selection'

/**
 * What agents most often regret after booking, checked on the picked rates before "Confirm booking": one list of
 * flags, each a sentence the agent can read to the customer.
 */

export type GuardFlagKind =
  | 'non_refundable'
  | 'cancellation_fee'
  | 'cancellation_unknown'
  | 'no_board'
  | 'unclassified_board'
  | 'hotel_fees'
  | 'party_differs'
  | 'on_request'

export interface GuardFlag {
  kind: GuardFlagKind
  text: string
}

export function mistakeFlags(
  summary: SelectionSummary,
  options: {
    stay: StayDates
    now: number
    locale: string
    partyDifference: string | null
    /** False on the client screen: the fees are the agency's net, so the flags say them without amounts. */
    showsNet?: boolean
  },
): GuardFlag[] {
  const showsNet = options.showsNet ?? true
  const flags: GuardFlag[] = []
  const money = (amount: number, currency = summary.currency ?? 'EUR') =>
    formatMoney(amount, currency, options.locale)
  const rooms = (indexes: number[]) =>
    indexes.length === summary.picked.length && indexes.length > 1
      ? 'Every room'
      : `Room ${indexes.map((i) => i + 1).join(', room ')}`

  const status = evaluateCancellation(summary.conditions, options.now, { totalPrice: summary.total })
  if (status.kind === 'unknown')
    flags.push({
      kind: 'cancellation_unknown',
      text: 'Cancellation conditions unknown: the supplier gave no policy. Do not promise a free cancellation.',
    })
  else if (status.kind === 'non_refundable')
    flags.push({
      kind: 'non_refundable',
      text: showsNet
        ? `Non-refundable: cancelling costs the full price (${money(status.fee)}).`
        : 'Non-refundable: cancelling costs the full price.',
    })
  else if (status.kind === 'penalty' && freeCancellationUntil(summary.conditions, options.now) === null)
    flags.push({
      kind: 'cancellation_fee',
      text: showsNet
        ? `No free cancellation: cancelling now already costs ${money(status.fee)}.`
        : 'No free cancellation: cancelling now already costs a fee.',
    })

  const noBoard: number[] = []
  const unclassified: { room: number; label: string }[] = []
  const fees: string[] = []
  const onRequest: number[] = []
  summary.picked.forEach((pick, room) => {
    const boards = describeBoards(pick.choice.mealPlans, options.stay)
    if (boards.kind === 'no_information') noBoard.push(room)
    else if (boards.kind === 'whole_stay') {
      if (!boards.board.classified) unclassified.push({ room, label: boards.board.displayLabel })
    } else {
      if (boards.segments.some((segment) => segment.board === null)) noBoard.push(room)
      for (const segment of boards.segments)
        if (segment.board !== null && !segment.board.classified)
          unclassified.push({ room, label: segment.board.displayLabel })
    }
    for (const fee of pick.choice.hotelFees) fees.push(`${fee.label} ${money(fee.amount, fee.currency)}`)
    if (!pick.room.instantAvailability) onRequest.push(room)
  })
  if (noBoard.length > 0)
    flags.push({
      kind: 'no_board',
      text: `${rooms(noBoard)}: no board information. Meals are not known to be included; check with the hotel.`,
    })
  for (const { room, label } of unclassified)
    flags.push({
      kind: 'unclassified_board',
      text: `Room ${room + 1}: the board is the supplier's own wording ("${label}"), not a standard board.`,
    })
  if (fees.length > 0)
    flags.push({
      kind: 'hotel_fees',
      text: `Payable at the hotel, not in the price: ${fees.join(', ')}.`,
    })
  if (options.partyDifference !== null) flags.push({ kind: 'party_differs', text: options.partyDifference })
  if (onRequest.length > 0)
    flags.push({
      kind: 'on_request',
      text: `${rooms(onRequest)} on request: the booking is sent to the hotel, which confirms or refuses later.`,
    })
  return flags
}
