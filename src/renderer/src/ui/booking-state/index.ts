export { BookingStateBadge } from './BookingStateBadge'
export { STATE_VIEWS, type StateView } from './state-views'
