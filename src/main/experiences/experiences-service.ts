import type { z } from 'zod'
import type { ConnectivityStatus } from '../../shared/ipc'
import type { ExportQuoteInput } from '../../shared/ipc/experiences.contract'
import type { ApiClient } from '../api/client'
import { activeServiceIdentity } from '../base/environment'
import type { EventBus } from '../base/event-bus'
import type { SettingsService } from '../base/settings.service'
import type { BookingsService } from '../bookings/bookings-service'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { createExperienceBooking, type ExperienceBooking } from './experience-booking'
import { createExperienceCatalog, type ExperienceCatalog } from './experience-catalog'
import { exportQuote, type QuoteFile } from './experience-export'
import { createExperienceExtras, type ExperienceExtras } from './experience-extras'

/**
 * Experiences for the agency, wired together: reads with the per-service cache (catalog), the basket booked as
 * one and never twice (its creates looked up with the hotel ones, `bookings.creates`), extras after booking, and
 * the quote export.
 */
export interface ExperiencesService {
  catalog: ExperienceCatalog
  booking: ExperienceBooking
  extras: ExperienceExtras
  exportQuote(input: z.output<typeof ExportQuoteInput>): Promise<QuoteFile>
}

export interface ExperiencesServiceDeps {
  db: Db
  api: ApiClient
  clock: Clock
  events: EventBus
  settings: Pick<SettingsService, 'get'>
  connectivity: { status(): ConnectivityStatus }
  bookings: Pick<BookingsService, 'creates' | 'reads'>
}

export function setupExperiences(deps: ExperiencesServiceDeps): ExperiencesService {
  const { db, api, clock, events } = deps
  const isOffline = (): boolean => deps.connectivity.status().state === 'offline'
  const service = (): string | null => activeServiceIdentity(deps.settings.get())
  const catalog = createExperienceCatalog({
    db,
    api,
    clock,
    isOnline: () => !isOffline(),
    service,
    defaultLocale: () => deps.settings.get().locale,
  })
  return {
    catalog,
    booking: createExperienceBooking({
      db,
      api,
      clock,
      events,
      isOffline,
      service,
      creates: deps.bookings.creates,
      catalog,
    }),
    extras: createExperienceExtras({ db, api, reads: deps.bookings.reads, events, isOffline, service }),
    exportQuote: (input) => exportQuote({ db, api, isOffline, service }, input),
  }
}
