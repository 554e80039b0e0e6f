import type { ExperienceV1Update } from '../../../../src/shared/api/experiences-v1-manage'
import { deleteImage, insertImage, updateImage } from '../experiences/experiences.parts.write'
import { getImages } from '../experiences/experiences.repo'
import type { SandboxContext } from '../platform/context'
import { ApiError } from '../platform/errors'
import { syncAttachments, type Attachment } from './attachments-sync'
import type { ImageMediaType } from './image-data'

/** The v1 `attachments` of an experience write: checked first (planAttachments), then written (applyAttachments). */
export type Plan = Extract<ReturnType<typeof syncAttachments>, { ok: true }>

/**
 * The experience's own pictures (day pictures belong to their program day) after the v1 sync rules, checked before
 * anything is written: an invalid entry refuses the whole update.
 */
export function planAttachments(
  ctx: SandboxContext,
  experienceId: number,
  attachments: ExperienceV1Update['attachments'],
  mode: 'create' | 'update',
): Plan {
  const current: Attachment[] = getImages(ctx.db, experienceId)
    .filter((image) => image.programId === null)
    .map((image) => ({
      id: image.id,
      displayName: image.name,
      kind: image.primary ? 'primary' : 'secondary',
      mediaType: (image.mediaType ?? 'image/png') as ImageMediaType,
      // Kept images keep their stored file: the sync only ever reads the bytes of new ones.
      data: Buffer.alloc(0),
    }))
  // New images get negative ids until the store numbers them.
  let provisional = 0
  const plan = syncAttachments(current, attachments, { mode, nextId: () => --provisional })
  if (!plan.ok) {
    throw new ApiError(plan.error.status, plan.error.code, plan.error.message, {
      param: `attachments[${plan.error.index}]`,
    })
  }
  return plan
}

export function applyAttachments(ctx: SandboxContext, experienceId: number, plan: Plan, now: string): void {
  for (const id of plan.deleted) deleteImage(ctx.db, id)
  // The main picture last: making an image primary takes the flag from every other one.
  const ordered = [...plan.collection].sort(
    (a, b) => Number(a.kind === 'primary') - Number(b.kind === 'primary'),
  )
  for (const image of ordered) {
    const primary = image.kind === 'primary'
    if (image.id < 0) {
      insertImage(ctx.db, {
        experienceId,
        name: image.displayName,
        primary,
        mediaType: image.mediaType,
        data: image.data,
        now,
      })
    } else {
      updateImage(ctx.db, { id: image.id, experienceId }, { name: image.displayName, primary })
    }
  }
}
