import {
  applyRule,
  fromMinor,
  makePricer,
  orderRules,
  toMinor,
  type FrozenSale,
  type ManualSellingPrice,
  type RuleSnapshot,
} from '../../shared/domain/markup'
import { DeskError } from '../../shared/ipc'
import type { MarkupRuleRecord, SaveMarkupRuleInput } from '../../shared/ipc/pricing.contract'
import { agentLabel } from '../agency-store/agency-store'
import { getFrozenSale, recordFrozenSale, setManualSale } from '../agency-store/frozen-sales.repo'
import {
  deleteMarkupRule,
  listLiveMarkupRules,
  saveMarkupRule,
  type StoredRule,
} from '../agency-store/markup-rules.repo'
import type { AgencyWriterDeps, Change } from '../agency-store/record-meta'
import type { MadeSale } from '../booking-creates/made-booking-store'
import { cachedBookingsService } from '../db/booking-cache-owner'
import { getBooking } from '../db/bookings.repo'

export type PricingDeps = AgencyWriterDeps

export interface Pricing {
  listRules(): MarkupRuleRecord[]
  saveRule(input: SaveMarkupRuleInput): MarkupRuleRecord
  deleteRule(id: string, expectedVersion?: number): void
  /**
   * Freezes the sale of a booking the desk just made, with main's current rules. Call it inside the transaction
   * that stores the booking's rate evidence, so the two are kept together or not at all.
   */
  freezeSale(sale: MadeSale): FrozenSale
  saleOf(bookingId: string): FrozenSale | null
  setManualPrice(input: ManualSellingPrice): FrozenSale
}

function record(stored: StoredRule): MarkupRuleRecord {
  const { deletedAt, ...rule } = stored
  void deletedAt // live rules only reach here; the tombstone is storage's business
  return rule
}

/** The rule as a sale keeps it: content, id and version, nothing of who last edited it. */
function snapshotOf(stored: StoredRule): RuleSnapshot {
  const { deletedAt, updatedBy, updatedAt, ...snapshot } = stored
  void [deletedAt, updatedBy, updatedAt]
  return snapshot
}

/** The agency's markup rules and the selling prices frozen with its bookings (agency.db). */
export function createPricing(deps: PricingDeps): Pricing {
  const { db, events } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  const readService = (): string => {
    // Read with the service whose bookings the cache holds (as the shown rate is), else the active one.
    const service = cachedBookingsService(db) ?? deps.service()
    if (service === null) throw new DeskError('NOT_FOUND', 'No service is set up yet.')
    return service
  }

  return {
    listRules: () => orderRules(listLiveMarkupRules(db)).map(record),
    saveRule(input) {
      const saved = saveMarkupRule(db, input, change())
      events.publish('pricing.rulesChanged', {})
      return record(saved)
    },
    deleteRule(id, expectedVersion) {
      deleteMarkupRule(db, id, change(), expectedVersion)
      events.publish('pricing.rulesChanged', {})
    },
    freezeSale(booked) {
      // What the renderer priced it as, with main's own current rules (the renderer's copy may be older).
      const rule = makePricer(listLiveMarkupRules(db)).ruleFor(booked.pricedAs)
      const price = applyRule(rule, booked.pricedAs, booked.net, booked.currency)
      const sale = recordFrozenSale(
        db,
        booked.service,
        {
          bookingId: booked.bookingId,
          currency: price.currency,
          net: price.net,
          sell: price.sell,
          margin: price.margin,
          source: rule === null ? 'net' : 'rule',
          rule: rule === null ? null : snapshotOf(rule),
          note: '',
        },
        change(),
      )
      events.publish('pricing.salesChanged', { bookingIds: [booked.bookingId] })
      return sale
    },
    saleOf: (bookingId) => {
      const service = cachedBookingsService(db) ?? deps.service()
      return service === null ? null : getFrozenSale(db, service, bookingId)
    },
    setManualPrice(input) {
      const service = readService()
      const current = getFrozenSale(db, service, input.bookingId)
      const booking = current === null ? getBooking(db, input.bookingId) : null
      if (current === null && booking === null)
        throw new DeskError('NOT_FOUND', 'This booking is not in the local cache.')
      const currency = current?.currency ?? booking?.currency ?? ''
      const net = current?.net ?? booking?.totalPrice ?? 0
      const sellMinor = toMinor(input.sell, currency)
      const sale = setManualSale(
        db,
        service,
        {
          bookingId: input.bookingId,
          currency,
          net,
          sell: fromMinor(sellMinor, currency),
          margin: fromMinor(sellMinor - toMinor(net, currency), currency),
          source: 'manual',
          rule: null,
          note: input.note,
        },
        change(),
        input.expectedVersion,
      )
      events.publish('pricing.salesChanged', { bookingIds: [input.bookingId] })
      return sale
    },
  }
}
