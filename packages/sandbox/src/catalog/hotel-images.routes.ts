import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  HotelImageV3Create,
  HotelImageV3Patch,
  HotelImageV3Response,
  type HotelImageV3,
} from '../../../../src/shared/api/inventory'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { requireImage } from '../inventory/images.routes'
import { requireSupplier } from '../inventory/access'
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { badRequest, notFound } from '../platform/errors'
import { readJsonBody } from '../platform/validation'
import { getHotel } from './hotels.repo'
import { hotelImageUrl } from './hotels.view'
import {
  deleteHotelImage,
  hotelImage,
  insertHotelImage,
  isPrimaryHotelImage,
  updateHotelImage,
  type HotelImageRecord,
} from './hotel-images.repo'
import { visibleOwners } from './visibility'

const BASE = '/api/v3/hotels/:id{[0-9A-Z]+}/images'
const ITEM = `${BASE}/:imageId{[0-9A-Z]+}`
const tags = ['catalog']
const errors = [401, 403, 404, 429]
/** The handlers decode the ids themselves (404 with the parameter's name). */
const imageParams = documented(z.object({ id: z.string(), imageId: z.string() }))

/** The caller's own hotel (its organization or group owns it); a tour-operator key gets 403, anyone else 404. */
function ownedHotelId(c: Context<SandboxEnv>, ctx: SandboxContext): number {
  const organization = requireSupplier(c, 'Hotel image management')
  const value = c.req.param('id') ?? ''
  const id = decodeId('hotel', value)
  const hotel = id === null ? null : getHotel(ctx.db, id)
  const owners = visibleOwners(organization) ?? []
  if (hotel === null || !owners.includes(hotel.organizationId))
    throw notFound(`Hotel ${value.slice(0, 60)} not found.`, { param: 'id', value })
  return hotel.id
}

function ownedImage(c: Context<SandboxEnv>, ctx: SandboxContext, hotelId: number): HotelImageRecord {
  const value = c.req.param('imageId') ?? ''
  const id = decodeId('image', value)
  const image = id === null ? null : hotelImage(ctx.db, id)
  if (image === null || image.hotelId !== hotelId)
    throw notFound(`Image ${value.slice(0, 60)} not found.`, { param: 'imageId', value })
  return image
}

/** primary and kind say the same thing; when both are sent they must agree. */
function wantsPrimary(body: {
  primary?: boolean | undefined
  kind?: 'primary' | 'secondary' | undefined
}): boolean | undefined {
  const fromKind = body.kind === undefined ? undefined : body.kind === 'primary'
  if (body.primary !== undefined && fromKind !== undefined && body.primary !== fromKind) {
    throw badRequest('VALIDATION_ERROR', 'primary and kind disagree.', {
      issues: [{ path: 'kind', message: 'primary and kind disagree' }],
    })
  }
  return body.primary ?? fromKind
}

function view(ctx: SandboxContext, image: HotelImageRecord, origin: string): HotelImageV3 {
  const primary = isPrimaryHotelImage(ctx.db, image)
  return {
    id: encodeId('image', image.id),
    hotelId: encodeId('hotel', image.hotelId),
    name: image.name,
    url: hotelImageUrl(origin, image),
    primary,
    kind: primary ? 'primary' : 'secondary',
    mediaType: (image.mediaType ?? 'image/png') as HotelImageV3['mediaType'],
  }
}

/**
 * POST, PATCH, DELETE /api/v3/hotels/{id}/images/...: one image per call, by its own id, for the hotel's owner.
 * The catalog's GET /api/v3/hotels/{id} shows the result (main picture first).
 */
export function registerHotelImageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const origin = (c: Context<SandboxEnv>) => new URL(c.req.url).origin
  const add = createRoute({
    method: 'post',
    path: BASE,
    summary: 'Add one image to an own hotel (base64 data URI; JPEG, PNG, GIF, WebP)',
    tags,
    request: { params: documented(z.object({ id: z.string() })), body: jsonBody(HotelImageV3Create) },
    responses: responses(json(HotelImageV3Response, 201), ...errors, 400, 413, 415, 422),
  })
  app.openapi(add, async (c) => {
    const hotelId = ownedHotelId(c, ctx)
    const body = await readJsonBody(c, HotelImageV3Create)
    const primary = wantsPrimary(body) ?? false
    const image = requireImage(body.data)
    const id = ctx.db.transaction(() =>
      insertHotelImage(ctx.db, {
        hotelId,
        name: body.name,
        primary,
        mediaType: image.mediaType,
        data: image.data,
      }),
    )()
    return c.json({ data: view(ctx, hotelImage(ctx.db, id) as HotelImageRecord, origin(c)), meta: null }, 201)
  })

  const rename = createRoute({
    method: 'patch',
    path: ITEM,
    summary: 'Rename an image or make it the main picture',
    tags,
    request: { params: imageParams, body: jsonBody(HotelImageV3Patch) },
    responses: responses(json(HotelImageV3Response), ...errors, 400),
  })
  app.openapi(rename, async (c) => {
    const hotelId = ownedHotelId(c, ctx)
    const image = ownedImage(c, ctx, hotelId)
    const body = await readJsonBody(c, HotelImageV3Patch)
    const primary = wantsPrimary(body)
    ctx.db.transaction(() =>
      updateHotelImage(ctx.db, image, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(primary !== undefined ? { primary } : {}),
      }),
    )()
    return c.json({
      data: view(ctx, hotelImage(ctx.db, image.id) as HotelImageRecord, origin(c)),
      meta: null,
    })
  })

  const remove = createRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Delete one image of an own hotel',
    tags,
    request: { params: imageParams },
    responses: responses(noContent(), ...errors),
  })
  app.openapi(remove, (c) => {
    const hotelId = ownedHotelId(c, ctx)
    const image = ownedImage(c, ctx, hotelId)
    ctx.db.transaction(() => deleteHotelImage(ctx.db, image))()
    return c.body(null, 204)
  })
}
