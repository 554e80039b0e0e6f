import type { Hono } from 'hono'
import { z } from 'zod'
import { ErrorBody } from '../../shared/api/errors'
import {
  ExperienceV1Update,
  LocaleQuery,
  PromotionV3,
  type Difficulty,
  type ExperienceType,
  type ExperienceV3Patch,
} from '../../shared/api/experiences-v3'
import { decodeId } from '../../shared/domain/ids'
import { deleteImage, insertImage, updateImage } from '../experiences/experiences.parts.write'
import { getExperience, getImages, getPromotions, isReadableBy } from '../experiences/experiences.repo'
import { updateExperienceColumns, writeTexts } from '../experiences/experiences.write'
import { describeRoute } from '../openapi/registry'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, notFound } from '../platform/errors'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, requireSupplier, writeLocale } from './access'
import { syncAttachments, type Attachment } from './attachments-sync'
import { experienceWrite } from './experiences.input'
import { toPromotionV3 } from './experiences.view'
import type { ImageMediaType } from './image-data'
import { READ_ERRORS as read, WRITE_ERRORS as write } from './route-docs'

const tags = ['inventory', 'deprecated v1']
const params = z.object({ id: z.string() })

/**
 * The v1 experience endpoints of the spec's versioning table that v3 replaced but that keep working (deprecated):
 * the update `PUT /api/v1/experiences/{id}` (v3: PATCH) and `GET /api/v1/promotions/{experienceId}/list` (v3:
 * GET .../promotions). Both act on the same rows as their v3 twins.
 */
export function registerV1InventoryRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'put',
    path: '/api/v1/experiences/:id',
    summary:
      'Deprecated v1 update (v3: PATCH): the keys sent change; `attachments` replaces the image collection. Empty answer',
    tags,
    params,
    query: LocaleQuery,
    body: ExperienceV1Update,
    errors: { ...write, 415: ErrorBody, 422: ErrorBody },
  })
  app.put('/api/v1/experiences/:id{[0-9A-Z]+}', async (c) => {
    const owner = requireSupplier(c, 'The v1 experience update')
    const existing = ownedExperience(c, ctx, owner)
    const locale = writeLocale(c)
    const {
      attachments,
      organizationId: _ownerFromKey,
      type,
      difficulty,
      ...rest
    } = await readJsonBody(c, ExperienceV1Update)
    const patch: ExperienceV3Patch = {
      ...rest,
      type: type?.toLowerCase() as ExperienceType | undefined,
      difficulty: typeof difficulty === 'string' ? (difficulty.toLowerCase() as Difficulty) : difficulty,
    }
    const { columns, texts } = experienceWrite(patch, {
      replace: false,
      ownerCurrency: owner.currency,
      existing,
    })
    assertWritable(existing)
    const images = planAttachments(ctx, existing.id, attachments)
    const now = ctx.clock.now().toISOString()
    ctx.db.transaction(() => {
      updateExperienceColumns(ctx.db, existing.id, columns, now)
      writeTexts(ctx.db, existing.id, locale, texts, false)
      applyAttachments(ctx, existing.id, images, now)
    })()
    return c.body(null, 200)
  })

  describeRoute({
    method: 'get',
    path: '/api/v1/promotions/:experienceId/list',
    summary: 'Deprecated v1 list of an experience’s promotions (v3: GET /api/v3/experiences/{id}/promotions)',
    tags,
    params: z.object({ experienceId: z.string() }),
    response: z.array(PromotionV3),
    errors: read,
  })
  app.get('/api/v1/promotions/:experienceId{[0-9A-Z]+}/list', (c) => {
    const caller = c.get('caller').organization
    const raw = c.req.param('experienceId')
    const id = decodeId('experience', raw)
    const row = id === null ? null : getExperience(ctx.db, id)
    // As on the other v1 experience reads: a tour operator sees available experiences, a supplier also its own.
    const visible =
      row !== null &&
      (caller.scope === 'to'
        ? row.state === 'available'
        : isReadableBy(row, { organizationId: caller.id, scope: caller.scope }))
    if (row === null || !visible) {
      throw notFound(`Experience ${raw.slice(0, 60)} not found.`, {
        param: 'experienceId',
        value: raw.slice(0, 100),
      })
    }
    return c.json(getPromotions(ctx.db, row.id).map(toPromotionV3))
  })
}

type Plan = Extract<ReturnType<typeof syncAttachments>, { ok: true }>

/**
 * The experience's own pictures (day pictures belong to their program day) after the v1 sync rules, checked before
 * anything is written: an invalid entry refuses the whole update.
 */
function planAttachments(
  ctx: SandboxContext,
  experienceId: number,
  attachments: ExperienceV1Update['attachments'],
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
  const plan = syncAttachments(current, attachments, { mode: 'update', nextId: () => --provisional })
  if (!plan.ok) {
    throw new ApiError(plan.error.status, plan.error.code, plan.error.message, {
      param: `attachments[${plan.error.index}]`,
    })
  }
  return plan
}

function applyAttachments(ctx: SandboxContext, experienceId: number, plan: Plan, now: string): void {
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
