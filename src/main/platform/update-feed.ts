import { parseUpdateInfo } from 'electron-updater/out/providers/Provider'
import semver from 'semver'
import { z } from 'zod'

/**
 * Reads an update feed as electron-updater's generic provider does: a folder on any HTTPS server holding
 * latest-linux.yml (latest.yml for Windows, latest-mac.yml for macOS) beside the installers. The yml is parsed
 * with electron-updater's own parser and the versions compared with semver, so the web host and the tests say
 * what the desktop app's updater will. Downloading and installing stay with electron-updater
 * (platform/electron/updater.ts).
 */
export type UpdateState =
  | { status: 'off' }
  | { status: 'checking' }
  | { status: 'upToDate'; version: string }
  | { status: 'available'; version: string; releaseDate?: string; notes?: string }
  | { status: 'downloading'; version: string; percent: number }
  /** Downloaded: installed when the agent agrees, at quit. */
  | { status: 'ready'; version: string }
  | { status: 'error'; message: string }

export function feedFileName(platform: NodeJS.Platform): string {
  if (platform === 'win32') return 'latest.yml'
  if (platform === 'darwin') return 'latest-mac.yml'
  return 'latest-linux.yml'
}

const feedSchema = z.object({
  version: z.string().refine((value) => semver.valid(value) !== null, 'not a version'),
  files: z.array(z.object({ url: z.string().min(1), sha512: z.string().min(1) })).min(1),
  releaseDate: z.string().optional(),
  releaseNotes: z.string().optional(),
})

/** The feed folder's address with a trailing slash, or a sentence saying why it is not one. */
export function feedFolder(address: string): URL | string {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return 'The update address is not a web address (https://…).'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The update address must start with https://.'
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}

export async function checkUpdateFeed(options: {
  address: string
  currentVersion: string
  platform: NodeJS.Platform
  fetch?: typeof fetch
  timeoutMs?: number
}): Promise<UpdateState> {
  const folder = feedFolder(options.address)
  if (typeof folder === 'string') return { status: 'error', message: folder }
  const file = feedFileName(options.platform)
  const fileUrl = new URL(file, folder)
  let body: string
  try {
    const response = await (options.fetch ?? fetch)(fileUrl, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    })
    if (!response.ok) {
      return { status: 'error', message: `The update server answered ${response.status} for ${file}.` }
    }
    body = await response.text()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 'error', message: `The update server cannot be reached (${reason}).` }
  }
  let parsed: unknown
  try {
    parsed = parseUpdateInfo(body, file, fileUrl)
  } catch {
    return { status: 'error', message: `${file} on the update server is not a valid update description.` }
  }
  const feed = feedSchema.safeParse(parsed)
  if (!feed.success) {
    return {
      status: 'error',
      message: `${file} on the update server lacks a version or its files: it is not an update description.`,
    }
  }
  const { version, releaseDate, releaseNotes } = feed.data
  if (!semver.gt(version, options.currentVersion))
    return { status: 'upToDate', version: options.currentVersion }
  return {
    status: 'available',
    version,
    ...(releaseDate === undefined ? {} : { releaseDate }),
    ...(releaseNotes === undefined ? {} : { notes: releaseNotes }),
  }
}

/** The state in a sentence for the Settings section and the prompt. */
export function describeUpdateState(state: UpdateState): string {
  switch (state.status) {
    case 'off':
      return 'Updates are off: no update address is set.'
    case 'checking':
      return 'Checking for updates…'
    case 'upToDate':
      return `Agency Desk ${state.version} is up to date.`
    case 'available':
      return `Update available: ${state.version}.`
    case 'downloading':
      return `Downloading ${state.version}: ${Math.round(state.percent)}%.`
    case 'ready':
      return `Agency Desk ${state.version} is downloaded and installs when you quit, if you agree.`
    case 'error':
      return state.message
  }
}
