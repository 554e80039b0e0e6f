import type { IpcResult } from './errors'
import type { FilePurpose } from './files'

/**
 * What the preload exposes as `window.desk`, and what the web transport implements over HTTP and WebSocket.
 * Untyped on purpose: the renderer's client (src/renderer/src/bridge) adds the contract's types and checks.
 */
export interface DeskBridge {
  invoke(name: string, input: unknown): Promise<IpcResult<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
  /**
   * Hands main a file the agent chose or dropped, for a channel that takes one: its path (Electron) or its bytes
   * (web host). The answer is a `FileRef` to pass in the call. A backup file says so (`'backup'`): the web host
   * takes it through its larger, backup-only way in; Electron hands a path either way.
   */
  file(file: File, purpose?: FilePurpose): Promise<IpcResult<unknown>>
}
