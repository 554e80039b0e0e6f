import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
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
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, pathId, requireSupplier } from './access'
import { toImageV3 } from './experiences.view'
import { decodeImageDataUri, type DecodedImage } from './image-data'
import { INVENTORY_TAGS as tags } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/images'
const ITEM = `${BASE}/:imageId{[0-9A-Z]+}`
/** What every route here may refuse: no or a bad key, a tour operator's key, someone else's id, too many calls. */
const READ = [401, 403, 404, 429] as const
const experienceParams = z.object({ id: z.string() })
const imageParams = z.object({ id: z.string(), imageId: z.string() })

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
export function registerImageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const origin = (url: string) => new URL(url).origin
  // Parameters and bodies are documented only: the handlers check scope (403) and ownership (404) before them.
  const list = createRoute({
    method: 'get',
    path: BASE,
    summary: 'Images of an experience (primary first)',
    tags,
    request: { params: experienceParams, query: documented(SubListQuery) },
    responses: responses(json(ImageV3List), ...READ, 400),
  })
  app.openapi(list, (c) => {
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

  const upload = createRoute({
    method: 'post',
    path: BASE,
    summary: 'Upload one image: base64 data URI of a JPEG, PNG, GIF or WebP (remote URLs refused)',
    tags,
    request: { params: experienceParams, body: jsonBody(ImageV3Create) },
    responses: responses(json(ImageV3Response, 201), ...READ, 400, 409, 413, 415, 422),
  })
  app.openapi(upload, async (c) => {
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

  const update = createRoute({
    method: 'patch',
    path: ITEM,
    summary: 'Rename an image or make it primary (the file never changes)',
    tags,
    request: { params: imageParams, body: jsonBody(ImageV3Patch) },
    responses: responses(json(ImageV3Response), ...READ, 400, 409),
  })
  app.openapi(update, async (c) => {
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

  const remove = createRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Delete one image (the others stay as they are)',
    tags,
    request: { params: imageParams },
    responses: responses(noContent(), ...READ, 409),
  })
  app.openapi(remove, (c) => {
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
