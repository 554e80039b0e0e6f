import { z } from 'zod'
import { EnvironmentName, Settings, SettingsPatch } from './settings'

/**
 * The contract between the renderer and main: the only place a channel or a push event is declared.
 * Types for the renderer's client and the main handlers are derived from these two tables.
 */

const NoInput = z.undefined()

export const AppInfo = z.object({
  name: z.string(),
  version: z.string(),
  environment: EnvironmentName,
  /** Which host serves the core: the Electron app or the web host (browser, tests). */
  host: z.enum(['electron', 'web']),
  dataFolder: z.string(),
  platform: z.string(),
})
export type AppInfo = z.infer<typeof AppInfo>

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

export const CredentialsStatus = z.object({
  environment: EnvironmentName,
  /** The sandbox runs with its demo key; a real environment needs one entered by the agent. */
  hasApiKey: z.boolean(),
  /** False when the platform cannot encrypt (no OS keychain); keys are then refused, never stored in clear. */
  encryptionAvailable: z.boolean(),
})
export type CredentialsStatus = z.infer<typeof CredentialsStatus>

const RealEnvironment = z.enum(['staging', 'production'])

export const channels = {
  'app.info': { input: NoInput, output: AppInfo },
  'settings.get': { input: NoInput, output: Settings },
  'settings.update': { input: SettingsPatch, output: Settings },
  'credentials.status': {
    input: z.object({ environment: EnvironmentName }).strict(),
    output: CredentialsStatus,
  },
  'credentials.setApiKey': {
    input: z.object({ environment: RealEnvironment, apiKey: z.string().trim().min(8).max(512) }).strict(),
    output: CredentialsStatus,
  },
  'credentials.clear': {
    input: z.object({ environment: RealEnvironment }).strict(),
    output: CredentialsStatus,
  },
  'connectivity.status': { input: NoInput, output: ConnectivityStatus },
  'connectivity.check': { input: NoInput, output: ConnectivityStatus },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

export const events = {
  'connectivity.changed': ConnectivityStatus,
  'settings.changed': Settings,
} as const satisfies Record<string, z.ZodType>

export type Channels = typeof channels
export type ChannelName = keyof Channels
/** What a caller passes: the schema's input side (defaults may fill in the rest). */
export type ChannelInput<N extends ChannelName> = z.input<Channels[N]['input']>
/** What a handler receives once the contract has parsed the input. */
export type ParsedInput<N extends ChannelName> = z.output<Channels[N]['input']>
export type ChannelOutput<N extends ChannelName> = z.output<Channels[N]['output']>

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]>

/** One handler per channel; `satisfies Handlers` in the core makes a missing one a type error. */
export type Handlers = {
  [N in ChannelName]: (input: ParsedInput<N>) => Promise<ChannelOutput<N>> | ChannelOutput<N>
}

export function isChannelName(name: string): name is ChannelName {
  return Object.hasOwn(channels, name)
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name)
}
