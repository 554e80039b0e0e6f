import type { z } from 'zod'
import type { BookingV1 } from '../../shared/api/bookings-v1'
import { ExperienceTypeV1 } from '../../shared/api/experiences-v1'
import { BookedExtrasStringV1, ExperienceCompositionV1 } from '../../shared/api/experiences-v1-booking'
import { daysBetween } from '../../shared/domain/dates'
import { extraScopeProblem } from '../../shared/domain/experiences'
import { DeskError } from '../../shared/ipc'
import type {
  BookingExtras,
  ChangeExtraInput,
  ExtrasChanged,
  SetExtrasInput,
} from '../../shared/ipc/experiences.contract'
import type { ApiClient, RequestOptions } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { cachedExperienceType } from '../db/experiences.repo'
import type { Db } from '../db/statements'

/**
 * Extras of a booked experience: read with what the booking could take (PATCH updatedBook with filters only,
 * which changes nothing and answers `availableExtras`), changed (PUT), cancelled (DELETE) or set as a list
 * (PATCH with `extras`). Every change needs the service: it is never queued. After one, the booking is read again
 * into the cache (the bookings.get path) and `bookings.changed` tells the screens.
 */
export interface ExperienceExtras {
  read(bookingId: string): Promise<BookingExtras>
  change(input: z.output<typeof ChangeExtraInput>): Promise<z.infer<typeof ExtrasChanged>>
  cancel(bookingId: string, extraId: string): Promise<z.infer<typeof ExtrasChanged>>
  set(input: z.output<typeof SetExtrasInput>): Promise<z.infer<typeof ExtrasChanged>>
}

export interface ExperienceExtrasDeps {
  db: Db
  api: Pick<ApiClient, 'bookings' | 'experiences'>
  /** Reads a booking again from the service into the cache (createCore gives the bookings' reads). */
  rereadBooking: (bookingId: string) => Promise<unknown>
  events: Pick<EventBus, 'publish'>
  isOffline: () => boolean
  service: () => string | null
}

type Line = BookingExtras['lines'][number]

const decodeExtras = (text: string) => {
  const parse = (): unknown => {
    try {
      return text.trim() === '' ? [] : JSON.parse(text)
    } catch {
      return []
    }
  }
  const checked = BookedExtrasStringV1.safeParse(parse())
  return checked.success ? checked.data : []
}

