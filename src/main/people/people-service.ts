import type { z } from 'zod'
import type { CustomerRecord, TravellerRecord } from '../../shared/domain/people'
import { DeskError } from '../../shared/ipc'
import type { CustomerDetail, peopleChannels } from '../../shared/ipc/people.contract'
import { agentLabel } from '../agency-store/agency-store'
import { bookingIdsOfFile, listCustomerPage } from '../agency-store/customer-list.repo'
import {
  customerOfFileBookings,
  getCustomer,
  getCustomerByFile,
  insertCustomer,
  reindexCustomer,
  unseenCustomerFiles,
  updateCustomer,
  type StoredCustomer,
} from '../agency-store/customers.repo'
import { bumpRecordMeta, newRecordMeta, tombstoneRecordMeta, type Change } from '../agency-store/record-meta'
import {
  getTraveller,
  insertTraveller,
  listTravellersOf,
  updateTraveller,
  type StoredTraveller,
} from '../agency-store/travellers.repo'
import { customerIdOfFile } from '../agency-store/uuid-v5'
import type { EventBus } from '../base/event-bus'
import { cachedBookingsService } from '../db/booking-cache-owner'
import type { Db } from '../db/statements'
import type { SecretBox } from '../platform/types'
import { customersCsv } from './customers-csv'
import type { ImportGroup } from './customers-import'
import { writeImport, type ImportReport } from './import-write'
import { openPassport, sealPassport } from './passport-seal'

type In<C extends keyof typeof peopleChannels> = z.output<(typeof peopleChannels)[C]['input']>
type Out<C extends keyof typeof peopleChannels> = z.output<(typeof peopleChannels)[C]['output']>

export interface PeopleDeps {
  /** The cache connection with the agency store attached. */
  db: Db
  deskId: string
  now(): Date
  events: EventBus
  agentName(): string
  /** The active service (serviceIdentity). */
  service(): string | null
  /** Seals passport data at rest. */
  secretBox: SecretBox
}

export interface People {
  list(input: In<'customers.list'>): Out<'customers.list'>
  get(id: string): CustomerDetail
  byFile(fileId: string): CustomerRecord | null
  saveCustomer(input: In<'customers.save'>): CustomerRecord
  deleteCustomer(id: string, expectedVersion?: number): void
  saveTraveller(input: In<'travellers.save'>): TravellerRecord
  deleteTraveller(id: string, expectedVersion?: number): void
  /**
   * Makes an agency record of every customer file the cached bookings show that has none yet (after a bookings
   * sync, before a list). Returns the new customers' ids.
   */
  materialiseServiceFiles(): string[]
  /**
   * Adds customers with their travellers, all in one transaction (an import checked beforehand); a customer that
   * names a known one (desk id or service file) is merged into it (import-write.ts).
   */
  addMany(groups: readonly ImportGroup[]): Omit<ImportReport, 'customerIds'>
  /** The customers the query finds (all when empty), by name, with their travellers, as CSV (customers-csv.ts). */
  exportCsv(query: string): string
  /**
   * What a booking with this customer sends as `customer.fileId`: the customer's file on this service, or null
   * (a desk-made customer's first booking, or a file of another service: the service then makes a new one).
   */
  fileToSend(customerId: string): string | null
  /** A booking made for a customer came back with its file id: a desk-made customer keeps it from now on. */
  fileReturned(customerId: string, fileId: string): void
}

const NO_SUCH_CUSTOMER = 'There is no such customer (it may have been deleted meanwhile).'

function customerRecord(stored: StoredCustomer): CustomerRecord {
  return {
    id: stored.meta.id,
    version: stored.meta.version,
    updatedBy: stored.meta.updatedBy,
    updatedAt: stored.meta.updatedAt,
    fileId: stored.fileId,
    origin: stored.origin,
    customer: stored.customer,
  }
}

