export { BookingStateBadge } from './BookingStateBadge'
export { STATE_VIEWS, stateView, type StateView } from './state-views'
