import { describe, expect, it } from 'vitest'
import { createEventBus } from '../../../src/main/base/event-bus'
import { createSettingsService, loadSettings } from '../../../src/main/base/settings.service'
import type { SettingsStore } from '../../../src/main/platform/types'
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/ipc'

function memoryStore(initial: unknown): SettingsStore & { written: Settings[] } {
  const written: Settings[] = []
  return { written, read: () => initial, write: (settings) => void written.push(settings) }
}

describe('loading settings', () => {
  it('uses the defaults for an empty or unreadable file', () => {
    expect(loadSettings(undefined)).toEqual(DEFAULT_SETTINGS)
    expect(loadSettings('garbage')).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps every valid value and replaces only the damaged ones', () => {
    const loaded = loadSettings({
      environment: 'staging',
      locale: 'xx',
      pollIntervalSeconds: 5,
      colorScheme: 'dark',
      baseUrls: { staging: 'https://staging.example.test', production: 'ftp://nope' },
      unknownKey: true,
    })
    expect(loaded).toEqual({
      ...DEFAULT_SETTINGS,
      environment: 'staging',
      colorScheme: 'dark',
      baseUrls: { staging: 'https://staging.example.test', production: null },
    })
  })
})

describe('updating settings', () => {
  it('merges a partial update, writes it and announces it', () => {
    const store = memoryStore({})
    const bus = createEventBus()
    const announced: unknown[] = []
    bus.subscribe((_event, payload) => announced.push(payload))
    const service = createSettingsService(store, bus)
    const next = service.update({
      baseUrls: { production: 'https://api.example.test' },
      pollIntervalSeconds: 120,
    })
    expect(next.baseUrls).toEqual({ staging: null, production: 'https://api.example.test' })
    expect(next.pollIntervalSeconds).toBe(120)
    expect(store.written).toEqual([next])
    expect(announced).toEqual([next])
    expect(service.get()).toEqual(next)
  })

  it('writes nothing when the result would be invalid', () => {
    const store = memoryStore({})
    const service = createSettingsService(store, createEventBus())
    expect(() => service.update({ timeZone: '' })).toThrow()
    expect(store.written).toEqual([])
    expect(service.get()).toEqual(DEFAULT_SETTINGS)
  })
})
