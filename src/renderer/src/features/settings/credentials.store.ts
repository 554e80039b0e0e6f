import { create } from 'zustand'
import type { CredentialsStatus, EnvironmentName } from '../../../../shared/ipc'
import { bridge, BridgeError } from '../../bridge'

/** An action's answer for the form: an error message to show, or null when it worked. */
type Outcome = Promise<string | null>

interface CredentialsState {
  /** What main says of each environment's credentials: whether they exist, never what they are. */
  statuses: Partial<Record<EnvironmentName, CredentialsStatus>>
  /** Bumped by each change of credentials (a new key replaces one: the status alone looks the same). */
  revision: number
  load(environment: EnvironmentName): Promise<void>
  /** An environment's key (the sandbox's replaces its demo key). */
  saveApiKey(environment: EnvironmentName, apiKey: string): Outcome
  /** Forgets an environment's saved key (the sandbox goes back to its demo key). */
  clear(environment: EnvironmentName): Outcome
  /** The password goes to main for one token exchange and is not kept here. */
  signIn(environment: EnvironmentName, username: string, password: string, baseUrl?: string | null): Outcome
  signOut(environment: EnvironmentName): Outcome
  set(status: CredentialsStatus): void
}

/** Fed by the credentials channels and by `credentials.changed` (a session ended in the background). */
export const useCredentialsStore = create<CredentialsState>((set) => {
  const keep = (status: CredentialsStatus) =>
    set((state) => ({
      statuses: { ...state.statuses, [status.environment]: status },
      revision: state.revision + 1,
    }))
  /** Runs a credentials action and keeps its answer. */
  const run = async (action: () => Promise<CredentialsStatus>): Outcome => {
    try {
      keep(await action())
      return null
    } catch (failure) {
      return failure instanceof BridgeError ? failure.message : String(failure)
    }
  }
  return {
    statuses: {},
    revision: 0,
    async load(environment) {
      keep(await bridge.invoke('credentials.status', { environment }))
    },
    saveApiKey: (environment, apiKey) =>
      run(() => bridge.invoke('credentials.setApiKey', { environment, apiKey })),
    clear: (environment) => run(() => bridge.invoke('credentials.clear', { environment })),
    signIn: (environment, username, password, baseUrl) =>
      run(() =>
        bridge.invoke('credentials.signIn', {
          environment,
          username,
          password,
          ...(baseUrl == null || environment === 'sandbox' ? {} : { baseUrl }),
        }),
      ),
    signOut: (environment) => run(() => bridge.invoke('credentials.signOut', { environment })),
    set: keep,
  }
})
