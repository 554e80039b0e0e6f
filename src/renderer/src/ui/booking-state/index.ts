export { BookingStateBadge } from './BookingStateBadge'
export { newsColor, REMINDER_COLOR, STATE_VIEWS, stateView, type StateView } from './state-views'
