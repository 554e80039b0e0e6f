import { ZodError } from 'zod'
import { describeZodError, DeskError, type IpcError } from '../../../shared/ipc'
import { isServiceError, serviceErrorToIpc } from '../../api/errors'

/**
 * A failure of one item as the answer carries it (AcceptedItem.error, RecheckedItem.error): the others go on, so
 * nothing is thrown. A booking input the paths' own schemas refuse (a traveller's field) is the agent's to fix.
 */
export function asIpcError(error: unknown): IpcError {
  if (error instanceof DeskError) return error.toIpcError()
  if (isServiceError(error)) return serviceErrorToIpc(error)
  if (error instanceof ZodError) {
    const { message, details } = describeZodError(error)
    return new DeskError('INVALID_INPUT', message, details).toIpcError()
  }
  return { code: 'INTERNAL', message: 'Agency Desk could not finish this item (see the log).' }
}
