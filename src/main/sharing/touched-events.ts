import type { EventBus } from '../base/event-bus'
import type { Touched } from './local-records'

/** The events the services publish on their own writes, published once per page of pulled or merged records. */
export function publishTouched(events: EventBus, touched: Touched): void {
  for (const table of touched.tables) {
    switch (table.event) {
      case 'people.changed':
        events.publish('people.changed', { customerIds: [...touched.customerIds] })
        break
      case 'notes.changed':
        events.publish('notes.changed', { bookingIds: [...touched.bookingIds] })
        break
      case 'pricing.salesChanged':
        events.publish('pricing.salesChanged', { bookingIds: [...touched.bookingIds] })
        break
      case 'proposals.changed':
        events.publish('proposals.changed', { ids: [...touched.proposalIds] })
        break
      case 'settings.changed':
        // Published by the settings themselves when agency-details.ts mirrors the record into them.
        break
      default:
        events.publish(table.event, {})
    }
  }
}
