import { describe, expect, it, vi } from 'vitest'
import { createDispatch } from '../../../src/main/core/dispatch'
import { createEventBus } from '../../../src/main/base/event-bus'
import { DEFAULT_SETTINGS, DeskError, type Handlers } from '../../../src/shared/ipc'

/**
 * Dispatch is tested on a few channels; the rest of the table is irrelevant here and grows with every feature, so
 * the handlers this file never calls are left out on purpose (a channel with no handler would answer INTERNAL).
 */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const some: Partial<Handlers> = {
    'settings.get': () => DEFAULT_SETTINGS,
    'settings.update': (patch) => ({ ...DEFAULT_SETTINGS, ...patch, baseUrls: DEFAULT_SETTINGS.baseUrls }),
    'app.info': () => ({
      name: 'Agency Desk',
      version: '1.0.0',
      environment: 'sandbox',
      host: 'web',
      dataFolder: '/tmp/x',
      platform: 'linux',
      systemPrint: false,
    }),
    ...overrides,
  }
  return some as Handlers
}

const quiet = () => undefined

describe('dispatch', () => {
  it('answers a valid call with { ok: true, data }', async () => {
    const dispatch = createDispatch(handlers(), quiet)
    expect(await dispatch('settings.get', undefined)).toEqual({ ok: true, data: DEFAULT_SETTINGS })
  })

  it('rejects a bad input with INVALID_INPUT naming the field, and never runs the handler', async () => {
    const update = vi.fn(handlers()['settings.update'])
    const dispatch = createDispatch(handlers({ 'settings.update': update }), quiet)
    const result = await dispatch('settings.update', { pollIntervalSeconds: 'often' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('INVALID_INPUT')
    expect(result.error.message).toContain('pollIntervalSeconds')
    expect(result.error.details).toEqual({
      issues: [{ path: 'pollIntervalSeconds', message: expect.any(String) }],
    })
    expect(update).not.toHaveBeenCalled()
  })

  it('rejects keys the contract does not know (strict inputs)', async () => {
    const dispatch = createDispatch(handlers(), quiet)
    const result = await dispatch('settings.update', { apiKey: 'sneaky' })
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })

  it('rejects input on a channel that takes none', async () => {
    const dispatch = createDispatch(handlers(), quiet)
    expect(await dispatch('app.info', { anything: 1 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    })
  })

  it('answers UNKNOWN_CHANNEL for a name outside the table, including prototype names', async () => {
    const dispatch = createDispatch(handlers(), quiet)
    for (const name of ['nope.nothing', 'constructor', '__proto__', 'toString']) {
      expect(await dispatch(name, undefined)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } })
    }
  })

  it('passes a DeskError through as its code and message', async () => {
    const dispatch = createDispatch(
      handlers({
        'settings.update': () => {
          throw new DeskError('CONFLICT', 'No secure storage', { hint: 'keychain' })
        },
      }),
      quiet,
    )
    const result = await dispatch('settings.update', { locale: 'fr' })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'No secure storage',
        details: { hint: 'keychain' },
        problem: { kind: 'conflict', serviceCode: null, field: null },
      },
    })
  })

  it('turns an unexpected throw into INTERNAL without leaking the message or stack', async () => {
    const log = vi.fn()
    const dispatch = createDispatch(
      handlers({
        'settings.get': () => {
          throw new Error('ENOENT: /home/agent/secret/path')
        },
      }),
      log,
    )
    const result = await dispatch('settings.get', undefined)
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } })
    expect(JSON.stringify(result)).not.toContain('/home/agent')
    expect(log).toHaveBeenCalledOnce()
  })

  it('refuses an output that breaks the contract with INVALID_OUTPUT', async () => {
    const broken = { ...DEFAULT_SETTINGS, locale: 'klingon' }
    const dispatch = createDispatch(handlers({ 'settings.get': () => broken as never }), quiet)
    expect(await dispatch('settings.get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OUTPUT' },
    })
  })
})

describe('event bus', () => {
  it('delivers valid payloads and drops those that break the contract', () => {
    const onInvalid = vi.fn()
    const bus = createEventBus(onInvalid)
    const received: string[] = []
    bus.subscribe((event) => received.push(event))
    bus.publish('settings.changed', DEFAULT_SETTINGS)
    bus.publish('settings.changed', { ...DEFAULT_SETTINGS, colorScheme: 'purple' } as never)
    expect(received).toEqual(['settings.changed'])
    expect(onInvalid).toHaveBeenCalledOnce()
  })

  it('stops delivering after unsubscribe and survives a failing listener', () => {
    const bus = createEventBus()
    const good = vi.fn()
    const unsubscribe = bus.subscribe(good)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    bus.subscribe(() => {
      throw new Error('listener bug')
    })
    bus.publish('settings.changed', DEFAULT_SETTINGS)
    unsubscribe()
    bus.publish('settings.changed', DEFAULT_SETTINGS)
    expect(good).toHaveBeenCalledOnce()
    errors.mockRestore()
  })
})
