import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReplacedChange, SharingStatus } from '../../../../shared/ipc/sharing.contract'
import { bridge } from '../../bridge'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'

export const sharingStatusKey = deskKey('sharing.status')
/** Every read of replaced changes (all of them, or one record's). */
export const replacedChangesKey = deskKey('sharing.conflicts')

/**
 * Keeps what main last said of sharing: the status it answered or pushed. The replaced changes are read again only
 * when the number not looked at moved (a new one came with a pull, or another window marked some seen): the status
 * changes with every pending count, and the lists need not follow each.
 */
export function keepSharingStatus(client: QueryClient, status: SharingStatus): void {
  const before = client.getQueryData<SharingStatus>(sharingStatusKey)
  client.setQueryData(sharingStatusKey, status)
  if (before !== undefined && before.unseenConflicts !== status.unseenConflicts)
    void client.invalidateQueries({ queryKey: replacedChangesKey })
}

/**
 * The sharing status: read once, then kept current by `sharing.changed` (the pending count moves, the database goes
 * away and comes back), so the header and Settings -> Agency data say the same.
 */
export function useSharingStatus(): UseQueryResult<SharingStatus, Error> {
  const client = useQueryClient()
  useEffect(() => bridge.on('sharing.changed', (status) => keepSharingStatus(client, status)), [client])
  return useDeskQuery('sharing.status', undefined)
}

/**
 * The replaced changes of some records (a customer and its travellers, a booking's notes), not looked at yet. Asked
 * only while main counts some unseen: a desk alone, or one with nothing replaced, makes no call. One record is asked
 * by its id; several with one read of all, filtered here (a booking's notes are many records).
 */
export function useUnseenReplaced(recordIds: readonly string[]): ReplacedChange[] {
  const status = useSharingStatus()
  const some = (status.data?.unseenConflicts ?? 0) > 0 && recordIds.length > 0
  const only = recordIds.length === 1 ? recordIds[0] : undefined
  const read = useDeskQuery('sharing.conflicts', only === undefined ? {} : { recordId: only }, {
    enabled: some,
  })
  if (!some) return []
  const wanted = new Set(recordIds)
  return (read.data ?? []).filter((change) => !change.seen && wanted.has(change.recordId))
}

/** "Mark as seen": main answers the new status (its unseen count), which the header shows at once. */
export function useMarkReplacedSeen(): (ids: string[]) => Promise<void> {
  const client = useQueryClient()
  const mark = useDeskMutation('sharing.markConflictsSeen', { invalidates: () => [replacedChangesKey] })
  return async (ids) => {
    const status = await mark.mutateAsync({ ids })
    client.setQueryData(sharingStatusKey, status)
  }
}
