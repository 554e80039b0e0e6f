import { counted } from '../../../../shared/i18n'
import type {
  ReplacedChange,
  SharedRecordKind,
  SharingCheckOutcome,
  SharingStatus,
} from '../../../../shared/ipc/sharing.contract'

/**
 * Sharing through the agency's database in the agent's words (issue 33): a connection check's outcome with what to
 * do, the status the header and Settings -> Agency data show, and a replaced change as one sentence.
 */

export interface CheckWords {
  /** The outcome in plain words. */
  title: string
  /** What the agent does next. */
  todo: string
  /** Whether sharing can start from here (main accepts 'ok' and 'olderSchema'). */
  canShare: boolean
}

export function checkOutcomeWords(check: SharingCheckOutcome): CheckWords {
  const agency = check.agencyName === null || check.agencyName === '' ? '' : ` for ${check.agencyName}`
  switch (check.outcome) {
    case 'ok':
      return {
        title: `The agency's database answered${agency}: this desk can share.`,
        todo: 'Start sharing when you are ready.',
        canShare: true,
      }
    case 'unreachable':
      return {
        title: 'The database server did not answer.',
        todo: "Check the server's name and port, and that this computer can reach it (the office network or VPN, a firewall). This desk keeps working meanwhile.",
        canShare: false,
      }
    case 'wrongPassword':
      return {
        title: 'The database refused this login and password.',
        todo: "Check this desk's login and its password with whoever runs the agency's database.",
        canShare: false,
      }
    case 'notAgencyDatabase':
      return {
        title: 'The server answered, but that database holds no agency data this login may see.',
        todo: "Check the database's name, and that this desk's login was given access to the agency's data.",
        canShare: false,
      }
    case 'olderSchema':
      return {
        title: `The agency's database${agency} was made by an earlier Agency Desk.`,
        todo: 'Starting to share brings it up to date first; desks still on the earlier version stop sharing until they are updated.',
        canShare: true,
      }
    case 'newerSchema':
      return {
        title: `The agency's database${agency} was made by a newer Agency Desk.`,
        todo: 'Update this desk before it shares; until then it keeps working on its own.',
        canShare: false,
      }
    case 'tlsRefused':
      return {
        title:
          'The secure connection (TLS) was refused: the server does not offer it, or its certificate was not accepted.',
        todo: "Ask whoever runs the agency's database to set up TLS; choose “Prefer” only if the agency's network is private.",
        canShare: false,
      }
  }
}

/** The status in a few words: "Shared", "Waiting to share 3 changes", "Not shared". */
export function statusHeadline(status: SharingStatus): string {
  switch (status.state) {
    case 'off':
      return 'Not shared: this desk keeps its records on its own'
    case 'shared':
      return 'Shared'
    case 'waiting':
      return status.pending === 0 ? 'Sharing…' : counted('changesWaitToShare', status.pending)
    case 'failed':
      return 'Not shared'
  }
}

/** The longer sentence: the headline, the reason of a failure and what still waits. */
export function statusSentence(status: SharingStatus): string {
  if (status.state !== 'failed') return `${statusHeadline(status)}.`
  const reason = status.problem ?? 'the last try failed'
  const waiting = status.pending === 0 ? '' : ` ${counted('changesWaitToShare', status.pending)}.`
  return `Not shared: ${reason.replace(/\.$/, '')}.${waiting}`
}

const KIND_WORDS: Record<SharedRecordKind, string> = {
  markupRule: 'the markup rule',
  frozenSale: 'the selling price of',
  customer: 'customer',
  traveller: 'traveller',
  bookingNote: 'the note',
  bookingRef: "the agency's reference of",
  savedView: 'the saved view',
  proposal: 'the proposal',
  currencyRate: 'the currency rate',
  reportingCurrency: 'the reporting currency',
  agencyDetails: "the agency's details",
  worklistAck: 'the worklist item',
}

/** What the record is: "customer Ana Costa", "the note “Called the hotel…”". */
export function recordWords(change: Pick<ReplacedChange, 'kind' | 'label'>): string {
  const kind = KIND_WORDS[change.kind]
  if (change.label.trim() === '') return kind
  return change.kind === 'bookingNote' ? `${kind} “${change.label}”` : `${kind} ${change.label}`
}

const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`)

const DAY_MS = 24 * 60 * 60 * 1000

/** "today", "yesterday", "on Tuesday" within the week, else "on 2 Dec 2026". */
export function dayWords(iso: string, now: Date, locale?: string): string {
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return 'at an unknown time'
  const startOf = (date: Date): number =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
  const days = Math.round((startOf(now) - startOf(when)) / DAY_MS)
  if (days === 0) return 'today'
  if (days === 1) return 'yesterday'
  if (days > 1 && days < 7) return `on ${when.toLocaleDateString(locale, { weekday: 'long' })}`
  return `on ${when.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })}`
}

/**
 * "Lena's change on Tuesday to customer Ana Costa was replaced by yours." `me` is the name this desk's agent signs
 * changes with (Settings -> Agency), so that their own changes read "your".
 */
export function replacedSentence(change: ReplacedChange, now: Date, me: string | null = null): string {
  const mine = (name: string): boolean => me !== null && me !== '' && name === me
  const who = mine(change.replacedBy) ? 'Your' : possessive(change.replacedBy)
  const by =
    mine(change.keptBy) && mine(change.replacedBy)
      ? 'your later change'
      : mine(change.keptBy)
        ? 'yours'
        : possessive(change.keptBy)
  return `${who} change ${dayWords(change.replacedAt, now)} to ${recordWords(change)} was replaced by ${by}.`
}

/** A field's name as the agent reads it: "phoneNumber" is "Phone number". */
export function fieldWords(field: string): string {
  const spaced = field
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return spaced === '' ? field : spaced.charAt(0).toUpperCase() + spaced.slice(1)
}
