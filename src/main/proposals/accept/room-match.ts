import type { BedChoice, RoomAvailability } from '../../../shared/api/availability'
import { toMinor } from '../../../shared/domain/markup'
import type { ProposalRoom } from '../../../shared/domain/proposals'

/**
 * A proposal's rooms found again in a fresh rooms answer. A new search gives new bed-choice ids, so a room is
 * matched by its room id, then its bed choice by the id when the service kept it, else by the meal plan it was
 * added with (the nearest price among those: the same rate, repriced, rather than another of the same board).
 * Own-inventory rooms come as a flat list, one pick per searched room; bed-bank combinations as a tree walked
 * one level per searched room (selection.ts in the renderer reads the answer the same way).
 */

export interface MatchedRoom {
  room: RoomAvailability
  choice: BedChoice
}

/** The meal plan code a bed choice is known by (its first board; '' when the service names none). */
export function mealPlanOf(choice: BedChoice): string {
  return choice.mealPlans[0]?.code ?? ''
}

/** The price a room is booked at by default: promotions applied (as the rooms screen totals it). */
export const choicePrice = (choice: BedChoice): number => choice.totalPriceWithPromo

/**
 * The bed choice of a room that is the one proposed: the same id, else the same meal plan at the nearest price.
 * Null when no bed choice of the room has the meal plan (a board the agent chose is not swapped silently).
 */
export function matchBedChoice(choices: readonly BedChoice[], proposed: ProposalRoom): BedChoice | null {
  const same = choices.find((choice) => proposed.bedChoiceId !== '' && choice.id === proposed.bedChoiceId)
  if (same !== undefined) return same
  const board = choices.filter((choice) => mealPlanOf(choice) === proposed.mealPlan)
  if (board.length === 0) return null
  const distance = (choice: BedChoice): number =>
    Math.abs(toMinor(choicePrice(choice), choice.currency) - toMinor(proposed.net, choice.currency))
  return [...board].sort((a, b) => distance(a) - distance(b))[0] ?? null
}

const isCombination = (room: RoomAvailability): boolean => room.compatibleRoomCompositions.length > 0

function matchFlat(
  rooms: readonly RoomAvailability[],
  proposed: readonly ProposalRoom[],
): MatchedRoom[] | null {
  const flat = rooms.filter((room) => !isCombination(room))
  const matched: MatchedRoom[] = []
  for (const wanted of proposed) {
    const candidates = flat.filter((room) => room.id === wanted.roomId)
    const found = candidates
      .map((room) => ({ room, choice: matchBedChoice(room.bedChoices, wanted) }))
      .find((pick): pick is MatchedRoom => pick.choice !== null)
    if (found === undefined) return null
    matched.push(found)
  }
  return matched
}

/** Depth first through the combination tree: the first branch whose every level matches. */
function matchTree(
  level: readonly RoomAvailability[],
  proposed: readonly ProposalRoom[],
): MatchedRoom[] | null {
  const [wanted, ...rest] = proposed
  if (wanted === undefined) return []
  for (const room of level) {
    if (room.id !== wanted.roomId) continue
    const choice = matchBedChoice(room.bedChoices, wanted)
    if (choice === null) continue
    const below = matchTree(room.compatibleRoomCompositions, rest)
    if (below !== null) return [{ room, choice }, ...below]
  }
  return null
}

/**
 * Every proposed room matched in request order, or null when any of them is not offered any more (the stay is
 * then gone: booking part of it would not be what the customer said yes to).
 */
export function matchRooms(
  rooms: readonly RoomAvailability[],
  proposed: readonly ProposalRoom[],
): { mode: 'per_room' | 'combination'; rooms: MatchedRoom[] } | null {
  if (proposed.length === 0) return null
  const flat = matchFlat(rooms, proposed)
  if (flat !== null) return { mode: 'per_room', rooms: flat }
  const tree = matchTree(rooms.filter(isCombination), proposed)
  return tree === null ? null : { mode: 'combination', rooms: tree }
}
