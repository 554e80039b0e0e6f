import { zod4Resolver } from 'mantine-form-zod-resolver'
import { CancelInput, SendMessageInput } from '../../../../shared/ipc/bookings.contract'

/**
 * The page's forms check with the very schemas main validates the channels' input with (the contract), so the
 * agent reads the same rule on both sides: a reason is required, a message is 1 to 5,000 characters.
 */

export const CancelReasonSchema = CancelInput.pick({ reason: true })
export const MessageDraftSchema = SendMessageInput.pick({ message: true })

export const cancelReasonResolver = zod4Resolver(CancelReasonSchema, { errorPriority: 'first' })
export const messageDraftResolver = zod4Resolver(MessageDraftSchema, { errorPriority: 'first' })
