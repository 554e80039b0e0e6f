import type { HandlersOf } from '../../shared/ipc'
import { exportBookings } from '../bookings/export/bookings-export'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

/** The bookings list as CSV or XLSX, with its progress pushed to the renderer, handed over as any file. */
export function bookingsExportHandlers(ctx: CoreContext): HandlersOf<'bookings.export'> {
  return {
    'bookings.export': async (input) => {
      const file = await exportBookings(ctx.db, input, {
        day: ctx.platform.clock.now().toISOString().slice(0, 10),
        // Sales and agency references are kept per service: the list's own (the notes' reading of it).
        service: ctx.notes.service(),
        onProgress: (progress) => ctx.events.publish('bookings.exportProgress', progress),
      })
      // The list is the cache's by construction: an export never calls the service.
      const handed = await handOver(ctx, { fileName: file.fileName, bytes: file.bytes, source: 'cache' })
      return { rows: file.rows, file: handed }
    },
  }
}
