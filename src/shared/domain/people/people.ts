import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { Gender } from '../travelers'

/**
 * The agency's people: customers (who pays, who the service knows as a customer file) and the travellers the
 * agency books for them. Agency records (agency.db): a desk-made UUID, a version, who changed them and when,
 * tombstones for deletes. The service only knows a customer as `customer.fileId` on a booking and travellers
 * inside bookings; the desk keeps them so that nobody types a returning family again.
 */

const Text = (max: number) => z.string().trim().max(max)
const OptionalEmail = z.union([
  z.literal(''),
  z.email({ message: 'Enter an e-mail address like name@example.com' }),
])

/** What an agent enters for a customer; the service requires first name, last name and e-mail to book. */
export const CustomerInput = z
  .object({
    firstName: Text(100).default(''),
    lastName: Text(100).min(1, 'Enter the last name (or the company contact)'),
    company: Text(200).default(''),
    email: z.string().trim().max(254).pipe(OptionalEmail).default(''),
    phoneNumber: Text(40).default(''),
    address: Text(200).default(''),
    additionalAddress: Text(200).default(''),
    zipCode: Text(20).default(''),
    city: Text(100).default(''),
    /** ISO 3166-1 alpha-2, or empty. */
    country: z
      .union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'A two-letter country code')])
      .default(''),
  })
  .strict()
export type CustomerInput = z.infer<typeof CustomerInput>

/**
 * A traveller profile. `passportNumber` and `passportExpiry` are encrypted at rest by main (Electron safeStorage,
 * or the web host's key file); they travel over IPC in clear only to this desk's renderer.
 */
export const TravellerInput = z
  .object({
    /** The spec's closest to a title: the traveller's gender (male, female, non_binary). */
    gender: Gender.nullable().default(null),
    firstName: Text(100).min(1, 'Enter the first name'),
    lastName: Text(100).min(1, 'Enter the last name'),
    birthdate: IsoDateSchema.nullable().default(null),
    /** ISO 3166-1 alpha-2, or null. */
    nationality: z
      .string()
      .regex(/^[A-Z]{2}$/, 'A two-letter country code')
      .nullable()
      .default(null),
    passportNumber: Text(40).default(''),
    passportExpiry: IsoDateSchema.nullable().default(null),
    loyaltyNumbers: Text(500).default(''),
    preferences: Text(1000).default(''),
    /** Dietary or access needs. */
    needs: Text(1000).default(''),
  })
  .strict()
export type TravellerInput = z.infer<typeof TravellerInput>

/** Where a customer comes from: made on this desk, or seen as a customer file in the service's bookings. */
export const CUSTOMER_ORIGINS = ['desk', 'service'] as const
export const CustomerOrigin = z.enum(CUSTOMER_ORIGINS)
export type CustomerOrigin = z.infer<typeof CustomerOrigin>

const RecordMeta = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  updatedBy: z.string(),
  updatedAt: z.string(),
})

export const CustomerRecord = RecordMeta.extend({
  /** The service's customer file, once a booking made or showed one; booking with this customer sends it. */
  fileId: z.string().nullable(),
  origin: CustomerOrigin,
  customer: CustomerInput,
})
export type CustomerRecord = z.infer<typeof CustomerRecord>

export const TravellerRecord = RecordMeta.extend({
  customerId: z.uuid(),
  traveller: TravellerInput,
})
export type TravellerRecord = z.infer<typeof TravellerRecord>

/** Sold per currency: money is never summed across currencies. */
export const SoldInCurrency = z.object({ currency: z.string(), amount: z.number() })

export const CustomerListItem = z.object({
  id: z.uuid(),
  fileId: z.string().nullable(),
  origin: CustomerOrigin,
  /** "Lambert, Anne" or the company when there is no person. */
  displayName: z.string(),
  company: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  bookingsCount: z.number().int().min(0),
  /** Selling prices where the desk froze one, the net otherwise; per currency. */
  sold: z.array(SoldInCurrency),
  lastTrip: IsoDateSchema.nullable(),
  nextTrip: IsoDateSchema.nullable(),
  travellersCount: z.number().int().min(0),
})
export type CustomerListItem = z.infer<typeof CustomerListItem>
