import type { AttachmentV1Input, ImageKind } from '../../../../src/shared/api/inventory'
import { decodeId } from '../../../../src/shared/domain/ids'
import { decodeImageDataUri, type DecodedImage, type ImageMediaType } from './image-data'

/**
 * The v1 image collection sync rules (spec, "Image collection sync on v1 endpoints"), as a pure function over an
 * image collection:
 *
 * 1. an entry without `id` creates an image from its base64 data URL; an external URL is skipped (reported);
 * 2. an entry with `id` updates metadata only (displayName, kind); its imageUrl, if any, is ignored;
 * 3. on update, an existing image whose id is absent from the array is deleted;
 * 4. `attachments: []` deletes every image, an omitted field (undefined) leaves the collection untouched;
 * 5. JPEG, PNG, GIF and WebP only, checked by content; kinds `primary` and `secondary`.
 *
 * In a create (POST) only new images may be given: an entry with an id is an error. Any invalid entry refuses the
 * whole sync (nothing half-applied). The sandbox exposes no v1 entity with `attachments[]` (see README), so this
 * is the ready, tested rule set for when one appears.
 */
export interface Attachment {
  id: number
  displayName: string
  kind: ImageKind
  mediaType: ImageMediaType
  data: Buffer
}

export interface SyncError {
  status: 400 | 413 | 415 | 422
  code: string
  message: string
  index: number
}

export type SyncResult =
  | {
      ok: true
      collection: Attachment[]
      created: number[]
      updated: number[]
      deleted: number[]
      /** Entries left out (external URLs), by their index in the request. */
      skipped: Array<{ index: number; reason: 'external_url' }>
    }
  | { ok: false; error: SyncError }

const KINDS: readonly ImageKind[] = ['primary', 'secondary']

export function syncAttachments(
  existing: readonly Attachment[],
  incoming: readonly AttachmentV1Input[] | undefined,
  options: { mode: 'create' | 'update'; nextId: () => number; decode?: (value: string) => DecodedImage },
): SyncResult {
  const unchanged = {
    ok: true as const,
    collection: [...existing],
    created: [],
    updated: [],
    deleted: [],
    skipped: [],
  }
  if (incoming === undefined) return unchanged
  const decode = options.decode ?? ((value: string) => decodeImageDataUri(value))
  const error = (index: number, status: SyncError['status'], code: string, message: string): SyncResult => ({
    ok: false,
    error: { status, code, message, index },
  })
  const byId = new Map(existing.map((image) => [image.id, image]))
  const kept = new Map<number, Attachment>()
  const added: Attachment[] = []
  const skipped: Array<{ index: number; reason: 'external_url' }> = []
  const updated: number[] = []
  for (const [index, entry] of incoming.entries()) {
    const kind = entry.kind === undefined ? undefined : entry.kind.toLowerCase()
    if (kind !== undefined && !KINDS.includes(kind as ImageKind)) {
      return error(
        index,
        400,
        'INVALID_ATTACHMENT_KIND',
        `attachments[${index}].kind must be primary or secondary.`,
      )
    }
    if (entry.id !== undefined) {
      if (options.mode === 'create') {
        return error(
          index,
          400,
          'VALIDATION_ERROR',
          `attachments[${index}] has an id: a create only takes new images.`,
        )
      }
      const id = decodeId('image', entry.id)
      const current = id === null ? undefined : byId.get(id)
      if (current === undefined) {
        return error(
          index,
          400,
          'UNKNOWN_ATTACHMENT',
          `attachments[${index}].id is not an image of this entity.`,
        )
      }
      kept.set(current.id, {
        ...current,
        displayName: entry.displayName ?? current.displayName,
        kind: (kind as ImageKind | undefined) ?? current.kind,
      })
      updated.push(current.id)
      continue
    }
    const decoded = decode(entry.imageUrl ?? '')
    if (!decoded.ok) {
      if (decoded.error.code === 'REMOTE_IMAGE_NOT_ALLOWED') {
        skipped.push({ index, reason: 'external_url' })
        continue
      }
      return error(
        index,
        decoded.error.status,
        decoded.error.code,
        `attachments[${index}]: ${decoded.error.message}`,
      )
    }
    added.push({
      id: options.nextId(),
      displayName: entry.displayName ?? `Image ${index + 1}`,
      kind: (kind as ImageKind | undefined) ?? 'secondary',
      mediaType: decoded.mediaType,
      data: decoded.data,
    })
  }
  // A create adds to what exists (nothing, usually); an update keeps only the ids it names.
  const base =
    options.mode === 'create'
      ? [...existing]
      : existing.filter((image) => kept.has(image.id)).map((image) => kept.get(image.id) as Attachment)
  const deleted =
    options.mode === 'create' ? [] : existing.filter((image) => !kept.has(image.id)).map((image) => image.id)
  const collection = [...base, ...added]
  // One main picture at most: the last entry that asks for it wins, the others become secondary.
  const primaries = collection.filter((image) => image.kind === 'primary')
  const winner = primaries[primaries.length - 1]
  const normalized = collection.map((image) =>
    image.kind === 'primary' && image !== winner ? { ...image, kind: 'secondary' as const } : image,
  )
  return {
    ok: true,
    collection: normalized,
    created: added.map((image) => image.id),
    updated,
    deleted,
    skipped,
  }
}
