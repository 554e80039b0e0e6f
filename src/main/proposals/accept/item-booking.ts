import type { z } from 'zod'
import type { ExperienceProposalItem, HotelProposalItem } from '../../../shared/domain/proposals'
import { DeskError } from '../../../shared/ipc'
import { BookExperiencesInput, type BookExperiencesResult } from '../../../shared/ipc/experiences.contract'
import { BookInput, type BookResult } from '../../../shared/ipc/hotels.contract'
import type { AcceptProposalInput } from '../../../shared/ipc/proposals.contract'
import type { HeldExperience, HeldHotel } from './recheck-store'
import { seatParty, seatRooms } from './seating'

/**
 * One item of an accepted option as the existing booking paths take it (hotels.book's, experiences.book's input,
 * checked by their own schemas), with the item's deterministic reference: the never-twice path then adopts the
 * booking of a retry after a lost answer instead of making a second one.
 */

type Accept = z.output<typeof AcceptProposalInput>

export interface Booked {
  outcome: 'booked' | 'adopted'
  bookingId: string
  reference: string
}

export interface ItemBookingDeps {
  bookHotel(input: BookInput): Promise<BookResult>
  bookExperiences(input: z.output<typeof BookExperiencesInput>): Promise<BookExperiencesResult>
}

export async function bookHotelItem(
  deps: ItemBookingDeps,
  item: HotelProposalItem,
  held: HeldHotel,
  accept: Accept,
  extra: { reference: string; customerId: string | null },
): Promise<Booked> {
  const seated = seatRooms(
    accept.travellers,
    item.rooms.map((room) => room.requested),
    item.hotel.name,
  )
  const { customer } = accept
  const input = BookInput.parse({
    request: {
      requestId: held.requestId,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        ...(customer.phoneNumber === undefined || customer.phoneNumber === ''
          ? {}
          : { phoneNumber: customer.phoneNumber }),
      },
      rooms: held.rooms.map(({ choice }, index) => {
        const promotionId = choice.promotionInfo?.promotionId ?? null
        return {
          bedCompositionId: choice.id,
          // The promoted price is the one checked and shown (room-match.ts choicePrice).
          ...(promotionId === null ? {} : { promotionId: String(promotionId) }),
          travelers: seated[index] ?? [],
        }
      }),
      internalReference: extra.reference,
    },
    shownRate: held.shownRate,
    pricedAs: held.pricedAs,
    ...(extra.customerId === null ? {} : { customerId: extra.customerId }),
  })
  const result = await deps.bookHotel(input)
  return {
    outcome: result.adopted ? 'adopted' : 'booked',
    bookingId: result.booking.id,
    reference: result.reference,
  }
}

export async function bookExperienceItem(
  deps: ItemBookingDeps,
  item: ExperienceProposalItem,
  held: HeldExperience,
  accept: Accept,
  extra: { reference: string; customerId: string | null },
): Promise<Booked> {
  const travelers = seatParty(accept.travellers, item.party, item.experience.name)
  const { customer } = accept
  const input = BookExperiencesInput.parse({
    items: [
      {
        priceId: held.priceId,
        experienceId: item.experience.id,
        experienceName: item.experience.name,
        ...(held.cityId === null ? {} : { cityId: held.cityId }),
        type: held.type,
        startAt: item.startAt,
        endAt: item.endAt,
        party: { adults: item.party.adults, childrenBirthdates: item.party.childrenBirthdates },
        travelers,
        extras: held.extras,
        shownTotal: held.net,
        currency: held.currency,
        pricedAs: held.pricedAs,
      },
    ],
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      ...(customer.phoneNumber === undefined || customer.phoneNumber === ''
        ? {}
        : { phone: customer.phoneNumber }),
    },
    reference: extra.reference,
    ...(extra.customerId === null ? {} : { customerId: extra.customerId }),
  })
  const result = await deps.bookExperiences(input)
  if (result.status === 'repriced') {
    throw new DeskError(
      'CONFLICT',
      `${item.experience.name}: the price checked has expired, so nothing was booked for it. Check the option again.`,
      { reason: 'recheckExpired' },
    )
  }
  const booked = result.items[0]
  if (booked === undefined) throw new DeskError('INTERNAL', 'The service answered without the booking.')
  return { outcome: booked.outcome, bookingId: booked.booking.id, reference: booked.reference }
}