export function createExperienceExtras(deps: ExperienceExtrasDeps): ExperienceExtras {
  const { api } = deps
  const options = (): RequestOptions => {
    if (deps.isOffline()) {
      throw new DeskError(
        'OFFLINE',
        'The service cannot be reached: extras can be changed only when it is back.',
      )
    }
    const service = deps.service()
    return service === null ? {} : { service }
  }

  const linesOf = async (v1: BookingV1, pinned: RequestOptions): Promise<Line[]> => {
    const page = await api.bookings.list(
      { search: v1.id, kind: 'experience', withReplacedBookings: true, page: 1, perPage: 20 },
      pinned,
    )
    const item = page.data.find((entry) => entry.id === v1.id)
    const compositions = (item?.experienceCompositions ?? []).flatMap((entry) => {
      const parsed = ExperienceCompositionV1.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    const service = deps.service()
    return v1.experiencesBooked.map((line, index) => {
      const composition =
        compositions.find((entry) => entry.id === line.id) ??
        compositions.find((entry) => entry.experience.id === line.experience.id) ??
        compositions[index]
      const startAt = composition?.startAt ?? v1.startAt
      const endAt = composition?.endAt ?? v1.endAt
      const type = ExperienceTypeV1.safeParse(
        service === null ? null : cachedExperienceType(deps.db, service, line.experience.id),
      )
      return {
        lineId: line.id,
        experienceId: line.experience.id,
        name: line.experience.name,
        type: type.success ? type.data : null,
        startAt,
        endAt,
        days: Math.max(1, daysBetween(startAt, endAt) + 1),
        party: {
          adults:
            composition?.adults ?? line.travelers.filter((t) => t.kind.toLowerCase() === 'adult').length,
          childrenBirthdates: composition?.childrenBirthdates ?? [],
        },
        extras: decodeExtras(line.extras).map((extra) => ({
          id: extra.id,
          extra: extra.extra,
          state: extra.state,
          price: extra.price,
          priceWithoutPromo: extra.priceWithoutPromo,
          extraCompositionId: line.id,
          adultPax: extra.adultPax,
          childrenBirthdates: extra.childrenBirthdates,
          dayIndex: extra.dayIndex,
          scope: extra.scope,
        })),
      }
    })
  }

  const read = async (bookingId: string): Promise<BookingExtras> => {
    const pinned = options()
    const v1 = await api.bookings.getV1(bookingId, pinned)
    if (v1.kind !== 'experience') {
      throw new DeskError('NOT_FOUND', 'This booking is a hotel stay: it has no experience extras.', {
        bookingId,
      })
    }
    const lines = await linesOf(v1, pinned)
    // Filters only: the service answers the add-ons the booking can take and changes nothing.
    const offered = await api.experiences.updateBooking(bookingId, { filters: {} }, pinned)
    return {
      bookingId,
      currency: v1.currency,
      total: offered?.totalPrice ?? v1.totalPrice,
      lines,
      available: offered?.availableExtras ?? [],
    }
  }

  /** The booking read again into the cache and announced, then its extras as they are now. */
  const changed = async (bookingId: string, previousTotal: number, stated: number | null) => {
    await deps.rereadBooking(bookingId)
    deps.events.publish('bookings.changed', { bookingIds: [bookingId], reason: 'write' })
    const extras = await read(bookingId)
    return { extras, previousTotal, total: stated ?? extras.total }
  }

  const lineDays = (before: BookingExtras, lineId: string | null): number => {
    const line = before.lines.find((entry) => entry.lineId === lineId) ?? before.lines[0]
    // A single-day line takes no day extra (a program's days only).
    return line === undefined || line.days <= 1 ? 0 : line.days
  }

  return {
    read,
    async change(input) {
      const before = await read(input.bookingId)
      const line = before.lines.find((entry) => entry.extras.some((extra) => extra.id === input.extraId))
      const booked = line?.extras.find((extra) => extra.id === input.extraId)
      if (line === undefined || booked === undefined) {
        throw new DeskError('NOT_FOUND', 'This extra is not on the booking.', input)
      }
      const problem = extraScopeProblem(
        { scope: booked.scope, dayIndex: input.dayIndex },
        lineDays(before, line.lineId),
      )
      if (problem !== null) throw new DeskError('INVALID_INPUT', problem, { extraId: input.extraId })
      const answer = await api.experiences.updateExtra(
        input.extraId,
        { adultPax: input.adultPax, childrenBirthdates: input.childrenBirthdates, dayIndex: input.dayIndex },
        options(),
      )
      return changed(input.bookingId, before.total, answer?.bookingTotalPrice ?? null)
    },
    async cancel(bookingId, extraId) {
      const before = await read(bookingId)
      if (!before.lines.some((line) => line.extras.some((extra) => extra.id === extraId))) {
        throw new DeskError('NOT_FOUND', 'This extra is not on the booking.', { bookingId, extraId })
      }
      const answer = await api.experiences.cancelExtra(extraId, options())
      return changed(bookingId, before.total, answer?.bookingTotalPrice ?? null)
    },
    async set(input) {
      const before = await read(input.bookingId)
      const days = lineDays(before, null)
      for (const [index, extra] of input.extras.entries()) {
        const problem = extraScopeProblem(extra, days)
        if (problem !== null) throw new DeskError('INVALID_INPUT', problem, { param: `extras[${index}]` })
      }
      const answer = await api.experiences.updateBooking(input.bookingId, { extras: input.extras }, options())
      return changed(input.bookingId, before.total, answer?.totalPrice ?? null)
    },
  }
}
