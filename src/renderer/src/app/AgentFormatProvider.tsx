import { useMemo, type ReactNode } from 'react'
import { AgentFormatContext, resolveAgentFormat } from '../ui/format/agent-format'
import { useSettingsStore } from '../stores/settings.store'

/** Gives every screen the agent's locale and time zone from the settings main holds. */
export function AgentFormatProvider({ children }: { children: ReactNode }) {
  const settings = useSettingsStore((state) => state.settings)
  const format = useMemo(() => resolveAgentFormat(settings), [settings])
  return <AgentFormatContext.Provider value={format}>{children}</AgentFormatContext.Provider>
}
