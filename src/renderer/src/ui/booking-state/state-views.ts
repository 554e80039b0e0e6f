import {
  BOOKING_STATE_LABELS,
  type BookingKind,
  type BookingState,
} from '../../../../shared/domain/booking-states'

/**
 * The one wording and colour of every booking state (spec, States and transitions): every screen that shows a
 * booking's state takes it from here, so that "refused" is the same red on the list, the detail, the answer, the
 * notification centre and the toasts. Colour follows meaning: confirmed green, refused and failed red, waiting
 * (sent, counter-proposal, supplier system) amber, pre-confirmed blue, ended (cancelled, replaced) grey.
 */

export interface StateView {
  label: string
  /** What the state means for the agent, one sentence. */
  meaning: string
  /** Mantine colour of the badge. */
  color: string
}

export const STATE_VIEWS: Readonly<Record<BookingState, StateView>> = {
  draft: {
    label: BOOKING_STATE_LABELS.draft,
    meaning: 'Being prepared: not sent to the hotel yet.',
    color: 'gray',
  },
  pending: {
    label: BOOKING_STATE_LABELS.pending,
    meaning: 'The hotel proposed another room, dates or price: the supplier accepts or refuses it.',
    color: 'yellow',
  },
  sent: {
    label: BOOKING_STATE_LABELS.sent,
    meaning: "Sent on request: waiting for the hotel's answer.",
    color: 'yellow',
  },
  pending_source: {
    label: BOOKING_STATE_LABELS.pending_source,
    meaning: "Waiting for the external supplier system's answer.",
    color: 'yellow',
  },
  pre_confirmed: {
    label: BOOKING_STATE_LABELS.pre_confirmed,
    meaning: 'Conditionally confirmed: the final answer is still to come.',
    color: 'blue',
  },
  confirmed: {
    label: BOOKING_STATE_LABELS.confirmed,
    meaning: 'Confirmed: the stay is booked.',
    color: 'green',
  },
  refused: {
    label: BOOKING_STATE_LABELS.refused,
    meaning: 'The hotel or supplier declined the booking. Nothing is booked.',
    color: 'red',
  },
  canceled: {
    label: BOOKING_STATE_LABELS.canceled,
    meaning: 'Cancelled. This cannot be undone.',
    color: 'gray',
  },
  replaced: {
    label: BOOKING_STATE_LABELS.replaced,
    meaning: 'Replaced by another booking, which now carries the stay.',
    color: 'gray',
  },
  failure: {
    label: BOOKING_STATE_LABELS.failure,
    meaning: 'The booking could not be written at the supplier. Contact support with the booking id.',
    color: 'red',
  },
}

/** A reminder of a deadline (the end of free cancellation, an automatic refusal ahead): a warning. */
export const REMINDER_COLOR = 'orange'

/**
 * The colour of a piece of news (a toast, an entry of the notification centre): a reminder is a warning, a change
 * takes its new state's colour; undefined for news about neither (the theme's default).
 */
export function newsColor(news: {
  state?: BookingState | undefined
  reminder?: boolean | undefined
}): string | undefined {
  if (news.reminder === true) return REMINDER_COLOR
  return news.state === undefined ? undefined : STATE_VIEWS[news.state].color
}

/**
 * An experience's own words where the shared ones speak of a stay or a hotel. Its `pending` is not a
 * counter-proposal: an experience waits for its supplier's answer in `pending` (spec, States and transitions).
 */
const EXPERIENCE_VIEWS: Readonly<Partial<Record<BookingState, Partial<StateView>>>> = {
  draft: { meaning: 'Being prepared: not sent to the supplier yet.' },
  pending: { label: 'On request', meaning: "On request: waiting for the supplier's answer." },
  sent: { meaning: "Sent on request: waiting for the supplier's answer." },
  confirmed: { meaning: 'Confirmed: the experience is booked.' },
  refused: { meaning: 'The supplier declined the booking. Nothing is booked.' },
  replaced: { meaning: 'Replaced by another booking, which now carries the experience.' },
}

/** The state as this kind of booking reads it (the shared view for a hotel, or when the kind is not known). */
export function stateView(state: BookingState, kind?: BookingKind | null): StateView {
  const base = STATE_VIEWS[state]
  return kind === 'experience' ? { ...base, ...EXPERIENCE_VIEWS[state] } : base
}
