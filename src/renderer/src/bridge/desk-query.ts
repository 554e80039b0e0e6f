import {
  keepPreviousData,
  partialMatchKey,
  QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../shared/ipc'
import { bridge } from './index'

/**
 * The renderer's one read layer: every read of main is a TanStack query keyed by [channel, input], every write a
 * mutation that says which reads it makes stale. Push events invalidate keys too (app/query-events.ts). Nothing
 * else in a component or a hook reaches the bridge; stores may, for their own actions.
 */

/**
 * Defaults that keep the IPC calls countable: no retry (main already retries the service where that is safe, and
 * a second call would hide a failure), and no refetch on window focus or the browser's online event (main pushes
 * what changed, and its own connectivity monitor is the one that knows whether the service is reachable).
 */
export function createDeskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  })
}

/** The app's client (App.tsx provides it); stores and the event wiring reach it directly. */
export const deskQueryClient: QueryClient = createDeskQueryClient()

/** The key of one read: the channel, then its input (left out when the channel takes none). */
export function deskKey<N extends ChannelName>(name: N, input?: ChannelInput<N>): QueryKey {
  return input === undefined ? [name] : [name, input]
}

/** The bridge's `invoke` with the input as one argument (its rest-argument signature does not widen to a generic N). */
function invoke<N extends ChannelName>(
  name: N,
  input: ChannelInput<N> | undefined,
): Promise<ChannelOutput<N>> {
  return (bridge.invoke as (name: N, input?: ChannelInput<N>) => Promise<ChannelOutput<N>>)(name, input)
}

export interface DeskQueryOptions {
  /** False while the input is not known yet: nothing is asked. */
  enabled?: boolean
  /** While another input is read, keep showing the last answer (a language switched, a filter changed). */
  keepPrevious?: boolean
  /**
   * How long an answer counts as fresh (ms; 0 by default: every new reader asks again). A read that was started
   * ahead (prefetchDesk) sets it so that the screen does not ask a second time for what just came.
   */
  freshMs?: number
}

/** One read of main, kept and shared by key: the same read in two components is one call. */
export function useDeskQuery<N extends ChannelName>(
  name: N,
  input: ChannelInput<N>,
  options: DeskQueryOptions = {},
): UseQueryResult<ChannelOutput<N>, Error> {
  return useQuery({
    queryKey: deskKey(name, input),
    queryFn: () => invoke(name, input),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious === true ? { placeholderData: keepPreviousData } : {}),
    ...(options.freshMs === undefined ? {} : { staleTime: options.freshMs }),
  })
}

/** Several reads of one channel at once (the pages of a long list): each kept and shared by its own key. */
export function useDeskQueries<N extends ChannelName>(
  name: N,
  inputs: readonly ChannelInput<N>[],
): UseQueryResult<ChannelOutput<N>, Error>[] {
  return useQueries({
    queries: inputs.map((input) => ({ queryKey: deskKey(name, input), queryFn: () => invoke(name, input) })),
  })
}

/** The same read outside React (a store's action): answered from the cache when fresh, else one call. */
export function fetchDesk<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>> {
  return deskQueryClient.fetchQuery({ queryKey: deskKey(name, input), queryFn: () => invoke(name, input) })
}

/**
 * Starts a read a screen is about to make, before React renders it: the call goes out while the screen renders,
 * and the screen's own query (same key) takes the answer instead of asking again. Nothing when already fresh.
 */
export function prefetchDesk<N extends ChannelName>(name: N, input: ChannelInput<N>, freshMs = 0): void {
  void deskQueryClient.prefetchQuery({
    queryKey: deskKey(name, input),
    queryFn: () => invoke(name, input),
    staleTime: freshMs,
  })
}

/** A key prefix: `['bookings.get', { bookingId }]` also matches that booking's read with more input. */
export type DeskKeyPrefix = QueryKey

export interface DeskMutationOptions<N extends ChannelName> {
  /** The reads this write makes stale; those shown are read again (not waited for: a long list must not hold a form). */
  invalidates?(input: ChannelInput<N>, output: ChannelOutput<N>): readonly DeskKeyPrefix[]
}

/** One write to main; once it succeeds, the reads it made stale are read again if shown. */
export function useDeskMutation<N extends ChannelName>(
  name: N,
  options: DeskMutationOptions<N> = {},
): UseMutationResult<ChannelOutput<N>, Error, ChannelInput<N>> {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ChannelInput<N>) => invoke(name, input),
    onSuccess: (output, input) => {
      for (const queryKey of options.invalidates?.(input, output) ?? [])
        void client.invalidateQueries({ queryKey })
    },
  })
}

/**
 * How long stale keys wait to be read again together. One write in main announces itself several times (the outbox
 * took it, sent it; the booking changed) within a few milliseconds, and the writer's own answer lands among them:
 * read once for all of them, not once each.
 */
const COALESCE_MS = 50

const waiting = new Map<string, QueryKey>()
let flushTimer: ReturnType<typeof setTimeout> | null = null

function flushStale(client: QueryClient): void {
  flushTimer = null
  const keys = [...waiting.values()]
  waiting.clear()
  // One invalidation for all keys: a read matched by two of them (`['bookings.get']` and that booking's own key) is
  // read once. A read already running may have started before main changed: it is superseded, not joined.
  void client.invalidateQueries({
    predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)),
  })
}

/**
 * Marks reads stale and reads those shown again once, shortly: what push events and a store's writes use. The same
 * key given twice in the window is read once.
 */
export function invalidateSoon(keys: readonly DeskKeyPrefix[], client: QueryClient = deskQueryClient): void {
  for (const key of keys) waiting.set(JSON.stringify(key), key)
  if (flushTimer === null) flushTimer = setTimeout(() => flushStale(client), COALESCE_MS)
}

/** Marks reads stale without reading them now: the next look at them reads again (a quote before the agent acts). */
export function markStale(keys: readonly DeskKeyPrefix[], client: QueryClient = deskQueryClient): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey, refetchType: 'none' })
}

/** Forgets reads on this computer (a booking forgotten): no event reads them back. */
export function forgetReads(keys: readonly DeskKeyPrefix[], client: QueryClient = deskQueryClient): void {
  for (const queryKey of keys) client.removeQueries({ queryKey })
}
