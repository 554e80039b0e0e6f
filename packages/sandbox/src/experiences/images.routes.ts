import type { Hono } from 'hono'
import { z } from 'zod'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { HotelImageV3 } from '../../../../src/shared/api/inventory'
import { decodeId } from '../../../../src/shared/domain/ids'
import { describeRoute } from '../openapi/registry'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { notFound } from '../platform/errors'
import { placeholderPng } from '../platform/png'
import { getImageFile } from './experiences.parts.repo'

/**
 * Seed of a demo picture's generated PNG: offset from the hotel images' so that an experience image and a hotel
 * image with the same number do not look alike.
 */
export const placeholderSeed = (imageId: number): number => 1_000_000 + imageId

/** Experience image files: uploaded bytes as stored, or a generated placeholder for demo pictures. */
export function registerExperienceImageFileRoute(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'get',
    path: '/_sandbox/images/experiences/:file',
    summary: 'An experience image file ({imageId}.{ext}); the URL comes from the image resources',
    tags: ['control plane'],
    auth: false,
    params: z.object({ file: z.string() }),
    responseContentType: HotelImageV3.shape.mediaType.options,
    errors: { 404: ErrorBody },
  })
  app.get('/_sandbox/images/experiences/:file', (c) => {
    const file = c.req.param('file')
    const match = /^([A-Z0-9]+)\.(png|jpg|jpeg|gif|webp)$/.exec(file)
    const id = match === null ? null : decodeId('image', match[1] as string)
    const image = id === null ? null : getImageFile(ctx.db, id)
    if (image === null)
      throw notFound(`Image ${file.slice(0, 60)} not found.`, { param: 'file', value: file.slice(0, 100) })
    const body = image.data ?? placeholderPng(placeholderSeed(image.id))
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': image.data === null ? 'image/png' : (image.mediaType ?? 'application/octet-stream'),
      // An image id never changes content (a new file is a new image): clients may cache it for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
}
