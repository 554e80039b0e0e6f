import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { ErrorBody } from '../../../../src/shared/api/errors'
import {
  ImageV3Create,
  ImageV3List,
  ImageV3Patch,
  ImageV3Response,
  SubListQuery,
} from '../../../../src/shared/api/experiences-v3'
import { deleteImage, insertImage, updateImage } from '../experiences/experiences.parts.write'
import { getImage, getImages } from '../experiences/experiences.repo'
import type { ImageRow } from '../experiences/experiences.types'
import { touchExperience } from '../experiences/experiences.write'
import { describeRoute } from '../openapi/registry'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, pathId, requireSupplier } from './access'
import { toImageV3 } from './experiences.view'
import { decodeImageDataUri, type DecodedImage } from './image-data'
import { INVENTORY_TAGS as tags, READ_ERRORS as read } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/images'
const ITEM = `${BASE}/:imageId{[0-9A-Z]+}`

/** The decoded upload, or the 4xx that explains why it is refused (nothing is stored then). */
export function requireImage(data: string): Extract<DecodedImage, { ok: true }> {
  const decoded = decodeImageDataUri(data)
  if (!decoded.ok) {
    throw new ApiError(decoded.error.status, decoded.error.code, decoded.error.message, { param: 'data' })
  }
  return decoded
}

/**
 * Experience images, one per call and addressed by their own id: adding, renaming or removing one leaves the
 * others as they were (only one image is primary, so making one primary takes the flag from the previous one).
 */
export function registerImageRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  const origin = (url: string) => new URL(url).origin
  describeRoute({
    method: 'get',
    path: BASE,
    summary: 'Images of an experience (primary first)',
    tags,
    params: z.object({ id: z.string() }),
    query: SubListQuery,
    response: ImageV3List,
    errors: { ...read, 400: ErrorBody },
  })
  app.get(BASE, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const pagination = paginationParams(searchParams(c.req.url))
    const images = getImages(ctx.db, experience.id)
    return c.json({
      data: images
        .slice(pagination.offset, pagination.offset + pagination.perPage)
        .map((image) => toImageV3(image, origin(c.req.url))),
      meta: paginationMeta(pagination, images.length),
    })
  })

  describeRoute({
    method: 'post',
    path: BASE,
    summary: 'Upload one image: base64 data URI of a JPEG, PNG, GIF or WebP (remote URLs refused)',
    tags,
    params: z.object({ id: z.string() }),
    body: ImageV3Create,
    response: ImageV3Response,
    status: 201,
    errors: { ...read, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
  })
  app.post(BASE, async (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const body = await readJsonBody(c, ImageV3Create)
    const image = requireImage(body.data)
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      // The first image of an experience is its primary one unless told otherwise.
      const primary = body.primary ?? getImages(ctx.db, experience.id).length === 0
      const created = insertImage(ctx.db, {
        experienceId: experience.id,
        name: body.name,
        primary,
        mediaType: image.mediaType,
        data: image.data,
        now,
      })
      touchExperience(ctx.db, experience.id, now)
      return created
    })()
    return c.json({ data: toImageV3(getImage(ctx.db, id) as ImageRow, origin(c.req.url)), meta: null }, 201)
  })

  const ownedImage = (experienceId: number, c: Context<SandboxEnv>): ImageRow => {
    const image = getImage(ctx.db, pathId(c, 'imageId', 'image', 'Image'))
    if (image === null || image.experienceId !== experienceId) {
      throw notFound(`Image ${c.req.param('imageId')} not found.`, {
        param: 'imageId',
        value: c.req.param('imageId'),
      })
    }
    return image
  }

  describeRoute({
    method: 'patch',
    path: ITEM,
    summary: 'Rename an image or make it primary (the file never changes)',
    tags,
    params: z.object({ id: z.string(), imageId: z.string() }),
    body: ImageV3Patch,
    response: ImageV3Response,
    errors: { ...read, 400: ErrorBody, 409: ErrorBody },
  })
  app.patch(ITEM, async (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const image = ownedImage(experience.id, c)
    const body = await readJsonBody(c, ImageV3Patch)
    assertWritable(experience)
    ctx.db.transaction(() => {
      updateImage(ctx.db, image, body)
      touchExperience(ctx.db, experience.id, ctx.clock.now().toISOString())
    })()
    return c.json({ data: toImageV3(getImage(ctx.db, image.id) as ImageRow, origin(c.req.url)), meta: null })
  })

  describeRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Delete one image (the others stay as they are)',
    tags,
    params: z.object({ id: z.string(), imageId: z.string() }),
    status: 204,
    errors: { ...read, 409: ErrorBody },
  })
  app.delete(ITEM, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const image = ownedImage(experience.id, c)
    assertWritable(experience)
    ctx.db.transaction(() => {
      deleteImage(ctx.db, image.id)
      touchExperience(ctx.db, experience.id, ctx.clock.now().toISOString())
    })()
    return c.body(null, 204)
  })
}
