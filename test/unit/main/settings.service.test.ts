import { describe, expect, it } from 'vitest'
import { createEventBus } from '../../../src/main/base/event-bus'
import { createSettingsService, loadSettings } from '../../../src/main/base/settings.service'
import type { SettingsStore } from '../../../src/main/platform/types'
import { DEFAULT_SETTINGS, SettingsPatch, type Settings } from '../../../src/shared/ipc'

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

describe('a patch as the IPC contract parses it', () => {
  it('fills in no default: a theme switch keeps the backups, updates, retention and sharing', () => {
    const kept: Settings = {
      ...DEFAULT_SETTINGS,
      passportRetentionMonths: 24,
      backups: { automatic: false, keepDays: 30, folder: '/backups', encrypt: true },
      updates: { address: 'https://updates.agency.example/desk/', automatic: false },
      sharing: {
        host: 'db.agency.example',
        port: 5432,
        database: 'agency',
        user: 'desk_lena',
        tls: 'require',
      },
    }
    const service = createSettingsService(memoryStore(kept), createEventBus())
    const patch = SettingsPatch.parse({ colorScheme: 'dark' })
    expect(Object.keys(patch)).toEqual(['colorScheme'])
    expect(service.update(patch)).toEqual({ ...kept, colorScheme: 'dark' })
  })

  it('still validates a field that has a default when it is sent', () => {
    expect(SettingsPatch.safeParse({ passportRetentionMonths: 0 }).success).toBe(false)
    expect(SettingsPatch.parse({ sharing: null })).toEqual({ sharing: null })
  })
})
