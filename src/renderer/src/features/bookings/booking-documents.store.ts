import { create } from 'zustand'
import { checkUpload } from '../../../../shared/domain/documents'
import { bridge } from '../../bridge'
import { deskKey, deskQueryClient, invalidateSoon, type DeskKeyPrefix } from '../../bridge/desk-query'
import { receiveHandedFile } from '../../ui/hand-over'
import { errorSentence } from '../../ui/errors'

/**
 * The booking's documents: the list is a query (`bookings.documents`); here are handing one to the agent (save or
 * open) and attaching a new one. An upload is checked here first (empty, too large, wrong type by content) so that
 * nothing is sent that main would refuse.
 */
export const documentsKey = (bookingId: string): DeskKeyPrefix => deskKey('bookings.documents', { bookingId })

export interface UploadProgress {
  fileName: string
  phase: 'reading' | 'sending'
  /** 0-100 over both phases: reading is the first half, sending the second. */
  percent: number
}

/** What the last action said, for the agent. */
export type DocumentNotice = { tone: 'ok' | 'error'; text: string } | null

interface DocumentsState {
  /** The booking whose documents are shown: the actions below are about it. */
  bookingId: string | null
  busyId: string | null
  upload: UploadProgress | null
  notice: DocumentNotice
  /** Another booking's documents are shown: what was said about the last one goes. */
  show(bookingId: string): void
  save(documentId: string): Promise<void>
  open(documentId: string): Promise<void>
  attach(file: File): Promise<void>
  dismiss(): void
}

const message = (error: unknown, fallback: string) => errorSentence(error, { fallback })

/** The file's bytes, reporting how much was read. */
function readBytes(file: File, onProgress: (share: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    reader.onerror = () => reject(new Error('The file could not be read from this computer.'))
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(file)
  })
}

export const useDocumentsStore = create<DocumentsState>((set, get) => ({
  bookingId: null,
  busyId: null,
  upload: null,
  notice: null,
  show(bookingId) {
    if (get().bookingId !== bookingId) set({ bookingId, busyId: null, notice: null, upload: null })
  },
  async save(documentId) {
    const { bookingId } = get()
    if (bookingId === null) return
    set({ busyId: documentId, notice: null })
    try {
      const sentence = receiveHandedFile(
        await bridge.invoke('bookings.saveDocument', { bookingId, documentId }),
      )
      if (sentence !== null) set({ notice: { tone: 'ok', text: sentence } })
      invalidateSoon([documentsKey(bookingId)])
    } catch (error) {
      set({ notice: { tone: 'error', text: message(error, 'The document could not be saved.') } })
    } finally {
      set({ busyId: null })
    }
  },
  async open(documentId) {
    const { bookingId } = get()
    if (bookingId === null) return
    set({ busyId: documentId, notice: null })
    try {
      const { opened } = await bridge.invoke('bookings.openDocument', { bookingId, documentId })
      set({
        notice: opened
          ? { tone: 'ok', text: 'Opened with the viewer of this computer.' }
          : {
              tone: 'error',
              text: 'Documents cannot be opened from here on this platform: use Save, then open the file.',
            },
      })
      invalidateSoon([documentsKey(bookingId)])
    } catch (error) {
      set({ notice: { tone: 'error', text: message(error, 'The document could not be opened.') } })
    } finally {
      set({ busyId: null })
    }
  },
  async attach(file) {
    const { bookingId } = get()
    if (bookingId === null) return
    const fileName = file.name
    set({ upload: { fileName, phase: 'reading', percent: 0 }, notice: null })
    try {
      const bytes = await readBytes(file, (share) =>
        set({ upload: { fileName, phase: 'reading', percent: Math.round(share * 50) } }),
      )
      const check = checkUpload(bytes)
      if (!check.ok) {
        set({
          upload: null,
          notice: { tone: 'error', text: `${fileName} was not attached: ${check.reason}` },
        })
        return
      }
      set({ upload: { fileName, phase: 'sending', percent: 60 } })
      // Handed over as a file (its path, or an upload to the web host): main reads and checks it again.
      const handed = await bridge.file(file)
      const added = await bridge.invoke('bookings.uploadDocument', { bookingId, fileName, file: handed })
      set({ upload: { fileName, phase: 'sending', percent: 100 } })
      // The list shows the new document before the progress goes.
      await deskQueryClient.invalidateQueries({ queryKey: documentsKey(bookingId) })
      set({ upload: null, notice: { tone: 'ok', text: `${added.fileName} is attached to the booking.` } })
    } catch (error) {
      set({
        upload: null,
        notice: { tone: 'error', text: `${fileName} was not attached: ${message(error, 'try again.')}` },
      })
    }
  },
  dismiss() {
    set({ notice: null })
  },
}))
