import type { HandedDocument } from '../../shared/ipc/bookings.contract'
import type { CoreContext } from './core-context'

/**
 * A file for the agent (a booking's document, a voucher): the Electron host asks where to save it; a page of the
 * web host has no save dialog, so the browser downloads it from a one-time link and asks as it does for any file.
 */
export async function handOver(
  ctx: Pick<CoreContext, 'app' | 'downloads' | 'platform'>,
  file: { fileName: string; bytes: Uint8Array; source: 'service' | 'cache' },
): Promise<HandedDocument> {
  if (ctx.app.host === 'web') {
    const url = ctx.downloads.offer(file.fileName, file.bytes)
    return { outcome: 'download', url, fileName: file.fileName, source: file.source }
  }
  const path = await ctx.platform.files.saveAs(file.fileName, file.bytes)
  if (path === null) return { outcome: 'cancelled' }
  return { outcome: 'saved', path, fileName: file.fileName, source: file.source }
}
