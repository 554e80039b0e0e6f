import type { IpcProblemKind } from '../../../../shared/ipc'
import { BridgeError } from '../../bridge'
import { errorSentence, knownFailure } from '../../ui/errors'

/**
 * A failed inventory call as a form shows it: messages on the fields they concern (paths as the form names them,
 * without the channel's wrapper such as `period.` or `patch.`) and a sentence for the whole form.
 */
export interface FormFailure {
  fields: Record<string, string>
  message: string | null
  /** What the failure means (the IpcProblem's kind); `internal` for a fault of the renderer itself. */
  kind: IpcProblemKind
  /** The service's own code (PERIOD_HAS_BOOKINGS...), when it gave one. */
  serviceCode: string | null
  /** A create whose outcome is unknown: "Try again" looks it up first. */
  outcomeUnknown: boolean
}

const FALLBACK = 'Agency Desk could not complete this. Try again.'

export function formFailure(error: unknown, wrapper: string | null = null): FormFailure {
  const failure = knownFailure(error)
  if (failure === null)
    return { fields: {}, message: FALLBACK, kind: 'internal', serviceCode: null, outcomeUnknown: false }
  const { problem } = failure
  const strip = (path: string) =>
    wrapper !== null && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path
  const fields: Record<string, string> = {}
  if (problem.kind === 'invalidInput' && error instanceof BridgeError) {
    for (const [path, message] of Object.entries(error.fieldErrors())) fields[strip(path)] = message
  }
  const field = problem.kind === 'rejected' || problem.kind === 'conflict' ? problem.field : null
  const sentence = errorSentence(error, { fallback: FALLBACK })
  if (field !== null) fields[strip(field)] = sentence
  return {
    fields,
    // The sentence stays for the whole form too when no field carries it.
    message: field !== null || Object.keys(fields).length > 0 ? null : sentence,
    kind: problem.kind,
    serviceCode: problem.kind === 'rejected' || problem.kind === 'conflict' ? problem.serviceCode : null,
    outcomeUnknown: problem.kind === 'outcomeUnknown',
  }
}

/** The sentence of a failure, for places without fields (a list, a delete button). */
export const failureText = (error: unknown): string => errorSentence(error, { fallback: FALLBACK })
