export { resolveAgentFormat, useAgentFormat, type AgentFormat } from './agent-format'
export { AgentInstant, formatStay, Money, StayDates } from './display'
