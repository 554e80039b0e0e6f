import type { HandedDocument } from '../../../shared/ipc/bookings.contract'

/**
 * A file main hands to the agent (a document, a voucher): in the web host a same-origin link the browser downloads,
 * as a click on a link with `download` would; in Electron it is already saved where the agent chose.
 * Returns the sentence that says what happened, or null when the agent closed the save dialog.
 */
export function receiveHandedFile(handed: HandedDocument): string | null {
  if (handed.outcome === 'cancelled') return null
  if (handed.outcome === 'saved') return `Saved to ${handed.path}`
  const link = document.createElement('a')
  link.href = handed.url
  link.download = handed.fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  return `${handed.fileName} handed to the browser as a download.`
}
