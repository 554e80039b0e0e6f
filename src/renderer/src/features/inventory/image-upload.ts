import { imageFileProblem } from '../../../../shared/domain/inventory'
import type { FileRef } from '../../../../shared/ipc'
import { handOverFile } from '../../bridge'

/**
 * A dropped file checked here by its content (a quick answer; main checks it again), then handed over to main:
 * the reference the upload call takes, or why the file cannot go.
 */
export async function readImageFile(file: File): Promise<{ file: FileRef } | { problem: string }> {
  const problem = imageFileProblem(new Uint8Array(await file.arrayBuffer()))
  if (problem !== null) return { problem }
  return { file: await handOverFile(file) }
}
/** The file's name without its extension: the image's first name, which the supplier may change. */
export const imageName = (file: File): string => file.name.replace(/\.[^.]+$/, '').slice(0, 200) || 'Image'
