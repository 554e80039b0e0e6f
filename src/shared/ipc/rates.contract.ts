import { z } from 'zod'
import { isRateText } from '../domain/currency-rates'

/**
 * The currency rates the agency entered (Settings -> Currency rates) and the reporting currency they are against:
 * the agency's own data (agency.db), used only to sum report figures across currencies (issue 29 item 3).
 */

const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Three letters, as EUR or USD')

/** "0.9123": decimal text, never a float (currency-rates.ts). */
export const RateText = z
  .string()
  .trim()
  .refine(isRateText, 'A positive number with at most 8 decimals, as 0.9123')

const RecordId = z.uuid()
const Version = z.number().int().min(1)

export const CurrencyRateRecord = z.object({
  id: RecordId,
  version: Version,
  updatedBy: z.string(),
  updatedAt: z.string(),
  /** 1 currency = rate quote. */
  currency: z.string(),
  rate: z.string(),
  /** The reporting currency when the rate was entered; a rate against another one is not used. */
  quote: z.string(),
})
export type CurrencyRateRecord = z.infer<typeof CurrencyRateRecord>

export const ReportingCurrencyRecord = z.object({
  id: RecordId,
  version: Version,
  updatedBy: z.string(),
  updatedAt: z.string(),
  currency: z.string(),
})
export type ReportingCurrencyRecord = z.infer<typeof ReportingCurrencyRecord>

export const CurrencyRates = z.object({
  /** Null until the agency chooses one: no report converts then. */
  reporting: ReportingCurrencyRecord.nullable(),
  /** Live rates, by currency. */
  rates: z.array(CurrencyRateRecord),
})
export type CurrencyRates = z.infer<typeof CurrencyRates>

export const SaveRateInput = z
  .object({
    /** Absent: a new rate. */
    id: RecordId.optional(),
    expectedVersion: Version.optional(),
    currency: CurrencyCode,
    rate: RateText,
  })
  .strict()
export type SaveRateInput = z.infer<typeof SaveRateInput>

export const ratesChannels = {
  'rates.list': { input: z.object({}).strict().default({}), output: CurrencyRates },
  /** Chooses the reporting currency; a stale version is a conflict. */
  'rates.setReporting': {
    input: z.object({ currency: CurrencyCode, expectedVersion: Version.optional() }).strict(),
    output: CurrencyRates,
  },
  /**
   * Adds or changes a rate against the current reporting currency: a second live rate for a currency is invalid
   * input on `currency`, a rate for the reporting currency itself too, a stale version a conflict.
   */
  'rates.save': { input: SaveRateInput, output: CurrencyRateRecord },
  /** A tombstone: reports no longer use the rate. */
  'rates.delete': {
    input: z.object({ id: RecordId, expectedVersion: Version.optional() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
} as const

export const ratesEvents = {
  /** A rate or the reporting currency changed: converted report totals may change. */
  'rates.changed': z.object({}),
} as const
