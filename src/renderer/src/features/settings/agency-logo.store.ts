import { create } from 'zustand'
import { MAX_LOGO_BYTES } from '../../../../shared/ipc/vouchers.contract'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/**
 * The agency's logo, kept by main (a PNG or JPEG of at most 512 KB, checked by its content there). The screen
 * only holds main's preview and what went wrong, in words.
 */

const LOGO_TYPES = ['image/png', 'image/jpeg']

interface AgencyLogoState {
  /** A data URL of the logo main keeps; null when there is none. */
  logo: string | null
  status: 'idle' | 'loading' | 'saving'
  error: string | null
  load(): Promise<void>
  /** Checks the file's size and type here for a quick answer; main checks its content before keeping it. */
  choose(file: File): Promise<void>
  /** A file the drop zone refused (its type or size), in words. */
  refuse(file: { name: string; size: number; type: string }): void
  clear(): Promise<void>
}

function sizeWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`
}

/** Why a file cannot be the logo, before it is sent; null when it may be. */
export function logoFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!LOGO_TYPES.includes(file.type))
    return `“${file.name}” is not a PNG or JPEG image${file.type === 'image/svg+xml' ? ' (SVG cannot be printed on vouchers)' : ''}: choose a PNG or JPEG file.`
  if (file.size > MAX_LOGO_BYTES)
    return `“${file.name}” is ${sizeWords(file.size)}: the logo can be at most 512 KB. Save it smaller and choose it again.`
  return null
}

const message = (error: unknown) =>
  errorSentence(error, { fallback: 'Agency Desk could not complete this. Try again.' })

export const useAgencyLogoStore = create<AgencyLogoState>((set) => ({
  logo: null,
  status: 'idle',
  error: null,
  async load() {
    set({ status: 'loading' })
    try {
      set({ logo: (await bridge.invoke('agency.logo')).logo, error: null })
    } catch (error) {
      set({ error: `The logo could not be read: ${message(error)}` })
    } finally {
      set({ status: 'idle' })
    }
  },
  async choose(file) {
    const problem = logoFileProblem(file)
    if (problem !== null) {
      set({ error: problem })
      return
    }
    set({ status: 'saving', error: null })
    try {
      const { logo } = await bridge.invoke('agency.setLogo', {
        fileName: file.name,
        file: await bridge.file(file),
      })
      set({ logo })
    } catch (error) {
      set({ error: `“${file.name}” was not kept: ${message(error)}` })
    } finally {
      set({ status: 'idle' })
    }
  },
  refuse(file) {
    set({ error: logoFileProblem(file) ?? `“${file.name}” cannot be used as the logo.` })
  },
  async clear() {
    set({ status: 'saving', error: null })
    try {
      set({ logo: (await bridge.invoke('agency.clearLogo')).logo })
    } catch (error) {
      set({ error: `The logo could not be removed: ${message(error)}` })
    } finally {
      set({ status: 'idle' })
    }
  },
}))
