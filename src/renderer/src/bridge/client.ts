import {
  channels,
  events,
  IpcResultEnvelope,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
  type DeskBridge,
  type EventName,
  type EventPayload,
  FileRef,
  ipcFailure,
  type IpcFailure,
  type IpcProblem,
} from '../../../shared/ipc'
import type { FilePurpose } from '../../../shared/ipc/files'

/**
 * A failed call as the renderer sees it: the contract's error, never a stack trace. `problem` is what it means,
 * as main's dispatch made it: callers switch on `problem.kind` (or hand the error to `ui/errors`), never on a
 * status or a message.
 */
export class BridgeError extends Error {
  readonly code: IpcFailure['code']
  readonly problem: IpcProblem
  readonly details: Record<string, unknown> | undefined

  constructor(error: IpcFailure) {
    super(error.message)
    this.name = 'BridgeError'
    this.code = error.code
    this.problem = error.problem
    this.details = error.details
  }

  /** Field paths of an invalid input mapped to their messages, for forms. */
  fieldErrors(): Record<string, string> {
    const issues = this.problem.kind === 'invalidInput' ? this.problem.issues : []
    return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))
  }
}

type InvokeArgs<N extends ChannelName> =
  undefined extends ChannelInput<N> ? [input?: ChannelInput<N>] : [input: ChannelInput<N>]

export interface DeskClient {
  invoke<N extends ChannelName>(name: N, ...args: InvokeArgs<N>): Promise<ChannelOutput<N>>
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void
  /** Hands main a file the agent chose; the reference goes in the call that takes it. */
  file(file: File, purpose?: FilePurpose): Promise<FileRef>
}

/**
 * The typed client over either transport. It checks answers and event payloads against the contract too: main
 * already did, but the renderer trusts nothing it did not parse.
 */
export function createDeskClient(transport: DeskBridge): DeskClient {
  return {
    async invoke(name, ...args) {
      const envelope = IpcResultEnvelope.safeParse(await transport.invoke(name, args[0]))
      if (!envelope.success) {
        throw new BridgeError(
          ipcFailure('INVALID_OUTPUT', `Agency Desk got an unreadable answer for ${name}.`),
        )
      }
      if (!envelope.data.ok) throw new BridgeError(envelope.data.error)
      const output = channels[name].output.safeParse(envelope.data.data)
      if (!output.success) {
        throw new BridgeError(
          ipcFailure('INVALID_OUTPUT', `Agency Desk got an unexpected answer for ${name}.`),
        )
      }
      return output.data as ChannelOutput<typeof name>
    },
    async file(file, purpose) {
      const envelope = IpcResultEnvelope.safeParse(
        await (purpose === undefined ? transport.file(file) : transport.file(file, purpose)),
      )
      if (!envelope.success) {
        throw new BridgeError(ipcFailure('INVALID_OUTPUT', `Agency Desk could not hand over ${file.name}.`))
      }
      if (!envelope.data.ok) throw new BridgeError(envelope.data.error)
      const ref = FileRef.safeParse(envelope.data.data)
      if (!ref.success) {
        throw new BridgeError(ipcFailure('INVALID_OUTPUT', `Agency Desk could not hand over ${file.name}.`))
      }
      return ref.data
    },
    on(event, listener) {
      return transport.on(event, (payload) => {
        const parsed = events[event].safeParse(payload)
        if (parsed.success) listener(parsed.data as EventPayload<typeof event>)
        else console.error(`Dropped a ${event} event that breaks the contract`, parsed.error)
      })
    },
  }
}
