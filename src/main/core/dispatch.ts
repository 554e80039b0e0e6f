import {
  channels,
  DeskError,
  describeZodError,
  isChannelName,
  type ChannelName,
  type Handlers,
  type IpcFailure,
  type IpcResult,
} from '../../shared/ipc'
import { isServiceError, serviceErrorToIpc } from '../api/errors'

export type Dispatch = (name: string, input: unknown) => Promise<IpcResult<unknown>>

/**
 * The one place a call is looked up, validated and answered, for both hosts: input parsed with the channel's
 * schema (a bad input changes nothing), the handler run, its output checked against the contract, and every
 * failure (a DeskError, a ServiceError from the API client, or a bug) turned into
 * `{ ok: false, error: { code, message, details?, problem } }`, `problem` being what it means (the IpcProblem union).
 * It never throws.
 */
export function createDispatch(
  handlers: Handlers,
  log: (message: string, error: unknown) => void = logError,
  /**
   * Failures that are answers rather than bugs (refused input, a DeskError, the service's refusal): logged with
   * the input so that support can follow what the agent tried. The log scrubs it (base/log-scrub.ts).
   */
  logRefused: (message: string, detail: unknown) => void = () => undefined,
): Dispatch {
  return async (name, input) => {
    if (!isChannelName(name)) {
      return failure(
        'UNKNOWN_CHANNEL',
        `There is no channel named ${JSON.stringify(String(name).slice(0, 80))}.`,
      )
    }
    const contract = channels[name]
    const parsedInput = contract.input.safeParse(input)
    if (!parsedInput.success) {
      const { message, details } = describeZodError(parsedInput.error)
      logRefused(`[dispatch] ${name} refused its input: ${message}`, { input, details })
      return failure('INVALID_INPUT', `Invalid input for ${name}: ${message}`, details)
    }
    let output: unknown
    try {
      output = await runHandler(handlers, name, parsedInput.data)
    } catch (error) {
      const failed = thrownFailure(name, error, log)
      if (failed.code !== 'INTERNAL') {
        logRefused(`[dispatch] ${name} failed: ${failed.code} ${failed.message}`, {
          input: parsedInput.data,
          error,
        })
      }
      return { ok: false, error: failed }
    }
    const parsedOutput = contract.output.safeParse(output)
    if (!parsedOutput.success) {
      log(`[dispatch] ${name} produced an output that breaks the contract`, parsedOutput.error)
      const { details } = describeZodError(parsedOutput.error)
      return failure('INVALID_OUTPUT', `Agency Desk produced an unexpected answer for ${name}.`, details)
    }
    return { ok: true, data: parsedOutput.data }
  }
}

function runHandler(handlers: Handlers, name: ChannelName, input: unknown): unknown {
  // The contract has just parsed `input` with this channel's schema, which is exactly the handler's parameter type;
  // TypeScript cannot correlate the handler and the input through a union of names, hence the widening.
  const handler = handlers[name] as (input: unknown) => unknown
  return handler(input)
}

/** What a handler threw, as the renderer sees it: the one place a thrown error gets its meaning. */
function thrownFailure(
  name: ChannelName,
  error: unknown,
  log: (message: string, error: unknown) => void,
): IpcFailure {
  if (error instanceof DeskError) return error.toIpcError()
  if (isServiceError(error)) return serviceErrorToIpc(error)
  log(`[dispatch] ${name} failed`, error)
  return new DeskError(
    'INTERNAL',
    `Agency Desk could not complete ${name}. The error was logged.`,
  ).toIpcError()
}

function failure(
  code: DeskError['code'],
  message: string,
  details?: Record<string, unknown>,
): IpcResult<never> {
  return { ok: false, error: new DeskError(code, message, details).toIpcError() }
}

function logError(message: string, error: unknown): void {
  console.error(message, error)
}
