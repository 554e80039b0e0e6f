import type { ExportQuoteInput } from '../../../../shared/ipc/experiences.contract'
import type { z } from 'zod'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { errorSentence } from '../../ui/errors'

/** What became of an exported quote, in the agent's words (and the download's link in the web host). */
export type QuoteOutcome =
  | { tone: 'ok'; text: string; link: { url: string; fileName: string } | null }
  | { tone: 'error'; text: string }

/**
 * Exports the offer's quote (experiences.exportQuote) and hands the file over as bookings' documents are: saved
 * where the agent chose (desktop), a browser download (web host), or nothing when the dialog was closed.
 */
export async function exportQuote(input: z.input<typeof ExportQuoteInput>): Promise<QuoteOutcome> {
  try {
    const handed = await bridge.invoke('experiences.exportQuote', input)
    const sentence = receiveHandedFile(handed)
    if (sentence === null)
      return { tone: 'ok', text: 'Nothing was saved: the save dialog was closed.', link: null }
    return {
      tone: 'ok',
      text: sentence,
      link: handed.outcome === 'download' ? { url: handed.url, fileName: handed.fileName } : null,
    }
  } catch (error) {
    return {
      tone: 'error',
      text: errorSentence(error, { fallback: 'The quote could not be exported.' }),
    }
  }
}
