import { create } from 'zustand'
import type { EnvironmentName } from '../../../../shared/ipc'
import type { EnvironmentCheck } from '../../../../shared/ipc/settings.contract'
import { bridge, BridgeError } from '../../bridge'

interface EnvironmentCheckState {
  /** What the last check was of (environment and address): a result is shown only for what the form holds. */
  checkedFor: string | null
  result: EnvironmentCheck | null
  checking: boolean
  check(environment: EnvironmentName, baseUrl: string | null): Promise<void>
}

export const checkKey = (environment: EnvironmentName, baseUrl: string | null): string =>
  `${environment} ${baseUrl ?? ''}`

let ticket = 0

/** The check of the environment on the form (main's `settings.checkEnvironment`): its last answer only. */
export const useEnvironmentCheckStore = create<EnvironmentCheckState>((set) => ({
  checkedFor: null,
  result: null,
  checking: false,
  async check(environment, baseUrl) {
    const mine = ++ticket
    set({ checking: true })
    let result: EnvironmentCheck
    try {
      result = await bridge.invoke('settings.checkEnvironment', { environment, baseUrl })
    } catch (error) {
      const message = error instanceof BridgeError ? error.message : String(error)
      result = {
        outcome: 'serviceError',
        message: `The check could not run: ${message}`,
        problems: [],
        caller: null,
      }
    }
    if (mine !== ticket) return
    set({ checking: false, result, checkedFor: checkKey(environment, baseUrl) })
  },
}))
