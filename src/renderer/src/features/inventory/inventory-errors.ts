import { BridgeError } from '../../bridge'

/**
 * A failed inventory call as a form shows it: messages on the fields they concern (paths as the form names them,
 * without the channel's wrapper such as `period.` or `patch.`) and a sentence for the whole form.
 */
export interface FormFailure {
  fields: Record<string, string>
  message: string | null
  code: string
  /** The service's own code (PERIOD_HAS_BOOKINGS...), when it gave one. */
  serviceCode: string | null
  /** A create whose outcome is unknown: "Try again" looks it up first. */
  outcomeUnknown: boolean
}

export function formFailure(error: unknown, wrapper: string | null = null): FormFailure {
  if (!(error instanceof BridgeError))
    return {
      fields: {},
      message: String(error),
      code: 'INTERNAL',
      serviceCode: null,
      outcomeUnknown: false,
    }
  const strip = (path: string) =>
    wrapper !== null && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path
  const fields: Record<string, string> = {}
  if (error.code === 'INVALID_INPUT') {
    for (const [path, message] of Object.entries(error.fieldErrors())) fields[strip(path)] = message
  }
  const field = error.details?.field
  if (typeof field === 'string') fields[strip(field)] = error.message
  const serviceCode = error.details?.serviceCode
  return {
    fields,
    // The sentence stays for the whole form too when no field carries it.
    message: typeof field === 'string' || Object.keys(fields).length > 0 ? null : error.message,
    code: error.code,
    serviceCode: typeof serviceCode === 'string' ? serviceCode : null,
    outcomeUnknown: error.details?.outcomeUnknown === true,
  }
}

/** The sentence of a failure, for places without fields (a list, a delete button). */
export const failureText = (error: unknown): string =>
  error instanceof Error ? error.message : 'Agency Desk could not complete this.'
