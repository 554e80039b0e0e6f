import { z } from 'zod'
import { NoInput } from './schema-helpers'
import { AuthMethod, EnvironmentName, Settings, SettingsPatch } from './settings'

/** What the renderer may know about an environment's credentials: whether they exist, never what they are. */
export const CredentialsStatus = z.object({
  environment: EnvironmentName,
  /** The sandbox runs with its demo key unless another is saved; a real environment needs one entered by the agent. */
  hasApiKey: z.boolean(),
  /** The built-in sandbox uses its demo key (the first tour operator's): no other key is saved for it. */
  usesDemoKey: z.boolean(),
  /** False when the platform cannot encrypt (no OS keychain); keys are then refused, never stored in clear. */
  encryptionAvailable: z.boolean(),
  /** The method the settings choose for this environment. */
  authMethod: AuthMethod,
  /** The API user whose tokens are saved (bearer), or null. */
  signedInAs: z.string().nullable(),
  /** The environment uses an API user and nobody is signed in, or the session ended: sign in again. */
  signInRequired: z.boolean(),
})
export type CredentialsStatus = z.infer<typeof CredentialsStatus>

/** Something that keeps an environment from being used, on the form's field to fix (`baseUrls.staging`, ...). */
export const EnvironmentProblem = z.object({ path: z.string(), message: z.string() })
export type EnvironmentProblem = z.infer<typeof EnvironmentProblem>

/**
 * The check of an environment before it is saved. `incomplete`: the address or the credentials are missing or
 * malformed (`problems` says which), no call was made; otherwise the outcome of one test call to the service.
 */
/** Whose credentials the service accepted: the organization's scope, and its name where the service tells it. */
export const CredentialsOwner = z.object({
  organizationName: z.string().nullable(),
  scope: z.enum(['dmc', 'to']),
})
export type CredentialsOwner = z.infer<typeof CredentialsOwner>

export const EnvironmentCheck = z.object({
  outcome: z.enum(['reachable', 'wrongKey', 'unreachable', 'notTheService', 'serviceError', 'incomplete']),
  message: z.string(),
  problems: z.array(EnvironmentProblem),
  /** Set when the service accepted the credentials and said whose they are; null otherwise. */
  caller: CredentialsOwner.nullable().default(null),
})
export type EnvironmentCheck = z.infer<typeof EnvironmentCheck>

const ForEnvironment = z.object({ environment: EnvironmentName }).strict()

export const settingsChannels = {
  'settings.get': { input: NoInput, output: Settings },
  'settings.update': { input: SettingsPatch, output: Settings },
  /** Checks an environment with the address typed (not saved yet) and its saved credentials: one test call. */
  'settings.checkEnvironment': {
    input: z.object({ environment: EnvironmentName, baseUrl: z.string().max(500).nullable() }).strict(),
    output: EnvironmentCheck,
  },
  'credentials.status': { input: ForEnvironment, output: CredentialsStatus },
  /** Any environment, the built-in sandbox included: a supplier uses it with a supplier's key. */
  'credentials.setApiKey': {
    input: z.object({ environment: EnvironmentName, apiKey: z.string().trim().min(8).max(512) }).strict(),
    output: CredentialsStatus,
  },
  /** Forgets the saved key; the sandbox goes back to its demo key. */
  'credentials.clear': {
    input: ForEnvironment,
    output: CredentialsStatus,
  },
  /**
   * Signs the API user in (bearer flow) and makes it the environment's method. The password is used for this one
   * exchange and never kept; the tokens are kept encrypted in main.
   */
  'credentials.signIn': {
    input: z
      .object({
        environment: EnvironmentName,
        /** The address typed on the form, kept with the sign-in (the environment may not be saved yet). */
        baseUrl: Settings.shape.baseUrls.shape.staging.optional(),
        username: z.string().trim().min(3).max(320),
        password: z.string().min(1).max(1024),
      })
      .strict(),
    output: CredentialsStatus,
  },
  /** Forgets the API user's tokens; the environment then needs a sign-in (or a switch back to its API key). */
  'credentials.signOut': { input: ForEnvironment, output: CredentialsStatus },
} as const

export const settingsEvents = {
  'settings.changed': Settings,
  /** An environment's credentials changed, e.g. a bearer session ended and the agent must sign in again. */
  'credentials.changed': CredentialsStatus,
} as const
