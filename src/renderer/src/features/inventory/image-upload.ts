import { imageFileProblem, imageTypeOf } from '../../../../shared/domain/inventory'

/** A dropped file as the upload sends it: its base64 data URI typed by its content, or why it cannot go. */
export async function readImageFile(file: File): Promise<{ data: string } | { problem: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const problem = imageFileProblem(bytes)
  if (problem !== null) return { problem }
  let binary = ''
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return { data: `data:${imageTypeOf(bytes)};base64,${btoa(binary)}` }
}

/** The file's name without its extension: the image's first name, which the supplier may change. */
export const imageName = (file: File): string => file.name.replace(/\.[^.]+$/, '').slice(0, 200) || 'Image'
