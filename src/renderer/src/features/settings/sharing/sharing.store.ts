import type {
  SharingCheckOutcome,
  SharingConnectInput,
  SharingStatus,
} from '../../../../../shared/ipc/sharing.contract'
import { bridge } from '../../../bridge'

/**
 * Settings -> Agency data's actions: calls to main whose answers the section keeps (the status each answers is put
 * where the header reads it, see keepSharingStatus). A check saves nothing; connect saves, uploads and starts.
 */

export const checkSharing = (input: SharingConnectInput): Promise<SharingCheckOutcome> =>
  bridge.invoke('sharing.check', input)

export const connectSharing = (input: SharingConnectInput): Promise<SharingStatus> =>
  bridge.invoke('sharing.connect', input)

export const disconnectSharing = (): Promise<SharingStatus> => bridge.invoke('sharing.disconnect')

export const shareNow = (): Promise<SharingStatus> => bridge.invoke('sharing.syncNow')
