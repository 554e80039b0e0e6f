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