/** The agency's customers and travellers (agency.db), with the service's customer files seen in bookings. */
export function createPeople(deps: PeopleDeps): People {
  const { db, events, secretBox } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  // The service whose bookings the cache holds (as pricing reads it), else the active one.
  const readService = (): string | null => cachedBookingsService(db) ?? deps.service()
  const changed = (customerIds: string[]): void => {
    if (customerIds.length > 0) events.publish('people.changed', { customerIds })
  }

  const travellerRecord = (stored: StoredTraveller): TravellerRecord => {
    const passport = openPassport(secretBox, stored.passportSealed)
    return {
      id: stored.meta.id,
      version: stored.meta.version,
      updatedBy: stored.meta.updatedBy,
      updatedAt: stored.meta.updatedAt,
      customerId: stored.customerId,
      traveller: { ...stored.profile, passportNumber: passport.number, passportExpiry: passport.expiry },
    }
  }

  const liveCustomer = (id: string): StoredCustomer => {
    const stored = getCustomer(db, id)
    if (stored === null || stored.meta.deletedAt !== null) throw new DeskError('NOT_FOUND', NO_SUCH_CUSTOMER)
    return stored
  }

  const materialise = (): string[] => {
    const service = readService()
    if (service === null) return []
    const files = unseenCustomerFiles(db, service)
    if (files.length === 0) return []
    const made: string[] = []
    const at = change()
    db.transaction(() => {
      for (const fileId of files) {
        const customer = customerOfFileBookings(db, fileId)
        if (customer === null) continue
        const meta = { ...newRecordMeta(at), id: customerIdOfFile(service, fileId) }
        // Another desk (a shared agency store) may have made the same deterministic id already.
        if (getCustomer(db, meta.id) !== null) continue
        insertCustomer(db, meta, { service, fileId, origin: 'service', customer })
        made.push(meta.id)
      }
    }).immediate()
    changed(made)
    return made
  }

  const today = (): string => deps.now().toISOString().slice(0, 10)

  return {
    list(input) {
      materialise()
      return listCustomerPage(db, { ...input, service: readService(), today: today() })
    },
    get(id) {
      const stored = liveCustomer(id)
      const service = readService()
      const summary = listCustomerPage(db, {
        query: '',
        sort: 'name',
        limit: 1,
        offset: 0,
        service,
        today: today(),
        ids: [id],
      }).items[0]
      if (summary === undefined) throw new DeskError('NOT_FOUND', NO_SUCH_CUSTOMER)
      return {
        record: customerRecord(stored),
        travellers: listTravellersOf(db, id).map(travellerRecord),
        bookingIds:
          stored.fileId !== null && stored.service === service ? bookingIdsOfFile(db, stored.fileId) : [],
        summary,
      }
    },
    byFile(fileId) {
      const service = readService()
      if (service === null) return null
      materialise()
      const stored = getCustomerByFile(db, service, fileId)
      return stored === null ? null : customerRecord(stored)
    },
    saveCustomer(input) {
      const saved = db
        .transaction(() => {
          if (input.id === undefined)
            return insertCustomer(db, newRecordMeta(change()), {
              service: null,
              fileId: null,
              origin: 'desk',
              customer: input.customer,
            })
          const current = getCustomer(db, input.id)
          if (current === null) throw new DeskError('NOT_FOUND', NO_SUCH_CUSTOMER)
          const meta = bumpRecordMeta(current.meta, change(), input.expectedVersion)
          return updateCustomer(db, meta, { ...current, customer: input.customer })
        })
        .immediate()
      changed([saved.meta.id])
      return customerRecord(saved)
    },
    deleteCustomer(id, expectedVersion) {
      db.transaction(() => {
        const current = getCustomer(db, id)
        if (current === null) throw new DeskError('NOT_FOUND', NO_SUCH_CUSTOMER)
        const at = change()
        // Its travellers go with it (tombstones too, passports dropped): none is left without a customer.
        for (const traveller of listTravellersOf(db, id))
          updateTraveller(db, tombstoneRecordMeta(traveller.meta, at), { ...traveller })
        updateCustomer(db, tombstoneRecordMeta(current.meta, at, expectedVersion), current)
      }).immediate()
      changed([id])
    },
    saveTraveller(input) {
      const { passportNumber, passportExpiry, ...profile } = input.traveller
      const passportSealed = sealPassport(secretBox, { number: passportNumber, expiry: passportExpiry })
      const saved = db
        .transaction(() => {
          liveCustomer(input.customerId)
          let stored: StoredTraveller
          if (input.id === undefined) {
            stored = insertTraveller(db, newRecordMeta(change()), {
              customerId: input.customerId,
              profile,
              passportSealed,
            })
          } else {
            const current = getTraveller(db, input.id)
            if (current === null) throw new DeskError('NOT_FOUND', 'There is no such traveller.')
            const meta = bumpRecordMeta(current.meta, change(), input.expectedVersion)
            stored = updateTraveller(db, meta, { customerId: input.customerId, profile, passportSealed })
            if (current.customerId !== input.customerId) reindexCustomer(db, current.customerId)
          }
          reindexCustomer(db, input.customerId)
          return stored
        })
        .immediate()
      changed([input.customerId])
      return travellerRecord(saved)
    },
    deleteTraveller(id, expectedVersion) {
      const customerId = db
        .transaction(() => {
          const current = getTraveller(db, id)
          if (current === null) throw new DeskError('NOT_FOUND', 'There is no such traveller.')
          updateTraveller(db, tombstoneRecordMeta(current.meta, change(), expectedVersion), current)
          reindexCustomer(db, current.customerId)
          return current.customerId
        })
        .immediate()
      changed([customerId])
    },
    materialiseServiceFiles: materialise,
    addMany(groups) {
      // Sealed before the transaction (as saveTraveller does): a keychain refusal stops the import before a write.
      const sealed = groups.map((group) => ({
        ...group,
        travellers: group.travellers.map(({ passportNumber, passportExpiry, ...profile }) => ({
          profile,
          passportSealed: sealPassport(secretBox, { number: passportNumber, expiry: passportExpiry }),
        })),
      }))
      // The service's files seen in bookings are customers first, so that a line naming one merges with it.
      materialise()
      const service = readService()
      const { customerIds, ...report } = db
        .transaction(() => writeImport(db, { service, change: change() }, sealed))
        .immediate()
      changed(customerIds)
      return report
    },
    exportCsv(query) {
      materialise()
      const { items } = listCustomerPage(db, {
        query,
        sort: 'name',
        limit: -1,
        offset: 0,
        service: readService(),
        today: today(),
      })
      return customersCsv(
        items.flatMap((item) => {
          const customer = getCustomer(db, item.id)
          return customer === null ? [] : [{ customer, travellers: listTravellersOf(db, item.id) }]
        }),
      )
    },
    fileToSend(customerId) {
      const stored = liveCustomer(customerId)
      return stored.fileId !== null && stored.service === deps.service() ? stored.fileId : null
    },
    fileReturned(customerId, fileId) {
      const service = deps.service()
      if (service === null) return
      const changedAlso: string[] = []
      const updated = db
        .transaction(() => {
          const current = getCustomer(db, customerId)
          if (current === null || current.meta.deletedAt !== null) return false
          if (current.fileId !== null && current.service === service) return false
          const other = getCustomerByFile(db, service, fileId)
          if (other !== null) {
            // A sync saw the new booking before its answer got here, and made its file a customer of its own
            // (materialise): an untouched copy of the booking's names, which the agent's customer replaces.
            // A customer the agent worked on (changed, travellers added) is kept: two records, never a lost edit.
            const untouchedCopy =
              other.origin === 'service' &&
              other.meta.version === 1 &&
              listTravellersOf(db, other.meta.id).length === 0
            if (!untouchedCopy) return false
            updateCustomer(db, tombstoneRecordMeta(other.meta, change()), other)
            changedAlso.push(other.meta.id)
          }
          updateCustomer(db, bumpRecordMeta(current.meta, change()), { ...current, service, fileId })
          return true
        })
        .immediate()
      if (updated) changed([customerId, ...changedAlso])
    },
  }
}
