import type { BedChoice, RequestedRoom, RoomAvailability } from '../../../../shared/api/availability'
import {
  combinationCancelConditions,
  mergeRoomLadders,
  type CancelCondition,
} from '../../../../shared/domain/cancellation'
import { sumMoney } from '../../../../shared/domain/money'

/**
 * The agent's pick of one bed choice per searched room, whatever the rates are made of: own-inventory rooms come
 * as a flat list (any room that fits, one per searched room), bed-bank combinations as a tree
 * (`compatibleRoomCompositions`) walked one level per searched room, in request order. The screen asks
 * "Room 1, Room 2, ..." and only offers what can still be combined with the earlier picks.
 */

export type PickMode = 'flat' | 'combination'

export interface SelectionOption {
  /** Stable key of the option for its level: what the store keeps. */
  key: string
  mode: PickMode
  room: RoomAvailability
  choice: BedChoice
  /** Combination options: the positions of the rooms from the top level down to this one. */
  path: number[]
}

export interface SelectionSlot {
  /** 0-based searched room. */
  index: number
  options: SelectionOption[]
  picked: SelectionOption | null
}

function guests(room: RequestedRoom): number {
  return room.adults + (room.childrenBirthdates?.length ?? 0)
}

/** Does an own-inventory room sleep this searched room's party? Unknown capacities are not held against it. */
export function roomFits(room: RoomAvailability, searched: RequestedRoom): boolean {
  const count = guests(searched)
  if (room.minCapacity !== null && count < room.minCapacity) return false
  if (room.maxCapacity !== null && count > room.maxCapacity) return false
  return true
}

function isCombination(room: RoomAvailability): boolean {
  return room.compatibleRoomCompositions.length > 0
}

/** A combination room whose branch can reach `levels` rooms in total (from this one down). */
function reaches(room: RoomAvailability, levels: number): boolean {
  if (levels <= 1) return room.bedChoices.length > 0
  return (
    room.bedChoices.length > 0 && room.compatibleRoomCompositions.some((child) => reaches(child, levels - 1))
  )
}

function flatOptions(rooms: readonly RoomAvailability[], searched: RequestedRoom): SelectionOption[] {
  return rooms.flatMap((room, at) =>
    isCombination(room) || !roomFits(room, searched)
      ? []
      : room.bedChoices.map((choice) => ({
          key: `f:${at}:${choice.id}`,
          mode: 'flat' as const,
          room,
          choice,
          path: [at],
        })),
  )
}

function combinationOptions(
  rooms: readonly RoomAvailability[],
  parentPath: number[],
  remainingLevels: number,
): SelectionOption[] {
  return rooms.flatMap((room, at) => {
    const path = [...parentPath, at]
    const deeper = remainingLevels > 1
    if (deeper ? !isCombination(room) || !reaches(room, remainingLevels) : room.bedChoices.length === 0)
      return []
    return room.bedChoices.map((choice) => ({
      key: `c:${path.join('.')}:${choice.id}`,
      mode: 'combination' as const,
      room,
      choice,
      path,
    }))
  })
}

/**
 * The slots "Room 1, Room 2, ..." for these picks (option keys by level): each slot's options given the earlier
 * picks, and its pick when that is still one of them. A pick that no longer fits ends the walk: later slots wait.
 */
export function selectionSlots(
  rooms: readonly RoomAvailability[],
  searched: readonly RequestedRoom[],
  picks: readonly (string | null)[],
): SelectionSlot[] {
  const slots: SelectionSlot[] = []
  const count = searched.length
  let previous: SelectionOption | null = null
  for (let index = 0; index < count; index += 1) {
    let options: SelectionOption[]
    if (index === 0) {
      options = [
        ...flatOptions(rooms, searched[0]!),
        ...(count > 1 ? combinationOptions(rooms, [], count) : []),
      ]
    } else if (previous === null) {
      options = []
    } else if (previous.mode === 'flat') {
      options = flatOptions(rooms, searched[index]!)
    } else {
      options = combinationOptions(previous.room.compatibleRoomCompositions, previous.path, count - index)
    }
    const key = picks[index] ?? null
    const picked: SelectionOption | null = options.find((option) => option.key === key) ?? null
    slots.push({ index, options, picked })
    previous = picked
  }
  return slots
}

/** The picks after choosing `key` for room `index`: later picks are kept only while they still combine. */
export function pickOption(
  rooms: readonly RoomAvailability[],
  searched: readonly RequestedRoom[],
  picks: readonly (string | null)[],
  index: number,
  key: string | null,
): (string | null)[] {
  const next = Array.from({ length: searched.length }, (_, at) => picks[at] ?? null)
  next[index] = key
  return selectionSlots(rooms, searched, next).map((slot) => slot.picked?.key ?? null)
}

export interface SelectionSummary {
  complete: boolean
  picked: SelectionOption[]
  mode: PickMode | null
  currency: string | null
  /** Sum of the picked prices, promotions applied (the price the agent books at by default). */
  total: number
  /** Sum without promotions; equals `total` when no promotion applies. */
  totalWithoutPromo: number
  /** The ladder of the whole booking: the last room's for a combination, the rooms' merged otherwise. */
  conditions: readonly CancelCondition[]
}

export function summarizeSelection(slots: readonly SelectionSlot[]): SelectionSummary {
  const picked = slots.flatMap((slot) => (slot.picked === null ? [] : [slot.picked]))
  const complete = slots.length > 0 && picked.length === slots.length
  const mode = picked[0]?.mode ?? null
  const choices = picked.map((option) => option.choice)
  return {
    complete,
    picked,
    mode,
    currency: choices[0]?.currency ?? null,
    total: sumMoney(choices.map((choice) => choice.totalPriceWithPromo)),
    totalWithoutPromo: sumMoney(choices.map((choice) => choice.totalPriceWithoutPromo)),
    conditions:
      mode === 'combination'
        ? combinationCancelConditions(choices)
        : mergeRoomLadders(
            choices.map((choice) => ({
              cancelConditions: choice.cancelConditions,
              price: choice.totalPriceWithPromo,
            })),
          ),
  }
}

/** The promotion to send so the room books at the promoted price (null: none applies, or a supplier deal). */
export function promotionToSend(choice: BedChoice): string | null {
  const id = choice.promotionInfo?.promotionId ?? null
  if (id !== null) return String(id)
  return null
}
