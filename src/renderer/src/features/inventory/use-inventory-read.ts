import { useCallback, useEffect, useRef, useState } from 'react'
import { failureText } from './inventory-errors'

export interface InventoryRead<T> {
  data: T | null
  error: string | null
  loading: boolean
  reload(): Promise<void>
}

/** One read of the service for a panel: its answer, its failure in a sentence, and a way to read it again. */
export function useInventoryRead<T>(read: () => Promise<T>, key: string): InventoryRead<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  })
  const latest = useRef(read)
  latest.current = read
  const request = useRef(0)
  const reload = useCallback(async () => {
    const mine = ++request.current
    setState((previous) => ({ ...previous, loading: true }))
    try {
      const data = await latest.current()
      if (mine === request.current) setState({ data, error: null, loading: false })
    } catch (error) {
      if (mine === request.current)
        setState((previous) => ({ ...previous, error: failureText(error), loading: false }))
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [key, reload])
  return { ...state, reload }
}
