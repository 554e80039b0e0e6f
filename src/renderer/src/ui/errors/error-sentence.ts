import { counted } from '../../../../shared/i18n'
import { IpcProblem, type IpcProblemKind } from '../../../../shared/ipc'
import { outcomeUnknownSentence } from './booking-outcome'
import type { SentenceFor, SentenceOptions, SentenceOverrides } from './sentence-overrides'

/**
 * A failed call as the renderer knows it: what it means (made by main's dispatch) and main's own sentence. Read
 * from a BridgeError, or from an error an answer carries (a replacement's outcome, a fallback's reason).
 */
export interface KnownFailure {
  problem: IpcProblem
  message: string
}

/** The meaning of a failure, or null for anything that did not come from main (a fault of the renderer itself). */
export function knownFailure(error: unknown): KnownFailure | null {
  if (typeof error !== 'object' || error === null) return null
  const { problem, message } = error as { problem?: unknown; message?: unknown }
  const parsed = IpcProblem.safeParse(problem)
  return parsed.success ? { problem: parsed.data, message: typeof message === 'string' ? message : '' } : null
}

/** The problem of a failure, or null (see `knownFailure`): for screens that branch on the meaning. */
export const problemOf = (error: unknown): IpcProblem | null => knownFailure(error)?.problem ?? null

/** " (support reference …)" after a sentence about the service's answer, when it gave one to quote. */
export const supportReference = (requestId: string | null): string =>
  requestId === null ? '' : ` (support reference ${requestId})`

function waitFor(seconds: number | null): string {
  if (seconds === null || seconds > 90) return 'a minute'
  const whole = Math.max(1, Math.ceil(seconds))
  return counted('secondsToWait', whole)
}

const orMessage = (message: string, otherwise: string): string =>
  message.trim() === '' ? otherwise : message

/**
 * The desk's sentence for each case, with a way forward. Where main words the failure for the agent (a refusal, a
 * conflict, something gone, an input it refused, the connection lost while doing something in particular) its
 * sentence is kept; what only the desk can say well (a wait, credentials, a fault of the service) is said here.
 */
function defaultSentence(problem: IpcProblem, message: string, fallback: string): string {
  switch (problem.kind) {
    case 'unreachable':
      return orMessage(
        message,
        'The booking service cannot be reached. Try again when the connection is back.',
      )
    case 'rateLimited':
      return `The service is busy (too many requests). Wait ${waitFor(problem.retryAfterSeconds)} and try again.`
    case 'credentials':
      switch (problem.reason) {
        case 'refused':
          return 'The service refused the credentials. Check the API key in Settings → Service.'
        case 'signInRequired':
          return 'The sign-in to the service has ended. Sign in again in Settings → Service.'
        case 'notConfigured':
          return 'The service is not set up yet. Enter its address and credentials in Settings → Service.'
      }
      return fallback
    case 'notAllowed':
      return orMessage(message, 'These credentials may not do this. Check the API key in Settings → Service.')
    case 'serviceFault':
      return `The booking service had a problem answering${supportReference(problem.requestId)}. Try again in a moment.`
    case 'rejected': {
      const reference = problem.requestId !== null && !message.includes(problem.requestId)
      const said = orMessage(message, 'The service refused this.')
      return reference ? `${said}${supportReference(problem.requestId)}` : said
    }
    case 'outcomeUnknown':
      return orMessage(message, outcomeUnknownSentence(problem.reference))
    case 'serviceChanged':
      return 'The active service changed while this was on its way, so nothing was sent. Try again.'
    case 'conflict':
    case 'notFound':
    case 'invalidInput':
    case 'hostRefused':
      return orMessage(message, fallback)
    case 'internal':
      return fallback
  }
}

function overridden(failure: KnownFailure, overrides: SentenceOverrides | undefined): string | null {
  const override = overrides?.[failure.problem.kind] as SentenceFor<IpcProblemKind> | undefined
  if (override === undefined) return null
  // The override was picked by this problem's kind, so it takes this problem; TS cannot correlate the two.
  return typeof override === 'string' ? override : override(failure.problem as never, failure.message)
}

/** Any failure of a call -> the one sentence the agent reads, a screen's override first. Never a stack trace. */
export function errorSentence(error: unknown, options: SentenceOptions): string {
  const failure = knownFailure(error)
  if (failure === null) return options.fallback
  return (
    overridden(failure, options.overrides) ??
    defaultSentence(failure.problem, failure.message, options.fallback)
  )
}
