import type { BedChoice, RequestedRoom, RoomAvailability } from '../../../../shared/api/availability'
import { selectionSlots } from './selection'

/**
 * A hotel's rooms searched again for the same stay (the hold ran out, or the service forgot the handshake): bed
 * choice ids are new with every handshake, so a rate is recognised by what the agent sees of it (supplier, room,
 * rate name, boards) and its level in a combination. That tells the agent which prices changed and which rates
 * are gone, and carries their choices over to the new handshake where the same rates are still offered.
 */

/** What identifies a rate across two searches of the same stay; null-free string. */
export function rateIdentity(room: RoomAvailability, choice: BedChoice, level: number): string {
  const boards = choice.mealPlans.map((plan) => `${plan.code ?? ''}:${plan.label}`).join(',')
  return [level, room.supplier.code, room.id, room.name, choice.name, boards].join('|')
}

/** Every rate of an answer, nested combination levels included, by identity; a repeated identity is ambiguous. */
function ratesOf(rooms: readonly RoomAvailability[], level = 0, into = new Map<string, number | null>()) {
  for (const room of rooms) {
    for (const choice of room.bedChoices) {
      const identity = rateIdentity(room, choice, level)
      const price = choice.totalPriceWithPromo
      // The same rate under two combination branches may be priced apart: then it cannot be compared.
      into.set(identity, into.has(identity) && into.get(identity) !== price ? null : price)
    }
    ratesOf(room.compatibleRoomCompositions, level + 1, into)
  }
  return into
}

export interface Repricing {
  /** Previous price of each rate whose price moved, by identity. */
  previousPrices: Record<string, number>
  /** Rates of the earlier answer the new one no longer offers. */
  gone: number
  /** Rates offered in both answers. */
  compared: number
}

export function compareRates(
  before: readonly RoomAvailability[],
  after: readonly RoomAvailability[],
): Repricing {
  const old = ratesOf(before)
  const fresh = ratesOf(after)
  const previousPrices: Record<string, number> = {}
  let compared = 0
  for (const [identity, price] of fresh) {
    const was = old.get(identity)
    if (was === undefined || was === null || price === null) continue
    compared += 1
    if (Math.abs(was - price) >= 0.005) previousPrices[identity] = was
  }
  const gone = [...old.keys()].filter((identity) => !fresh.has(identity)).length
  return { previousPrices, gone, compared }
}

/**
 * The agent's picks carried to the new answer, room by room: each kept while the same rate is offered there (in
 * the same branch for a combination); the first that is not ends the carry, later rooms wait to be chosen again.
 */
export interface CarriedPicks {
  picks: (string | null)[]
  /** Choices carried over, and choices made before that could not be. */
  kept: number
  lost: number
}

export function carryPicks(
  before: readonly RoomAvailability[],
  after: readonly RoomAvailability[],
  searched: readonly RequestedRoom[],
  picks: readonly (string | null)[],
): CarriedPicks {
  const oldSlots = selectionSlots(before, searched, picks)
  const carried: (string | null)[] = searched.map(() => null)
  for (const [index, slot] of oldSlots.entries()) {
    if (slot.picked === null) break
    const wanted = rateIdentity(slot.picked.room, slot.picked.choice, slot.picked.path.length - 1)
    const options = selectionSlots(after, searched, carried)[index]?.options ?? []
    const same = options.filter(
      (option) => rateIdentity(option.room, option.choice, option.path.length - 1) === wanted,
    )
    // Two options that look the same to the agent: which one they meant cannot be told.
    if (same.length !== 1) break
    carried[index] = same[0]!.key
  }
  const made = oldSlots.filter((slot) => slot.picked !== null).length
  const kept = carried.filter((key) => key !== null).length
  return { picks: carried, kept, lost: made - kept }
}
