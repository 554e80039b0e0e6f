import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { HotelImageV3 } from '../../../../src/shared/api/inventory'
import { decodeId } from '../../../../src/shared/domain/ids'
import { documented, download, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import { placeholderPng } from '../platform/png'
import { getHotelImageFile } from './hotels.repo'

/**
 * Hotel image files. The demo catalog has no photographs, so each image is a small generated PNG (a colour
 * gradient derived from the image id): real bytes a client can download, cache and show, without network access.
 * An image a later endpoint stored with its own bytes is served as stored.
 */
export function registerImageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const file = createRoute({
    method: 'get',
    path: '/_sandbox/images/hotels/:file',
    summary: 'A hotel image file ({imageId}.png); the URL comes from the catalog item',
    tags: ['control plane'],
    security: [],
    request: { params: documented(z.object({ file: z.string() })) },
    responses: responses(download(HotelImageV3.shape.mediaType.options), 404),
  })
  app.openapi(file, (c) => {
    const file = c.req.param('file')
    const match = /^([A-Z0-9]+)\.(png|jpg|jpeg|gif|webp)$/.exec(file)
    const id = match === null ? null : decodeId('image', match[1] as string)
    const image = id === null ? null : getHotelImageFile(ctx.db, id)
    if (image === null)
      throw notFound(`Image ${file.slice(0, 60)} not found.`, { param: 'file', value: file.slice(0, 100) })
    const body = image.data ?? placeholderPng(image.id)
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': image.data === null ? 'image/png' : (image.mediaType ?? 'application/octet-stream'),
      // Image ids never change content: clients may cache them for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
}
