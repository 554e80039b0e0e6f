export { BookingStateBadge } from './BookingStateBadge'
export { newsColor, REMINDER_COLOR, STATE_VIEWS, type StateView } from './state-views'
