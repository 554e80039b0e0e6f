import { CUSTOMER_IMPORT_FIELDS, type CustomerInput } from '../../shared/domain/people'
import {
  getCustomer,
  getCustomerByFile,
  insertCustomer,
  reindexCustomer,
  updateCustomer,
  type StoredCustomer,
} from '../agency-store/customers.repo'
import { bumpRecordMeta, newRecordMeta, type Change } from '../agency-store/record-meta'
import { insertTraveller, listTravellersOf, type TravellerProfile } from '../agency-store/travellers.repo'
import type { Db } from '../db/statements'
import type { ImportGroup } from './customers-import'

export interface ImportReport {
  customersCreated: number
  /** Lines' customers that named a known customer (its id, or its service file) and were merged into it. */
  customersMerged: number
  travellersCreated: number
  customerIds: string[]
}

/** A group's travellers as stored: the passport sealed (before the transaction: a keychain refusal writes nothing). */
export interface SealedGroup extends Omit<ImportGroup, 'travellers'> {
  travellers: { profile: TravellerProfile; passportSealed: Uint8Array | null }[]
}

/**
 * Writes an import, all in the caller's transaction. A customer naming a known one (its desk id, else the service
 * file on `service`) is merged into it: its empty fields take the file's values (what the desk has is kept), and
 * the file's travellers are added unless one of the same name and birthdate is there. Any other customer is new;
 * one with a service file keeps it, so that the bookings of that file count as its own (never a duplicate).
 */
export function writeImport(
  db: Db,
  options: { service: string | null; change: Change },
  groups: readonly SealedGroup[],
): ImportReport {
  const report: ImportReport = {
    customersCreated: 0,
    customersMerged: 0,
    travellersCreated: 0,
    customerIds: [],
  }
  for (const group of groups) {
    const known = knownCustomer(db, options.service, group.link)
    let customerId: string
    if (known !== null) {
      customerId = known.meta.id
      const merged = mergeFields(known.customer, group.customer)
      if (merged !== null)
        updateCustomer(db, bumpRecordMeta(known.meta, options.change), { ...known, customer: merged })
      report.customersMerged += 1
    } else {
      const withFile = group.link.fileId !== null && options.service !== null
      customerId = insertCustomer(db, newRecordMeta(options.change), {
        service: withFile ? options.service : null,
        fileId: withFile ? group.link.fileId : null,
        origin: 'desk',
        customer: group.customer,
      }).meta.id
      report.customersCreated += 1
    }
    const present = listTravellersOf(db, customerId).map((t) => t.profile)
    for (const traveller of group.travellers) {
      if (present.some((p) => samePerson(p, traveller.profile))) continue
      insertTraveller(db, newRecordMeta(options.change), { customerId, ...traveller })
      present.push(traveller.profile)
      report.travellersCreated += 1
    }
    reindexCustomer(db, customerId)
    if (!report.customerIds.includes(customerId)) report.customerIds.push(customerId)
  }
  return report
}

function knownCustomer(db: Db, service: string | null, link: ImportGroup['link']): StoredCustomer | null {
  if (link.customerId !== null) {
    const byId = getCustomer(db, link.customerId)
    if (byId !== null && byId.meta.deletedAt === null) return byId
  }
  if (link.fileId !== null && service !== null) return getCustomerByFile(db, service, link.fileId)
  return null
}

/** The known customer with its empty fields filled from the file; null when nothing changes. */
function mergeFields(known: CustomerInput, imported: CustomerInput): CustomerInput | null {
  const merged = { ...known }
  let changed = false
  for (const field of CUSTOMER_IMPORT_FIELDS) {
    if (merged[field] === '' && imported[field] !== '') {
      merged[field] = imported[field] as never // both sides are the same field of CustomerInput
      changed = true
    }
  }
  return changed ? merged : null
}

const samePerson = (a: TravellerProfile, b: TravellerProfile): boolean =>
  a.firstName.toLowerCase() === b.firstName.toLowerCase() &&
  a.lastName.toLowerCase() === b.lastName.toLowerCase() &&
  (a.birthdate ?? null) === (b.birthdate ?? null)
