import type { FileRef } from '../../../../../shared/ipc'
import { handOverFile } from '../../../bridge'

/** Main's limit for a customers file (customers-import.ts): refused here before any upload. */
const MAX_CSV_BYTES = 5 * 1024 * 1024

/** A chosen CSV file handed over to main (the reference `customers.importPreview` takes), or why it cannot go. */
export async function handOverCsv(file: File): Promise<{ file: FileRef } | { problem: string }> {
  if (file.size > MAX_CSV_BYTES)
    return { problem: `${file.name} is larger than 5 MB: split it and import each part.` }
  return { file: await handOverFile(file) }
}
