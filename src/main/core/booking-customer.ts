import type { z } from 'zod'
import type { BookExperiencesInput, BookExperiencesResult } from '../../shared/ipc/experiences.contract'
import type { BookInput, BookResult } from '../../shared/ipc/hotels.contract'
import type { CoreContext } from './core-context'

/**
 * A booking made for one of the agency's customers: the customer's file goes to the service (`customer.fileId`,
 * `customerFileId`), so that the service groups its bookings as the desk does; the file a desk-made customer's
 * first booking returns is kept on the customer. The booking features know nothing of customers: this joins them.
 */
export async function bookHotelForCustomer(ctx: CoreContext, input: BookInput): Promise<BookResult> {
  const { customerId, ...book } = input
  if (customerId === undefined) return ctx.bookings.hotels.book(book)
  const fileId = ctx.people.fileToSend(customerId)
  const result = await ctx.bookings.hotels.book(
    fileId === null
      ? book
      : { ...book, request: { ...book.request, customer: { ...book.request.customer, fileId } } },
  )
  const returned = result.booking.customer.fileId
  if (returned !== null && returned !== '') ctx.people.fileReturned(customerId, returned)
  bookedFor(ctx, customerId)
  return result
}

export async function bookExperiencesForCustomer(
  ctx: CoreContext,
  input: z.output<typeof BookExperiencesInput>,
): Promise<BookExperiencesResult> {
  const { customerId, ...book } = input
  const { booking } = ctx.experiences
  if (customerId === undefined) return booking.book(book)
  const fileId = ctx.people.fileToSend(customerId)
  const result = await booking.book(fileId === null ? book : { ...book, customerFileId: fileId })
  const first = result.status === 'booked' ? result.items[0] : undefined
  if (fileId === null && first !== undefined) {
    // The experience create's answer does not carry the file: the booking's v1 detail does. Read once now; if
    // that fails (offline), the next bookings sync shows the file as a customer of its own.
    try {
      const detail = await ctx.bookings.reads.get(first.booking.id)
      const returned = detail.v1?.customerFileId ?? detail.summary.customerFileId
      if (returned !== null && returned !== '') ctx.people.fileReturned(customerId, returned)
    } catch {
      // The booking is made; only the customer's link to its file waits.
    }
  }
  if (result.status === 'booked') bookedFor(ctx, customerId)
  return result
}

/**
 * The customer's page and the list's counts show the new booking at once (it is in the cache from the create's
 * answer), not after the next poll. fileReturned announces only a first file; a returning customer needs this.
 */
function bookedFor(ctx: CoreContext, customerId: string): void {
  ctx.events.publish('people.changed', { customerIds: [customerId] })
}
