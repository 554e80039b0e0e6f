import { z } from 'zod'
import { NoInput } from './schema-helpers'
import { EnvironmentName } from './settings'

export const CONNECTIVITY_STATES = ['online', 'degraded', 'offline', 'unknown'] as const
export const ConnectivityStatus = z.object({
  state: z.enum(CONNECTIVITY_STATES),
  environment: EnvironmentName,
  /** ISO timestamp of the last change of state. */
  since: z.iso.datetime(),
  /** ISO timestamp of the last probe or real call that told us something, null before the first. */
  checkedAt: z.iso.datetime().nullable(),
  /** One sentence an agent can read, e.g. why the service counts as degraded. */
  reason: z.string().nullable(),
})
export type ConnectivityStatus = z.infer<typeof ConnectivityStatus>

export const connectivityChannels = {
  'connectivity.status': { input: NoInput, output: ConnectivityStatus },
  'connectivity.check': { input: NoInput, output: ConnectivityStatus },
} as const

export const connectivityEvents = {
  'connectivity.changed': ConnectivityStatus,
} as const
