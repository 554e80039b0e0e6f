import type { QuitCheck } from '../../shared/ipc/outbox.contract'
import { counted } from '../../shared/i18n'
import type { Outbox } from '../sync/outbox-interface'
import type { HotelBooking } from './hotel-booking'

/** Every service's unsent writes and unanswered creates: nothing waiting is hidden from the agent. */
export function quitCheck(
  outbox: Pick<Outbox, 'counts' | 'waitingForOtherServices'>,
  hotels: Pick<HotelBooking, 'unresolvedCount'>,
): QuitCheck {
  const counts = outbox.counts()
  const unresolvedBookings = hotels.unresolvedCount('all')
  const waiting = counts.pending + counts.sending
  const safeToQuit = waiting === 0 && unresolvedBookings === 0
  const parts: string[] = []
  if (waiting > 0) parts.push(counted('writesNotSent', waiting))
  if (unresolvedBookings > 0) parts.push(counted('bookingsNotConfirmed', unresolvedBookings))
  // Those of another service are not sent at the next start but when the agent switches back: say so.
  const total = waiting + unresolvedBookings
  const elsewhere =
    outbox.waitingForOtherServices() + hotels.unresolvedCount('all') - hotels.unresolvedCount('active')
  const later =
    elsewhere === 0
      ? ''
      : elsewhere === total
        ? ` ${counted('itBelongsElsewhere', total)}`
        : ` ${counted('someBelongElsewhere', elsewhere)}`
  return {
    safeToQuit,
    ...counts,
    unresolvedBookings,
    message: safeToQuit
      ? null
      : `${parts.join(' and ')}. ${counted('keptAndSent', total)}${later} Quit anyway?`,
  }
}
