import { z } from 'zod'
import { NoInput } from './schema-helpers'
import { EnvironmentName } from './settings'

/** `unconfigured`: the environment lacks its address or credentials (`reason` says which); nothing is tried. */
export const CONNECTIVITY_STATES = ['online', 'degraded', 'offline', 'unknown', 'unconfigured'] as const
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

/**
 * The service's clock as main knows it from the Date header of the service's answers (the sandbox's control plane
 * moves its simulated clock): now on the service is this computer's now plus `offsetMs`.
 */
export const ServiceClock = z.object({
  offsetMs: z.number().int(),
  /** When main last learned it (this computer's clock); null before the service's first answer. */
  learnedAt: z.iso.datetime().nullable(),
})
export type ServiceClock = z.infer<typeof ServiceClock>

export const connectivityChannels = {
  'connectivity.status': { input: NoInput, output: ConnectivityStatus },
  'connectivity.check': { input: NoInput, output: ConnectivityStatus },
  'connectivity.serviceClock': { input: NoInput, output: ServiceClock },
} as const

export const connectivityEvents = {
  'connectivity.changed': ConnectivityStatus,
  /** The service's clock moved against this computer's (a jump, not the second of a Date header). */
  'connectivity.serviceClockChanged': ServiceClock,
} as const
