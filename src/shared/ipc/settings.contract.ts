import { z } from 'zod'
import { NoInput } from './schema-helpers'
import { EnvironmentName, Settings, SettingsPatch } from './settings'

export const CredentialsStatus = z.object({
  environment: EnvironmentName,
  /** The sandbox runs with its demo key; a real environment needs one entered by the agent. */
  hasApiKey: z.boolean(),
  /** False when the platform cannot encrypt (no OS keychain); keys are then refused, never stored in clear. */
  encryptionAvailable: z.boolean(),
})
export type CredentialsStatus = z.infer<typeof CredentialsStatus>

const RealEnvironment = z.enum(['staging', 'production'])

export const settingsChannels = {
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
} as const

export const settingsEvents = {
  'settings.changed': Settings,
} as const
