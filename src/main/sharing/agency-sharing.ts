import type pg from 'pg'
import { DeskError } from '../../shared/ipc'
import type {
  SharedRecordKind,
  SharingAddress,
  SharingConnectInput,
  SharingStatus,
} from '../../shared/ipc/sharing.contract'
import type { EventBus } from '../base/event-bus'
import { SHARING_PASSWORD_SECRET } from '../base/known-secrets'
import type { SettingsService } from '../base/settings.service'
import type { Db } from '../db/statements'
import type { SecretStore } from '../platform/types'
import { enqueueEverything, pendingCount, setShareState, setSharingSwitch, shareState } from './local-records'
import { listReplaced, markReplacedSeen, unseenReplaced } from './replaced-store'
import { inspect, messageOf, openClient, outcomeOfError, type Checked } from './pg-connection'
import { migratePg } from './pg-migrations'
import { scrubAgencyFile } from '../agency-store/people-privacy.repo'
import { recordToSettings, settingsToRecord } from './agency-details'
import { pullErasures } from './erasures'
import { pullAll } from './pull'
import { pushAll, type PushHooks } from './push'
import { SHARED_TABLES } from './shared-tables'
import { OFF, offSharing } from './sharing-off'
import type { AgencySharing } from './sharing-types'
import { publishTouched } from './touched-events'

export type { AgencySharing }

export { SHARING_PASSWORD_SECRET }

export interface AgencySharingDeps {
  db: Db
  deskId: string
  events: EventBus
  secrets: SecretStore
  settings: Pick<SettingsService, 'get' | 'update'>
  now(): Date
  log?: (message: string, error?: unknown) => void
  /** The fallback poll when no notification comes (LISTEN is the quick path); tests shorten it. */
  pollMs?: number
  /** The first wait before reconnecting after a failure; doubled up to maxBackoffMs. */
  backoffMs?: number
  maxBackoffMs?: number
  pushHooks?: PushHooks
}

/** Tombstones every desk has pulled are removed this often (by the server, for this desk's agency). */
const PURGE_EVERY_MS = 60 * 60 * 1000

export function createAgencySharing(deps?: AgencySharingDeps): AgencySharing {
  return deps === undefined ? offSharing() : sharingThroughPostgres(deps)
}

