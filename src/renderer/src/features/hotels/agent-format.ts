import { useSettingsStore } from '../settings/settings.store'
import type { AgentFormat } from './rate-view'

/** The settings' locale and zone, resolved for display ('system' -> this computer's zone; 'en' -> en-GB dates). */
export function resolveAgentFormat(settings: { locale: string; timeZone: string } | null): AgentFormat {
  const systemZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const locale = settings?.locale ?? 'en'
  const timeZone = settings === null || settings.timeZone === 'system' ? systemZone : settings.timeZone
  return { locale: locale === 'en' ? 'en-GB' : locale, timeZone }
}

export function useAgentFormat(): AgentFormat {
  const settings = useSettingsStore((state) => state.settings)
  return resolveAgentFormat(settings)
}
