import type { IpcProblemKind, IpcProblemOf } from '../../../../shared/ipc'

export type SentenceFor<K extends IpcProblemKind> =
  string | ((problem: IpcProblemOf<K>, message: string) => string)
/** A screen's own wording for some cases; the others keep the desk's. */
export type SentenceOverrides = { [K in IpcProblemKind]?: SentenceFor<K> }

export interface SentenceOptions {
  /**
   * What failed, as a whole sentence with what to do ("The messages could not be loaded. Try again."): said when
   * the desk itself failed (a bug, a broken answer), where nothing more useful is known.
   */
  fallback: string
  overrides?: SentenceOverrides
}
