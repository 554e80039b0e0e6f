import { CustomerInput, type CustomerOrigin } from '../../shared/domain/people'
import { allRows, getRow, parseJson, run, type Db } from '../db/statements'
import { metaOfRow, metaParams, type RecordMeta, type RecordMetaRow } from './record-meta'
import { foldForSearch } from './search-fold'

interface CustomerRow extends RecordMetaRow {
  service: string | null
  file_id: string | null
  origin: CustomerOrigin
  customer_json: string
}

export interface StoredCustomer {
  meta: RecordMeta
  /** The service the file belongs to (serviceIdentity); null until a booking gave a desk-made customer a file. */
  service: string | null
  fileId: string | null
  origin: CustomerOrigin
  customer: CustomerInput
}

export const CUSTOMER_COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, service, file_id, origin, customer_json'

export function toStoredCustomer(row: CustomerRow): StoredCustomer {
  return {
    meta: metaOfRow(row),
    service: row.service,
    fileId: row.file_id,
    origin: row.origin,
    // Parsed again: a hand-edited file must not feed a screen what the contract would refuse.
    customer: CustomerInput.parse(parseJson<unknown>(row.customer_json)),
  }
}

/** A customer by id, tombstone included (the caller decides what a deleted one means). */
export function getCustomer(db: Db, id: string): StoredCustomer | null {
  const row = getRow<CustomerRow>(db, `SELECT ${CUSTOMER_COLUMNS} FROM agency.customers WHERE id = ?`, id)
  return row === undefined ? null : toStoredCustomer(row)
}

/** The live customer of a service's customer file. */
export function getCustomerByFile(db: Db, service: string, fileId: string): StoredCustomer | null {
  const row = getRow<CustomerRow>(
    db,
    `SELECT ${CUSTOMER_COLUMNS} FROM agency.customers
     WHERE service = ? AND file_id = ? AND deleted_at IS NULL`,
    service,
    fileId,
  )
  return row === undefined ? null : toStoredCustomer(row)
}

/** "Lambert, Anne", or the company when no person is named. */
export function displayNameOf(customer: CustomerInput): string {
  const person = [customer.lastName, customer.firstName].filter((part) => part !== '').join(', ')
  return person !== '' ? person : customer.company
}

/** What the list sorts by name on: folded, so "Élise" sorts with "Elise". */
const sortNameOf = (customer: CustomerInput): string => foldForSearch(displayNameOf(customer))

/**
 * Every searchable field folded into one text: name, company, e-mail, phone (also as digits only, so "06 12"
 * and "0612" both find it), city, the file id and the travellers' names.
 */
export function searchTextOf(
  customer: CustomerInput,
  fileId: string | null,
  travellerNames: string[],
): string {
  const digits = customer.phoneNumber.replace(/\D+/g, '')
  return foldForSearch(
    [
      customer.firstName,
      customer.lastName,
      customer.company,
      customer.email,
      customer.phoneNumber,
      digits,
      customer.city,
      fileId ?? '',
      ...travellerNames,
    ]
      .filter((part) => part !== '')
      .join('\n'),
  )
}

/** The live travellers' names of a customer, for its search text. */
function travellerNamesOf(db: Db, customerId: string): string[] {
  return allRows<{ name: string }>(
    db,
    `SELECT json_extract(traveller_json, '$.firstName') || ' ' || json_extract(traveller_json, '$.lastName') AS name
     FROM agency.travellers WHERE customer_id = ? AND deleted_at IS NULL`,
    customerId,
  ).map((row) => row.name)
}

export interface CustomerWrite {
  service: string | null
  fileId: string | null
  origin: CustomerOrigin
  customer: CustomerInput
}

/** Inserts a new customer with its meta (id included: a service file's id is deterministic, see uuid-v5.ts). */
export function insertCustomer(db: Db, meta: RecordMeta, write: CustomerWrite): StoredCustomer {
  run(
    db,
    `INSERT INTO agency.customers (${CUSTOMER_COLUMNS}, sort_name, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...metaParams(meta),
    write.service,
    write.fileId,
    write.origin,
    JSON.stringify(write.customer),
    sortNameOf(write.customer),
    searchTextOf(write.customer, write.fileId, []),
  )
  return { meta, ...write }
}

/** Replaces a customer's content and meta (the caller bumped the meta); its search text follows. */
export function updateCustomer(db: Db, meta: RecordMeta, write: CustomerWrite): StoredCustomer {
  run(
    db,
    `UPDATE agency.customers SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?, service = ?,
       file_id = ?, origin = ?, customer_json = ?, sort_name = ?, search_text = ?
     WHERE id = ?`,
    meta.version,
    meta.updatedBy,
    meta.updatedAt,
    meta.deletedAt,
    write.service,
    write.fileId,
    write.origin,
    JSON.stringify(write.customer),
    sortNameOf(write.customer),
    searchTextOf(write.customer, write.fileId, travellerNamesOf(db, meta.id)),
    meta.id,
  )
  return { meta, ...write }
}

/** After a traveller changed: the customer's search text with the travellers' names as they are now. */
export function reindexCustomer(db: Db, id: string): void {
  const current = getCustomer(db, id)
  if (current === null) return
  run(
    db,
    'UPDATE agency.customers SET search_text = ? WHERE id = ?',
    searchTextOf(current.customer, current.fileId, travellerNamesOf(db, id)),
    id,
  )
}

/** Customer files of bookings in the cache that have no agency record yet (tombstones count: a delete stays). */
export function unseenCustomerFiles(db: Db, service: string): string[] {
  return allRows<{ file_id: string }>(
    db,
    `SELECT DISTINCT b.customer_file_id AS file_id FROM bookings b
     WHERE b.customer_file_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM agency.customers c WHERE c.service = ? AND c.file_id = b.customer_file_id)`,
    service,
  ).map((row) => row.file_id)
}

interface FileBookingRow {
  customer_first_name: string
  customer_last_name: string
  v1_json: string | null
}

/** The customer as the file's newest cached booking names it (the v1 detail has the contact details). */
export function customerOfFileBookings(db: Db, fileId: string): CustomerInput | null {
  const row = getRow<FileBookingRow>(
    db,
    `SELECT customer_first_name, customer_last_name, v1_json FROM bookings WHERE customer_file_id = ?
     ORDER BY v1_json IS NULL, created_at DESC, id LIMIT 1`,
    fileId,
  )
  if (row === undefined) return null
  const detail = row.v1_json === null ? {} : parseJson<Record<string, unknown>>(row.v1_json)
  const text = (key: string): string => {
    const value = detail[key]
    return typeof value === 'string' ? value : ''
  }
  const email = text('customerEmail')
  const country = text('customerCountry').toUpperCase()
  const fields = {
    firstName: row.customer_first_name,
    lastName: row.customer_last_name !== '' ? row.customer_last_name : `Customer file ${fileId}`,
    company: text('customerCompany'),
    email,
    phoneNumber: text('customerPhoneNumber'),
    address: text('customerAddress'),
    additionalAddress: text('customerAdditionalAddress'),
    zipCode: text('customerZipCode'),
    city: text('customerCity'),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
  }
  // The service's data is what it is: an e-mail the desk would refuse, or a field too long, is dropped rather
  // than losing the whole customer.
  const parsed = CustomerInput.safeParse(fields)
  if (parsed.success) return parsed.data
  const dropped = { ...fields }
  for (const issue of parsed.error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && key in dropped && key !== 'lastName')
      dropped[key as keyof typeof dropped] = ''
  }
  const retried = CustomerInput.safeParse(dropped)
  return retried.success ? retried.data : null
}
