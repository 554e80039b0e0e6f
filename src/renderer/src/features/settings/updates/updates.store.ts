import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UpdateSettings } from '../../../../../shared/ipc'
import type { RestartOutcome, UpdatesInfo } from '../../../../../shared/ipc/updates.contract'
import { bridge } from '../../../bridge'
import { deskKey, useDeskQuery } from '../../../bridge/desk-query'

/**
 * The update state as main last said it: read once, then kept current by `updates.changed` (the state moves on
 * its own: a check in the background, a download's progress), so the section and the banner show the same.
 */
export function useUpdatesInfo(): UseQueryResult<UpdatesInfo, Error> {
  const client = useQueryClient()
  useEffect(
    () => bridge.on('updates.changed', (info) => client.setQueryData(deskKey('updates.status'), info)),
    [client],
  )
  return useDeskQuery('updates.status', undefined)
}

export const checkForUpdates = (): Promise<UpdatesInfo> => bridge.invoke('updates.check')

export const restartToUpdate = (): Promise<RestartOutcome> => bridge.invoke('updates.restartNow')

export const saveUpdateSettings = (settings: UpdateSettings): Promise<UpdatesInfo> =>
  bridge.invoke('updates.updateSettings', settings)
