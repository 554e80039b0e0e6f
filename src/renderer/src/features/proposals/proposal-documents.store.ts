import { notifications } from '@mantine/notifications'
import { create } from 'zustand'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'
import { receiveHandedFile } from '../../ui/hand-over'

export interface DocumentNotice {
  tone: 'ok' | 'error'
  text: string
}

interface ProposalDocumentsState {
  proposalId: string | null
  busy: 'pdf' | 'email' | null
  notice: DocumentNotice | null
  print(id: string): Promise<void>
  email(id: string): Promise<void>
}

/**
 * The proposal's PDF and e-mail draft, made by main (offline too). The PDF is handed over as the voucher is: saved
 * where the agent chose in the desktop app, a download in the web host. The e-mail draft (.eml, the PDF attached)
 * opens in the system's mail program in the desktop app and is a download in the web host.
 */
export const useProposalDocumentsStore = create<ProposalDocumentsState>((set) => ({
  proposalId: null,
  busy: null,
  notice: null,
  async print(id) {
    set({ proposalId: id, busy: 'pdf', notice: null })
    try {
      const handed = await bridge.invoke('proposals.document', { id })
      const sentence = receiveHandedFile(handed)
      set({ notice: sentence === null ? null : { tone: 'ok', text: `Proposal PDF ready. ${sentence}` } })
    } catch (error) {
      set({
        notice: {
          tone: 'error',
          text: errorSentence(error, { fallback: 'The proposal PDF could not be made.' }),
        },
      })
    } finally {
      set({ busy: null })
    }
  },
  async email(id) {
    set({ proposalId: id, busy: 'email', notice: null })
    try {
      const draft = await bridge.invoke('proposals.emailDraft', { id })
      if (draft.outcome === 'cancelled') set({ notice: null })
      else if (draft.outcome === 'opened') {
        notifications.show({
          color: 'teal',
          title: 'E-mail draft opened',
          message: `${draft.fileName} is open in your mail program, the PDF attached.`,
        })
        set({ notice: null })
      } else {
        const sentence = receiveHandedFile({ ...draft, source: 'cache' })
        set({ notice: { tone: 'ok', text: `E-mail draft ready. ${sentence ?? ''}`.trim() } })
      }
    } catch (error) {
      set({
        notice: {
          tone: 'error',
          text: errorSentence(error, { fallback: 'The e-mail draft could not be made.' }),
        },
      })
    } finally {
      set({ busy: null })
    }
  },
}))
