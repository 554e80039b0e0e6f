import type { ServiceClock } from '../../shared/ipc/connectivity.contract'
import type { OfferHold } from '../../shared/ipc/experiences.contract'

/**
 * How long a priced offer (a rooms handshake, an experience's priceId) is usable: its `expiresAt` less the
 * service's time of the answer, both on the service's clock, so that a difference between the two computers'
 * clocks does not shorten or stretch it. The screens count down from `msLeft` with the clock it was measured on.
 */
export function holdOf(expiresAt: string, serviceTime: Date, clock: ServiceClock): OfferHold {
  const msLeft = Math.max(0, Date.parse(expiresAt) - serviceTime.getTime())
  return { msLeft: Math.round(msLeft), clock }
}
