import { describe, expect, it, vi } from 'vitest'
import { BridgeError, createDeskClient } from '../../../src/renderer/src/bridge/client'
import {
  createWebTransport,
  takeWebToken,
  watchWebToken,
} from '../../../src/renderer/src/bridge/web-transport'
import { DEFAULT_SETTINGS, type DeskBridge } from '../../../src/shared/ipc'

function transport(answer: unknown, events: Record<string, unknown[]> = {}): DeskBridge {
  return {
    invoke: vi.fn(async () => answer as never),
    file: vi.fn(async () => answer as never),
    on: (event, listener) => {
      for (const payload of events[event] ?? []) listener(payload)
      return () => undefined
    },
  }
}

describe('desk client', () => {
  it('returns the parsed output of a successful call and passes the input through', async () => {
    const bridge = transport({ ok: true, data: DEFAULT_SETTINGS })
    const client = createDeskClient(bridge)
    expect(await client.invoke('settings.update', { locale: 'fr' })).toEqual(DEFAULT_SETTINGS)
    expect(bridge.invoke).toHaveBeenCalledWith('settings.update', { locale: 'fr' })
  })

  it('throws a BridgeError with the contract error, and exposes field errors for forms', async () => {
    const client = createDeskClient(
      transport({
        ok: false,
        error: {
          code: 'INVALID_INPUT',
          message: 'Invalid input',
          details: { issues: [{ path: 'baseUrls.staging', message: 'Enter a full address' }] },
          problem: {
            kind: 'invalidInput',
            issues: [{ path: 'baseUrls.staging', message: 'Enter a full address' }],
          },
        },
      }),
    )
    const error = await client.invoke('settings.get').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BridgeError)
    expect((error as BridgeError).code).toBe('INVALID_INPUT')
    expect((error as BridgeError).problem.kind).toBe('invalidInput')
    expect((error as BridgeError).fieldErrors()).toEqual({ 'baseUrls.staging': 'Enter a full address' })
  })

  it('refuses a failure that does not say what it means (no problem)', async () => {
    const client = createDeskClient(transport({ ok: false, error: { code: 'OFFLINE', message: 'x' } }))
    await expect(client.invoke('settings.get')).rejects.toMatchObject({
      code: 'INVALID_OUTPUT',
      problem: { kind: 'internal' },
    })
  })

  it('refuses an answer that is not an envelope or breaks the output schema', async () => {
    await expect(createDeskClient(transport('<html>')).invoke('settings.get')).rejects.toMatchObject({
      code: 'INVALID_OUTPUT',
    })
    await expect(
      createDeskClient(transport({ ok: true, data: { ...DEFAULT_SETTINGS, locale: 'xx' } })).invoke(
        'settings.get',
      ),
    ).rejects.toMatchObject({ code: 'INVALID_OUTPUT' })
  })

  it('delivers event payloads that match the contract and drops the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const client = createDeskClient(
      transport(null, { 'settings.changed': [DEFAULT_SETTINGS, { broken: true }] }),
    )
    const received: unknown[] = []
    client.on('settings.changed', (payload) => received.push(payload))
    expect(received).toEqual([DEFAULT_SETTINGS])
    errors.mockRestore()
  })
})

describe('web token', () => {
  const fakes = (hash: string, stored: string | null = null) => {
    const storage = new Map<string, string>(stored === null ? [] : [['agency-desk.web-token', stored]])
    const replaceState = vi.fn()
    return {
      location: { hash, pathname: '/', search: '' } as Location,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      } as Storage,
      history: { replaceState } as unknown as History,
      replaceState,
      storage_: storage,
    }
  }

  it('takes the token from the fragment, keeps it for the tab and clears the address bar', () => {
    const f = fakes('#token=abc-123')
    expect(takeWebToken(f.location, f.storage, f.history)).toBe('abc-123')
    expect(f.storage_.get('agency-desk.web-token')).toBe('abc-123')
    expect(f.replaceState).toHaveBeenCalledWith(null, '', '/')
  })

  it('uses the kept token after a reload, and has none on a bare URL', () => {
    const reload = fakes('', 'kept')
    expect(takeWebToken(reload.location, reload.storage, reload.history)).toBe('kept')
    const bare = fakes('')
    expect(takeWebToken(bare.location, bare.storage, bare.history)).toBeNull()
  })

  it('notices a new token pasted into the same tab (only the fragment changes) and reloads with it', () => {
    const f = fakes('', 'old-run')
    const events = new EventTarget()
    const reload = vi.fn()
    watchWebToken(events, f.location, f.storage, f.history, reload)
    events.dispatchEvent(new Event('hashchange'))
    expect(reload).not.toHaveBeenCalled() // a fragment without a token (a screen's route) changes nothing

    ;(f.location as { hash: string }).hash = '#token=new-run'
    events.dispatchEvent(new Event('popstate'))
    expect(f.storage_.get('agency-desk.web-token')).toBe('new-run')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('says a refused token once, and forgets it so the bare address asks for the new link', async () => {
    const f = fakes('', 'old-run')
    const refused = vi.fn()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { ok: false, error: { code: 'UNAUTHORIZED', message: 'Missing or wrong web host token.' } },
          { status: 401 },
        ),
      ),
    )
    try {
      const web = createWebTransport('http://127.0.0.1:5173', 'old-run', () => {
        f.storage.removeItem('agency-desk.web-token')
        refused()
      })
      await web.invoke('settings.get', undefined)
      await web.invoke('bookings.list', {})
      expect(refused).toHaveBeenCalledTimes(1)
      expect(takeWebToken(f.location, f.storage, f.history)).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
