import type { ExportQuoteInput } from '../../../../shared/ipc/experiences.contract'
import type { z } from 'zod'
import type { ChannelOutput } from '../../../../shared/ipc'
import { useDeskMutation } from '../../bridge/desk-query'
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
export function useQuoteExport(): (input: z.input<typeof ExportQuoteInput>) => Promise<QuoteOutcome> {
  const exporting = useDeskMutation('experiences.exportQuote')
  return (input) => exportQuote(() => exporting.mutateAsync(input))
}

async function exportQuote(
  send: () => Promise<ChannelOutput<'experiences.exportQuote'>>,
): Promise<QuoteOutcome> {
  try {
    const handed = await send()
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
