import type { SavedView, SaveViewInput, ViewFilters } from '../../shared/ipc/views.contract'
import type { z } from 'zod'
import { agentLabel } from '../agency-store/agency-store'
import type { Change } from '../agency-store/record-meta'
import { deleteView, listLiveViews, saveView, type StoredView } from '../agency-store/saved-views.repo'
import type { EventBus } from '../base/event-bus'
import type { Db } from '../db/statements'

export interface SavedViewsDeps {
  /** The cache connection with the agency store attached (agency-store.ts). */
  db: Db
  deskId: string
  now(): Date
  events: EventBus
  /** The agent's name from the settings ('' when not given). */
  agentName(): string
  /** How many cached bookings the list shows with these filters (the list's own count query). */
  countBookings(filters: ViewFilters): number
}

export interface SavedViews {
  list(): SavedView[]
  save(input: z.output<typeof SaveViewInput>): SavedView
  delete(id: string, expectedVersion?: number): void
  pinnedCounts(): { id: string; count: number }[]
}

function record(stored: StoredView): SavedView {
  const { deletedAt, ...view } = stored
  void deletedAt // live views only reach here; the tombstone is storage's business
  return view
}

/** The bookings list's saved views (agency.db): each a name, filters, sort and columns; pinned ones counted. */
export function createSavedViews(deps: SavedViewsDeps): SavedViews {
  const { db, events } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  return {
    list: () => listLiveViews(db).map(record),
    save(input) {
      const { id, expectedVersion, ...view } = input
      const saved = saveView(db, { id, expectedVersion, view }, change())
      events.publish('views.changed', {})
      return record(saved)
    },
    delete(id, expectedVersion) {
      deleteView(db, id, change(), expectedVersion)
      events.publish('views.changed', {})
    },
    pinnedCounts: () =>
      listLiveViews(db)
        .filter((view) => view.pinned)
        .map((view) => ({ id: view.id, count: deps.countBookings(view.filters) })),
  }
}
