import { createContext, useContext } from 'react'

/** How the agent reads numbers and times: their settings' locale and zone. */
export interface AgentFormat {
  /** BCP 47 locale for numbers and dates. */
  locale: string
  /** IANA zone every deadline is shown in (already resolved from 'system'). */
  timeZone: string
}

/** The settings' locale and zone, resolved for display ('system' -> this computer's zone; 'en' -> en-GB dates). */
export function resolveAgentFormat(settings: { locale: string; timeZone: string } | null): AgentFormat {
  const systemZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const locale = settings?.locale ?? 'en'
  const timeZone = settings === null || settings.timeZone === 'system' ? systemZone : settings.timeZone
  return { locale: locale === 'en' ? 'en-GB' : locale, timeZone }
}

/**
 * The agent's format for everything below it. The shell provides it from the settings (app/AgentFormatProvider),
 * so that shared display code reads the agent's locale and zone without knowing where settings live.
 */
export const AgentFormatContext = createContext<AgentFormat>(resolveAgentFormat(null))

export function useAgentFormat(): AgentFormat {
  return useContext(AgentFormatContext)
}
