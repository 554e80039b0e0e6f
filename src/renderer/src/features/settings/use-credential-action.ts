import { useEffect, useState } from 'react'
import type { EnvironmentName } from '../../../../shared/ipc'
import { useCredentialsStore } from './credentials.store'

/**
 * A credential field's status for its environment (loaded when shown) and its one action at a time: busy while it
 * runs, and the store's sentence of a failure (null once it succeeds). `settled` clears what the form must not keep.
 */
export function useCredentialAction(environment: EnvironmentName, settled: (failure: string | null) => void) {
  const status = useCredentialsStore((state) => state.statuses[environment] ?? null)
  const load = useCredentialsStore((state) => state.load)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void load(environment)
  }, [environment, load])

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true)
    setError(null)
    const failure = await action()
    setError(failure)
    settled(failure)
    setBusy(false)
  }
  return { status, error, busy, run }
}
