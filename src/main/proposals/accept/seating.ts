import type { z } from 'zod'
import { counted } from '../../../shared/i18n'
import type { TravelerInput } from '../../../shared/api/bookings-v3'
import { DeskError } from '../../../shared/ipc'

/**
 * The trip's travellers seated on each item of the option. The agent lists them once, in the party's order (each
 * room's adults, then its children); every item takes its own party from the start of that list, adults in
 * order and each child by its birthdate (the next unseated child when none has it), so a hotel room and an
 * experience of the same trip get the same people. An item whose party needs more people than were listed is
 * refused before anything is sent for it.
 */

export type Traveller = z.output<typeof TravelerInput>

export interface PartyNeed {
  adults: number
  childrenBirthdates: readonly string[]
}

class Seats {
  private readonly adults: Traveller[]
  private readonly children: Traveller[]

  constructor(travellers: readonly Traveller[]) {
    this.adults = travellers.filter((traveller) => traveller.kind === 'adult')
    this.children = travellers.filter((traveller) => traveller.kind !== 'adult')
  }

  take(need: PartyNeed, itemName: string): Traveller[] {
    if (this.adults.length < need.adults) {
      throw new DeskError(
        'INVALID_INPUT',
        `${itemName}: ${counted('adult', need.adults)} needed, ${this.adults.length} left in the list of travellers.`,
        { field: 'travellers' },
      )
    }
    const seated = this.adults.splice(0, need.adults)
    for (const birthdate of need.childrenBirthdates) {
      const same = this.children.findIndex((child) => child.birthdate === birthdate)
      const at = same === -1 ? 0 : same
      const child = this.children.splice(at, 1)[0]
      if (child === undefined) {
        throw new DeskError(
          'INVALID_INPUT',
          `${itemName}: a child born ${birthdate} is in the party and no child is left in the list of travellers.`,
          { field: 'travellers' },
        )
      }
      seated.push(child)
    }
    return seated
  }
}

/** Each room of a hotel stay with its people, in the rooms' order. */
export function seatRooms(
  travellers: readonly Traveller[],
  rooms: readonly PartyNeed[],
  itemName: string,
): Traveller[][] {
  const seats = new Seats(travellers)
  return rooms.map((room) => seats.take(room, itemName))
}

/** An experience's people; its travellers are adults or children only (an infant is a child there). */
export function seatParty(
  travellers: readonly Traveller[],
  party: PartyNeed,
  itemName: string,
): (Omit<Traveller, 'kind'> & { kind: 'adult' | 'child' })[] {
  return new Seats(travellers)
    .take(party, itemName)
    .map((traveller) => ({ ...traveller, kind: traveller.kind === 'adult' ? 'adult' : 'child' }))
}
