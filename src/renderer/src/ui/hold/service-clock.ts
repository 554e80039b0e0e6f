import type { ServiceClock } from '../../../../shared/ipc/connectivity.contract'

/**
 * The service's time now, for reading the rates' cancellation windows (they are on the service's clock, not this
 * computer's). A screen's clock ticks every few seconds: it is never taken for earlier than the rates' arrival, or
 * a window the service opened at the search would look a few seconds away ("free cancellation until" now).
 */
export function serviceTimeOf(
  rooms: { receivedAt: number; serviceNowAtReceipt: number },
  localNow: number,
): number {
  return Math.max(localNow, rooms.receivedAt) + (rooms.serviceNowAtReceipt - rooms.receivedAt)
}

/**
 * When the prices stop being held, on this computer's clock: the deadline measured at receipt, moved by as much as
 * the service's clock has jumped since (the sandbox's control plane moves it; main learns it from the Date header
 * of any later answer). A clock learned before the answer changes nothing.
 */
export function followServiceClock(
  hold: { deadline: number; clock: ServiceClock | null },
  latest: ServiceClock | null,
): number {
  const { deadline, clock } = hold
  if (clock === null || latest === null || latest.learnedAt === null) return deadline
  if (clock.learnedAt !== null && latest.learnedAt <= clock.learnedAt) return deadline
  return deadline - (latest.offsetMs - clock.offsetMs)
}
