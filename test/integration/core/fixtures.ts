import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { createNodePlatform, type NodePlatform } from '../../../src/main/platform/node/platform'
import type { SandboxServer, SandboxServerConfig } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import { encodeId } from '../../../src/shared/domain/ids'
import { control } from '@agency-desk/sandbox/testing'
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  DatasetSyncStatus,
  EventName,
  EventPayload,
  IpcError,
} from '../../../src/shared/ipc'

/**
 * The core as the app runs it (Node platform on a temp folder, cache file in it) against the real sandbox on
 * 127.0.0.1, every call through the one dispatch. Nothing here waits on wall-clock timers: background work is
 * driven through `core.bookings` (pollOnce, replay, resolvePending) and the connectivity check.
 */

export { control }

export const tempFolder = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix))

/** The world the booking tests run in: a smaller catalog than the app's, enough for every booking case. */
export const BOOKING_WORLD: SandboxServerConfig = { hotels: 400 }

export interface TestCore {
  core: Core
  platform: NodePlatform
  folder: string
  /** Every request the core sent to the service: `METHOD /path`. */
  requests: string[]
  /** The same with the service's address, for tests with two services: `METHOD http://host:port/path`. */
  sentTo: string[]
  events: { event: EventName; payload: unknown }[]
  call<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>>
  fail<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<IpcError>
  seen<E extends EventName>(event: E): EventPayload<E>[]
}

export function testCore(
  server: SandboxServer,
  folder = tempFolder('desk-core-'),
  /** Changes the Node platform, e.g. a fake of an Electron-only adapter. */
  adapt: (platform: NodePlatform) => NodePlatform = (platform) => platform,
  /** Runs before each request leaves (a test moving the sandbox's clock just before a given call). */
  beforeSend: (url: URL, method: string) => Promise<void> = async () => undefined,
  /** Runs after an answer came back, before the core reads it (a test slipping a write in between). */
  afterAnswer: (url: URL, method: string) => Promise<void> = async () => undefined,
): TestCore {
  const platform = adapt(createNodePlatform(folder))
  const requests: string[] = []
  const sentTo: string[] = []
  const counting: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    sentTo.push(`${init?.method ?? 'GET'} ${url.origin}${url.pathname}`)
    await beforeSend(url, init?.method ?? 'GET')
    const response = await fetch(input, init)
    await afterAnswer(url, init?.method ?? 'GET')
    return response
  }
  const core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    // The test owns the sandbox: a core's stop (the app quitting) leaves the service running.
    sandbox: { start: async () => server.url, stop: async () => undefined },
    fetch: counting,
  })
  const events: TestCore['events'] = []
  core.events.subscribe((event, payload) => events.push({ event, payload }))
  const call: TestCore['call'] = async (name, input) => {
    const result = await core.dispatch(name, input)
    if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`)
    return result.data as ChannelOutput<typeof name>
  }
  const fail: TestCore['fail'] = async (name, input) => {
    const result = await core.dispatch(name, input)
    if (result.ok) throw new Error(`${name} succeeded: ${JSON.stringify(result.data).slice(0, 200)}`)
    return result.error
  }
  const seen = <E extends EventName>(event: E): EventPayload<E>[] =>
    events.filter((entry) => entry.event === event).map((entry) => entry.payload as EventPayload<E>)
  return { core, platform, folder, requests, sentTo, events, call, fail, seen }
}

/** The sandbox of one test file and the desks its tests open. */
export interface FileSandbox {
  /** Started before the file's first test (read it inside tests and hooks, not at load). */
  readonly server: SandboxServer
  /** A desk on the sandbox (on `folder` to reopen one; `adapt` as testCore's), stopped after the test. */
  desk: (folder?: string, adapt?: (platform: NodePlatform) => NodePlatform) => TestCore
  /** Stops a desk now, as the app quitting does, before the test reopens its folder. */
  close: (desk: TestCore) => Promise<void>
}

/**
 * One sandbox for a test file, closed after it; after each test every desk still open is stopped and the
 * sandbox's faults are cleared, so that no test sees another's desks or faults.
 */
export function fileSandbox(config: SandboxServerConfig = {}): FileSandbox {
  const started = sandboxForFile({ ...BOOKING_WORLD, ...config })
  const open: TestCore[] = []
  afterEach(async () => {
    await control(started()).clearFaults()
    for (const desk of open.splice(0)) await desk.core.stop()
  })
  return {
    get server() {
      return started()
    },
    desk: (folder, adapt) => {
      const created = testCore(started(), folder, adapt)
      open.push(created)
      return created
    },
    close: async (desk) => {
      open.splice(open.indexOf(desk), 1)
      await desk.core.stop()
    },
  }
}

/** Bookings of Demo Voyages in a state, straight from the sandbox's store (encoded ids, oldest first). */
export function sandboxBookings(server: SandboxServer, state: string, kind = 'hotel'): string[] {
  const rows = server.sandbox.ctx.db
    .prepare('SELECT id FROM bookings WHERE organization_id = 1 AND state = ? AND kind = ? ORDER BY id')
    .all(state, kind) as { id: number }[]
  return rows.map((row) => encodeId('booking', row.id))
}

/** How many bookings of the sandbox carry an internal reference: the "exactly one" of the never-twice rule. */
export function countByReference(server: SandboxServer, reference: string): number {
  return (
    server.sandbox.ctx.db
      .prepare('SELECT count(*) AS n FROM bookings WHERE internal_reference = ?')
      .get(reference) as {
      n: number
    }
  ).n
}

/** A catalog sync through its channel, waited for by its end event; throws when the run failed. */
export async function syncCatalog(app: TestCore): Promise<DatasetSyncStatus> {
  let unsubscribe = (): void => undefined
  const ended = new Promise<DatasetSyncStatus>((resolve) => {
    unsubscribe = app.core.events.subscribe((event, payload) => {
      const status = payload as DatasetSyncStatus
      if (event === 'sync.statusChanged' && status.dataset === 'catalog' && !status.syncing) resolve(status)
    })
  })
  await app.call('catalog.syncNow', undefined)
  const status = await ended
  unsubscribe()
  if (status.error !== null) throw new Error(`catalog sync failed: ${status.error.code}`)
  return status
}