function sharingThroughPostgres(deps: AgencySharingDeps): AgencySharing {
  const { db, events, secrets, settings } = deps
  const log = deps.log ?? (() => undefined)
  const pollMs = deps.pollMs ?? 30_000
  const firstBackoff = deps.backoffMs ?? 1_000
  const maxBackoff = deps.maxBackoffMs ?? 60_000

  let running = false
  let client: pg.Client | null = null
  let listener: pg.Client | null = null
  let connected = false
  let problem: string | null = null
  let lastSharedAt: string | null = null
  let backoff = firstBackoff
  let poll: ReturnType<typeof setInterval> | null = null
  let retry: ReturnType<typeof setTimeout> | null = null
  let round: Promise<void> | null = null
  let again = false
  let lastPurge: number | null = null

  const address = (): SharingAddress | null => settings.get().sharing
  const password = (): string | null => secrets.get(SHARING_PASSWORD_SECRET)

  const status = (): SharingStatus => {
    const where = address()
    if (where === null) return OFF
    const pending = pendingCount(db)
    return {
      state: problem !== null ? 'failed' : connected && pending === 0 ? 'shared' : 'waiting',
      address: where,
      pending,
      connected,
      lastSharedAt,
      problem,
      unseenConflicts: unseenReplaced(db),
    }
  }
  const changed = (): void => events.publish('sharing.changed', status())

  async function closeClients(): Promise<void> {
    const closing = [client, listener].filter((c): c is pg.Client => c !== null)
    client = null
    listener = null
    connected = false
    await Promise.all(closing.map((c) => c.end().catch(() => undefined)))
  }

  /** Opens the round's client and the listener, once per connection; a failure closes both. */
  async function ensureConnected(where: SharingAddress, secret: string): Promise<pg.Client> {
    if (client !== null) return client
    const opened = (await openClient(where, secret)).client
    const checked = await inspect(opened)
    if (checked.outcome !== 'ok') {
      await opened.end().catch(() => undefined)
      throw new SharingProblem(messageOf(checked.outcome, where, checked.agencyName))
    }
    rememberAgency(checked)
    opened.on('error', (error) => lost(error))
    client = opened
    try {
      const listening = (await openClient(where, secret)).client
      listening.on('notification', (message) => {
        if (message.channel === 'agency_changes' && message.payload === shareState(db).agencyId) schedule()
      })
      listening.on('error', (error) => lost(error))
      listening.on('end', () => lost(null))
      await listening.query('LISTEN agency_changes')
      listener = listening
    } catch (error) {
      await closeClients()
      throw error
    }
    connected = true
    return opened
  }

  /** Another agency than last time (or the first connection): everything of this desk is uploaded once. */
  function rememberAgency(checked: Checked): void {
    const state = shareState(db)
    if (state.agencyId === checked.agencyId) return
    db.transaction(() => {
      setShareState(db, { agencyId: checked.agencyId, lastChangeNo: 0, lastReplacedNo: 0, lastErasureNo: 0 })
      db.prepare('DELETE FROM agency.share_base').run()
      enqueueEverything(db, SHARED_TABLES)
    })()
  }

  function lost(error: unknown): void {
    if (!running || (client === null && listener === null)) return
    if (error !== null) log('[sharing] connection lost', error)
    void closeClients().then(() => {
      changed()
      retryLater()
    })
  }

  function retryLater(): void {
    if (!running || retry !== null) return
    retry = setTimeout(() => {
      retry = null
      schedule()
    }, backoff)
    backoff = Math.min(backoff * 2, maxBackoff)
  }

  /** One push and pull; rounds never overlap (a request during one runs another right after it). */
  function schedule(): Promise<void> {
    if (round !== null) {
      again = true
      return round
    }
    round = (async () => {
      do {
        again = false
        await oneRound()
      } while (again && address() !== null)
    })().finally(() => {
      round = null
    })
    return round
  }

  async function oneRound(): Promise<void> {
    const where = address()
    const secret = password()
    if (where === null) return
    if (secret === null) {
      problem = 'No password is kept for the agency database: connect again in Settings -> Agency data.'
      changed()
      return
    }
    // A restored agency.db brings its own switch: while an address is set, local writes are queued.
    setSharingSwitch(db, true)
    try {
      const active = await ensureConnected(where, secret)
      const agencyId = shareState(db).agencyId
      if (agencyId === null) throw new SharingProblem('This desk does not know its agency yet.')
      detailsFromSettings(false)
      const pushed = await pushAll(active, db, agencyId, deps.pushHooks)
      publishTouched(events, pushed)
      await pullAll(
        active,
        db,
        agencyId,
        deps.deskId,
        () => deps.now().toISOString(),
        (touched) => publishTouched(events, touched),
      )
      const erasures = await pullErasures(active, db, agencyId)
      if (erasures.erased > 0) {
        // As after a forget on this desk: no freed page of the erased people left in the file or its log.
        scrubAgencyFile(db)
        publishTouched(events, erasures.touched)
      }
      // The agency's details: the shared record into the settings; none on the server yet, this desk's go up.
      if (!detailsToSettings() && detailsFromSettings(true)) again = true
      if (lastPurge === null || deps.now().getTime() - lastPurge >= PURGE_EVERY_MS) {
        await active.query('SELECT agency_share.purge_tombstones()')
        lastPurge = deps.now().getTime()
      }
      problem = null
      backoff = firstBackoff
      if (pendingCount(db) === 0) lastSharedAt = deps.now().toISOString()
    } catch (error) {
      problem =
        error instanceof SharingProblem ? error.message : messageOf(outcomeOfError(error), where, null)
      log('[sharing] the push and pull failed', error)
      await closeClients()
      retryLater()
    }
    changed()
  }

  const detailsFromSettings = (create: boolean): boolean =>
    settingsToRecord(db, settings, { deskId: deps.deskId, at: deps.now().toISOString() }, create)

  function detailsToSettings(): boolean {
    try {
      return recordToSettings(db, settings)
    } catch (error) {
      // Details another desk's settings accepted and these refuse (a newer rule): kept in the record, logged.
      log('[sharing] the agency details pulled do not fit the settings', error)
      return true
    }
  }

  // A local write of a shared table (its service publishes its event): pushed at once rather than at the poll.
  const sharedEvents = new Set<string>(SHARED_TABLES.map((table) => table.event))
  let unsubscribe: (() => void) | null = null

  function begin(): void {
    if (!running || address() === null) return
    setSharingSwitch(db, true)
    poll ??= setInterval(() => void schedule(), pollMs)
    unsubscribe ??= events.subscribe((event) => {
      if (!sharedEvents.has(event) || !running || address() === null) return
      // The agency's details saved in the settings become the shared record's next version.
      if (event === 'settings.changed') detailsFromSettings(false)
      if (pendingCount(db) > 0) void schedule()
    })
    void schedule()
  }

  function end(): void {
    if (poll !== null) clearInterval(poll)
    poll = null
    if (retry !== null) clearTimeout(retry)
    retry = null
    unsubscribe?.()
    unsubscribe = null
  }

  async function check(input: SharingConnectInput): Promise<{ checked: Checked; opened: pg.Client | null }> {
    const secret = input.password !== '' ? input.password : password()
    if (secret === null) throw new DeskError('INVALID_INPUT', "Enter this desk's database password.")
    try {
      const { client: opened } = await openClient(input, secret)
      try {
        return { checked: await inspect(opened), opened }
      } catch (error) {
        await opened.end().catch(() => undefined)
        throw error
      }
    } catch (error) {
      return {
        checked: { outcome: outcomeOfError(error), agencyId: null, agencyName: null, version: 0 },
        opened: null,
      }
    }
  }

  const addressOf = (input: SharingConnectInput): SharingAddress => ({
    host: input.host,
    port: input.port,
    database: input.database,
    user: input.user,
    tls: input.tls,
  })

  return {
    status,
    async check(input) {
      const { checked, opened } = await check(input)
      await opened?.end().catch(() => undefined)
      return {
        outcome: checked.outcome,
        message: messageOf(checked.outcome, input, checked.agencyName),
        agencyName: checked.agencyName,
      }
    },
    async connect(input) {
      const { checked, opened } = await check(input)
      try {
        if (checked.outcome === 'olderSchema' && opened !== null) {
          const migrated = await migratePg(opened)
          if (migrated === false)
            throw new DeskError(
              'INVALID_INPUT',
              `${messageOf('olderSchema', input, null)} This login may not.`,
            )
        } else if (checked.outcome !== 'ok') {
          throw new DeskError('INVALID_INPUT', messageOf(checked.outcome, input, checked.agencyName))
        }
      } finally {
        await opened?.end().catch(() => undefined)
      }
      if (input.password !== '') {
        if (!secrets.isAvailable())
          throw new DeskError(
            'INVALID_INPUT',
            'This computer cannot keep the password encrypted: nothing was saved.',
          )
        secrets.set(SHARING_PASSWORD_SECRET, input.password)
      }
      await closeClients()
      settings.update({ sharing: addressOf(input) })
      problem = null
      setSharingSwitch(db, true)
      if (running) begin()
      await schedule()
      return status()
    },
    async disconnect() {
      end()
      await round
      await closeClients()
      settings.update({ sharing: null })
      secrets.delete(SHARING_PASSWORD_SECRET)
      db.transaction(() => {
        setSharingSwitch(db, false)
        // A later connect uploads everything again: what was queued is part of that.
        db.prepare('DELETE FROM agency.share_outbox').run()
        setShareState(db, { agencyId: null })
      })()
      problem = null
      changed()
      return status()
    },
    async syncNow() {
      if (address() === null) return OFF
      await schedule()
      return status()
    },
    conflicts(recordId) {
      return listReplaced(db, recordId).map((change) => ({
        ...change,
        kind: change.kind as SharedRecordKind,
      }))
    },
    markConflictsSeen(ids) {
      markReplacedSeen(db, ids)
      const next = status()
      changed()
      return next
    },
    start() {
      if (running) return
      running = true
      begin()
    },
    async stop() {
      running = false
      end()
      await round
      await closeClients()
    },
  }
}

class SharingProblem extends Error {}
