import { z } from 'zod'
import { NoInput } from './schema-helpers'

/**
 * Several desks, one agency (issue 33): the agency's own records (markup rules, proposals, customers and
 * travellers, notes, saved views, rates, the agency's details) shared through the agency's PostgreSQL,
 * offline-first. Each desk writes its SQLite copy first; changes reach the database through the sharing outbox
 * when it is reachable, and other desks' changes come back by the server's change number. Without an address set,
 * nothing is shared and nothing changes.
 */

/** Where the agency's database is. The password is never part of it: it is kept like the API keys (encrypted). */
export const SharingAddress = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Enter the database server, such as db.agency.example')
    .max(253)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter a host name or an IP address, without spaces or a scheme'),
  port: z.number().int().min(1, 'Enter a port from 1 to 65535').max(65535, 'Enter a port from 1 to 65535'),
  database: z.string().trim().min(1, 'Enter the database name').max(63),
  user: z.string().trim().min(1, "Enter this desk's login (its own role)").max(63),
  /** TLS: 'prefer' uses it when the server offers it; 'require' refuses a server without it. */
  tls: z.enum(['prefer', 'require', 'off']),
})
export type SharingAddress = z.infer<typeof SharingAddress>

export const SharingConnectInput = SharingAddress.extend({
  /** '' keeps the password already kept for this address (a change of port, say); required the first time. */
  password: z.string().max(500),
}).strict()
export type SharingConnectInput = z.infer<typeof SharingConnectInput>

/** What a connection check found, in plain words for the agent (the message says what to do). */
export const SharingCheckOutcome = z.object({
  outcome: z.enum([
    'ok',
    'unreachable',
    'wrongPassword',
    /** Reachable, but no agency schema there (or this role may not see it). */
    'notAgencyDatabase',
    /** The database's schema is older than this desk's: the desk migrates it when it connects (if allowed). */
    'olderSchema',
    /** Written by a newer Agency Desk: this desk does not share until it is updated. */
    'newerSchema',
    /** TLS was required and the server does not offer it, or the certificate was refused. */
    'tlsRefused',
  ]),
  message: z.string(),
  /** The agency the login belongs to, when the check got that far. */
  agencyName: z.string().nullable(),
})
export type SharingCheckOutcome = z.infer<typeof SharingCheckOutcome>

export const SharingStatus = z.object({
  /** 'off': no database set (one desk alone, as always); 'shared': connected and nothing waits; 'waiting': changes
   * wait to be shared (the database is unreachable, or a push is running); 'failed': the last try failed (problem). */
  state: z.enum(['off', 'shared', 'waiting', 'failed']),
  address: SharingAddress.nullable(),
  /** Local changes not yet in the agency's database. */
  pending: z.number().int().nonnegative(),
  connected: z.boolean(),
  /** The last time this desk pushed and pulled with nothing left over. */
  lastSharedAt: z.string().nullable(),
  /** The plain reason of the last failure (unreachable, wrong password, ...), null when none. */
  problem: z.string().nullable(),
  /** Replaced versions the agent has not looked at yet (see sharing.conflicts). */
  unseenConflicts: z.number().int().nonnegative(),
})
export type SharingStatus = z.infer<typeof SharingStatus>

/** The kinds of record shared (one per agency table). */
export const SharedRecordKind = z.enum([
  'markupRule',
  'frozenSale',
  'customer',
  'traveller',
  'bookingNote',
  'bookingRef',
  'savedView',
  'proposal',
  'currencyRate',
  'reportingCurrency',
  'agencyDetails',
  'worklistAck',
])
export type SharedRecordKind = z.infer<typeof SharedRecordKind>

/**
 * A change that lost: two desks changed one record while apart, the later change won field by field where they
 * differ, and the other version is kept here ("Lena's change on Tuesday was replaced by yours; see it").
 */
export const ReplacedChange = z.object({
  id: z.string(),
  kind: SharedRecordKind,
  recordId: z.string(),
  /** What the record is, for the agent: a customer's name, a note's first words, a rule's scope. */
  label: z.string(),
  /** The change that lost: who made it and when. */
  replacedBy: z.string(),
  replacedAt: z.string(),
  /** The change that won. */
  keptBy: z.string(),
  keptAt: z.string(),
  /** Field by field, the values that lost and the ones kept (as text for display). */
  fields: z.array(z.object({ field: z.string(), replaced: z.string(), kept: z.string() })),
  seen: z.boolean(),
})
export type ReplacedChange = z.infer<typeof ReplacedChange>

export const sharingChannels = {
  'sharing.status': { input: NoInput, output: SharingStatus },
  /** Tries an address and password without saving anything. */
  'sharing.check': { input: SharingConnectInput, output: SharingCheckOutcome },
  /**
   * Saves the address (and password, sealed), checks it, migrates an older agency schema, and starts sharing: the
   * first upload of this desk's existing records, then the pull. Refused with the check's message when not 'ok'
   * or 'olderSchema'.
   */
  'sharing.connect': { input: SharingConnectInput, output: SharingStatus },
  /** Stops sharing: the address and password are forgotten; local records stay as they are. */
  'sharing.disconnect': { input: NoInput, output: SharingStatus },
  /** Push and pull now (the header's status click, "Share now"). */
  'sharing.syncNow': { input: NoInput, output: SharingStatus },
  /** Replaced changes, newest first; `recordId` narrows to one record (its page's history). */
  'sharing.conflicts': {
    input: z.object({ recordId: z.string().optional() }).strict(),
    output: z.array(ReplacedChange),
  },
  'sharing.markConflictsSeen': {
    input: z.object({ ids: z.array(z.string()).max(1000) }).strict(),
    output: SharingStatus,
  },
} as const

export const sharingEvents = {
  /** The status changed (pending count, connected, a failure, a new replaced change). */
  'sharing.changed': SharingStatus,
} as const
