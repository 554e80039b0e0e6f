import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { HotelImageV3 } from '../../../../src/shared/api/inventory'
import { decodeId } from '../../../../src/shared/domain/ids'
import { documented, download, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import { placeholderPng } from '../platform/png'
import { getImageFile } from './experiences.parts.repo'

/**
 * Seed of a demo picture's generated PNG: offset from the hotel images' so that an experience image and a hotel
 * image with the same number do not look alike.
 */
export const placeholderSeed = (imageId: number): number => 1_000_000 + imageId

/** Experience image files: uploaded bytes as stored, or a generated placeholder for demo pictures. */
export function registerExperienceImageFileRoute(app: SandboxApp, ctx: SandboxContext): void {
  const imageFile = createRoute({
    method: 'get',
    path: '/_sandbox/images/experiences/:file',
    summary: 'An experience image file ({imageId}.{ext}); the URL comes from the image resources',
    tags: ['control plane'],
    security: [],
    // Document only: a name that is not {imageId}.{ext} answers the handler's 404, not a validation error.
    request: { params: documented(z.object({ file: z.string() })) },
    responses: responses(download(HotelImageV3.shape.mediaType.options), 404),
  })
  app.openapi(imageFile, (c) => {
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
