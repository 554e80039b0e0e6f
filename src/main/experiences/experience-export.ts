import type { z } from 'zod'
import type { ExportQuoteInput } from '../../shared/ipc/experiences.contract'
import { isServiceError, type ApiClient, type DownloadedFile, type RequestOptions } from '../api/client'
import { DeskError } from '../../shared/ipc'
import { cachedExperienceName } from '../db/experiences.repo'
import type { Db } from '../db/statements'

/**
 * A quote exported by the service (PDF or spreadsheet) and fetched from its download link through the client
 * (the service's own origin only). A link that expired before it was fetched (410) is asked for once more: the
 * agent sees a file, not an error.
 */
export interface QuoteFile {
  fileName: string
  bytes: Uint8Array
}

/** `Quote <experience name> <startAt>.pdf|.xlsx`, without characters a file system refuses. */
export function quoteFileName(name: string, startAt: string, format: 'pdf' | 'excel'): string {
  const base = `Quote ${name} ${startAt}`
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150)
    .trim()
  return `${base}.${format === 'pdf' ? 'pdf' : 'xlsx'}`
}

export async function exportQuote(
  deps: {
    db: Db
    api: Pick<ApiClient, 'experiences'>
    isOffline: () => boolean
    service: () => string | null
  },
  input: z.output<typeof ExportQuoteInput>,
): Promise<QuoteFile> {
  if (deps.isOffline()) {
    throw new DeskError('OFFLINE', 'The service cannot be reached, so the quote cannot be exported now.')
  }
  const service = deps.service()
  const pinned: RequestOptions = service === null ? {} : { service }
  const { experienceId, format, locale, sellingPrice, ...offer } = input
  // The service's quote always prints a price: with no selling price there is no quote without the net.
  if (sellingPrice == null) {
    throw new DeskError(
      'CONFLICT',
      "A quote for the customer shows selling prices only, and this offer has none yet: set the agency's markup and export again.",
    )
  }
  const body = {
    startAt: offer.startAt,
    ...(offer.endAt === undefined ? {} : { endAt: offer.endAt }),
    adults: offer.adults,
    children: offer.children,
    price: sellingPrice.amount,
    currency: sellingPrice.currency,
    extras: offer.extras.map((extra, index) => ({
      name: extra.name,
      adults: extra.adults,
      children: extra.children,
      price: sellingPrice.extras[index] ?? 0,
      currency: sellingPrice.currency,
    })),
    ...(offer.clientFolderReference === undefined
      ? {}
      : { clientFolderReference: offer.clientFolderReference }),
  }
  const exportAndFetch = async (): Promise<DownloadedFile> => {
    const link = await deps.api.experiences.exportOffer(experienceId, format, body, {
      ...pinned,
      ...(locale === undefined ? {} : { locale }),
    })
    return deps.api.experiences.downloadExport(link.downloadUrl, pinned)
  }
  let file: DownloadedFile
  try {
    file = await exportAndFetch()
  } catch (error) {
    // Gone before it was fetched (a slow line, a sleeping computer): a new link, once.
    if (!isServiceError(error) || error.status !== 410) throw error
    file = await exportAndFetch()
  }
  const name =
    (service === null ? null : cachedExperienceName(deps.db, service, experienceId)) ?? experienceId
  return { fileName: quoteFileName(name, offer.startAt, format), bytes: file.bytes }
}
