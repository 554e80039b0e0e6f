import { useEffect, useState } from 'react'
import type { ServiceClock } from '../../../../shared/ipc/connectivity.contract'
import { followServiceClock } from './service-clock'

/**
 * Milliseconds left of a hold, ticking every second. `deadline` is on this computer's clock (main measured the hold
 * on the service's clock, `clock`); when the service's clock jumps afterwards (`latest`, the app's service clock),
 * the deadline moves with it. Returns the deadline as followed, for "held until" texts.
 */
export function useHoldLeft(
  deadline: number,
  clock: ServiceClock | null,
  latest: ServiceClock | null,
): { left: number; deadline: number } {
  const [now, setNow] = useState(() => Date.now())
  const followed = followServiceClock({ deadline, clock }, latest)
  const over = followed - now <= 0
  useEffect(() => {
    // Past the hold nothing changes any more: no timer for an expired card among hundreds.
    if (over) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [followed, over])
  return { left: followed - now, deadline: followed }
}
