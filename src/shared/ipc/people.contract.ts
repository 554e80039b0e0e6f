import { z } from 'zod'
import { HandedDocument } from './bookings.contract'
import { FileRef } from './files'
import {
  CustomerInput,
  CustomerListItem,
  CustomerRecord,
  ImportField,
  ImportMapping,
  TravellerInput,
  TravellerRecord,
} from '../domain/people'

/**
 * Customers and travellers (the agency's people, agency.db). The import/export/forget channels are added next to
 * these by the feature that builds them.
 */

const RecordId = z.uuid()
const ExpectedVersion = z.number().int().min(1).optional()

export const CUSTOMER_SORTS = ['name', 'lastTrip', 'nextTrip', 'bookings', 'updated'] as const

export const CustomerListInput = z
  .object({
    /** Any of name, company, e-mail, phone, city, file id, a traveller's name; accent- and case-insensitive. */
    query: z.string().trim().max(200).default(''),
    sort: z.enum(CUSTOMER_SORTS).default('name'),
    limit: z.number().int().min(1).max(500).default(100),
    offset: z.number().int().min(0).default(0),
  })
  .strict()

export const CustomerDetail = z.object({
  record: CustomerRecord,
  travellers: z.array(TravellerRecord),
  /** The customer's bookings in the cache (same service), newest trip first. */
  bookingIds: z.array(z.string()),
  summary: CustomerListItem,
})
export type CustomerDetail = z.infer<typeof CustomerDetail>

const ImportId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

export const ImportRowErrors = z.object({ line: z.number().int().min(2), errors: z.array(z.string()) })
export type ImportRowErrors = z.infer<typeof ImportRowErrors>

export const CustomersImportPreview = z.object({
  /** Names the file main keeps for `customers.import` (ten minutes): the file itself is handed over once. */
  importId: ImportId,
  /** The header row; a column without a header is "Column N". */
  columns: z.array(z.string()),
  suggested: ImportMapping,
  /** The first lines after the header, as read. */
  firstRows: z.array(z.array(z.string())),
  rowCount: z.number().int().min(0),
  /** Every line's problems under the suggested mapping (lines without any are left out). */
  problems: z.array(ImportRowErrors),
})
export type CustomersImportPreview = z.infer<typeof CustomersImportPreview>

export const CustomersImportResult = z.discriminatedUnion('imported', [
  z.object({
    imported: z.literal(true),
    customersCreated: z.number().int().min(0),
    /** Customers of the file that named a known one (its id, or its service file) and were merged into it. */
    customersMerged: z.number().int().min(0),
    travellersCreated: z.number().int().min(0),
  }),
  /** Nothing was imported: every line with a problem is named. */
  z.object({ imported: z.literal(false), problems: z.array(ImportRowErrors) }),
])
export type CustomersImportResult = z.infer<typeof CustomersImportResult>

export const peopleChannels = {
  'customers.list': {
    input: CustomerListInput.default({ query: '', sort: 'name', limit: 100, offset: 0 }),
    output: z.object({ items: z.array(CustomerListItem), total: z.number().int().min(0) }),
  },
  'customers.get': { input: z.object({ id: RecordId }).strict(), output: CustomerDetail },
  /** The customer whose service file this is, if the desk knows it (booking page -> customer). */
  'customers.byFile': {
    input: z.object({ fileId: z.string().trim().min(1).max(100) }).strict(),
    output: CustomerRecord.nullable(),
  },
  /** Adds (no id) or changes a customer; a stale expectedVersion is a conflict. */
  'customers.save': {
    input: z
      .object({ id: RecordId.optional(), expectedVersion: ExpectedVersion, customer: CustomerInput })
      .strict(),
    output: CustomerRecord,
  },
  'customers.delete': {
    input: z.object({ id: RecordId, expectedVersion: ExpectedVersion }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** Adds (no id) or changes a traveller of a customer. */
  'travellers.save': {
    input: z
      .object({
        id: RecordId.optional(),
        expectedVersion: ExpectedVersion,
        customerId: RecordId,
        traveller: TravellerInput,
      })
      .strict(),
    output: TravellerRecord,
  },
  /** Customers (those the query finds, all when empty) and their travellers as CSV; never the passports. */
  'customers.export': {
    input: z.object({ query: z.string().trim().max(200).default('') }).strict(),
    output: HandedDocument,
  },
  /** Reads a CSV file of customers (and travellers): its columns, a mapping from the header, every line checked. */
  'customers.importPreview': {
    input: z.object({ file: FileRef }).strict(),
    output: CustomersImportPreview,
  },
  /** All or nothing, in one transaction: with any line's problem nothing is imported. */
  'customers.import': {
    input: z
      .object({
        importId: ImportId,
        mapping: ImportMapping.refine((mapping) =>
          Object.keys(mapping).every((key) => ImportField.safeParse(key).success),
        ),
      })
      .strict(),
    output: CustomersImportResult,
  },
  'travellers.delete': {
    input: z.object({ id: RecordId, expectedVersion: ExpectedVersion }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
} as const

export const peopleEvents = {
  /** Customers or travellers were added, changed or deleted (here or, later, by another desk). */
  'people.changed': z.object({ customerIds: z.array(z.string()) }),
} as const
