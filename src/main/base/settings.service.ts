import { DEFAULT_SETTINGS, Settings, type SettingsPatch } from '../../shared/ipc'
import type { SettingsStore } from '../platform/types'
import type { EventBus } from './event-bus'

export interface SettingsService {
  get(): Settings
  update(patch: SettingsPatch): Settings
  /** The settings a patch would give, validated, without keeping them. */
  preview(patch: SettingsPatch): Settings
}

/**
 * Settings read once from the store and validated: a missing or damaged file falls back to the defaults key by
 * key (a bad value never stops the app from starting), and every update is validated as a whole before it is
 * written, so a rejected change leaves the file untouched.
 */
export function createSettingsService(
  store: SettingsStore,
  bus: Pick<EventBus, 'publish'>,
  /** Main's own reaction to saved settings (the composition root passes it on to the jobs). */
  onChange: (settings: Settings) => void = () => undefined,
): SettingsService {
  let current = loadSettings(store.read())
  return {
    get: () => current,
    preview: (patch) => merge(current, patch),
    update(patch) {
      const next = merge(current, patch)
      store.write(next)
      current = next
      bus.publish('settings.changed', next)
      onChange(next)
      return next
    },
  }
}

function merge(current: Settings, patch: SettingsPatch): Settings {
  return Settings.parse({ ...current, ...patch, baseUrls: { ...current.baseUrls, ...patch.baseUrls } })
}

export function loadSettings(stored: unknown): Settings {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    if (key === 'baseUrls') continue
    const candidate = record[key]
    if (candidate !== undefined && Settings.shape[key].safeParse(candidate).success) merged[key] = candidate
  }
  const storedUrls = asRecord(record.baseUrls)
  const urlSchema = Settings.shape.baseUrls.shape.staging
  merged.baseUrls = {
    staging: urlSchema.safeParse(storedUrls.staging).success ? storedUrls.staging : null,
    production: urlSchema.safeParse(storedUrls.production).success ? storedUrls.production : null,
  }
  return Settings.parse(merged)
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}
