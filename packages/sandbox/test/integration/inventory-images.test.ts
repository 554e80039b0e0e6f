import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import {
  ExperienceV3Response,
  ImageV3List,
  ImageV3Response,
  type ImageV3,
} from '../../../../src/shared/api/experiences-v3'
import { sampleGif, sampleJpeg, samplePng, sampleWebp, toDataUri } from '../../src/inventory/sample-images'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { inventorySandbox } from './inventory.fixtures'

const { call, dmc, server } = inventorySandbox()
let experienceId: string
let path: string
beforeAll(async () => {
  const created = await dmc('/api/v3/experiences', {
    method: 'POST',
    body: { name: 'Gallery', type: 'activity' },
  })
  experienceId = ExperienceV3Response.parse(created.json).data.id
  path = `/api/v3/experiences/${experienceId}/images`
})

const list = async () => ImageV3List.parse((await dmc(path)).json).data
const upload = async (name: string, data: string, primary?: boolean): Promise<ImageV3> => {
  const response = await dmc(path, {
    method: 'POST',
    body: { name, data, ...(primary === undefined ? {} : { primary }) },
  })
  expect(response.status).toBe(201)
  return ImageV3Response.parse(response.json).data
}
/** A refused upload: a clear 4xx with its code, and the collection exactly as before. */
const refused = async (body: unknown, status: number, code: string) => {
  const before = await list()
  const response = await dmc(path, { method: 'POST', body })
  expect(response.status).toBe(status)
  const error = ErrorBody.parse(response.json)
  expect(error.code).toBe(code)
  expect(error.message.length).toBeGreaterThan(10)
  expect(await list()).toEqual(before)
  return error
}

describe('experience images', () => {
  it('uploads JPEG, PNG, GIF and WebP one at a time, recognised by content; the first is primary', async () => {
    const png = await upload('Facade', toDataUri(samplePng(), 'image/png'))
    // The declared type does not matter: the bytes decide.
    const jpeg = await upload('Terrace', toDataUri(sampleJpeg(), 'application/octet-stream'))
    const gif = await upload('Animated', toDataUri(sampleGif(), 'image/gif'))
    const webp = await upload('Night', toDataUri(sampleWebp(), 'image/webp'))
    expect([png, jpeg, gif, webp].map((image) => [image.mediaType, image.primary])).toEqual([
      ['image/png', true],
      ['image/jpeg', false],
      ['image/gif', false],
      ['image/webp', false],
    ])
    expect(jpeg.byteSize).toBe(sampleJpeg().length)
    const file = await fetch(jpeg.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await file.arrayBuffer()).equals(sampleJpeg())).toBe(true)
    expect((await list()).map((image) => image.id)).toEqual([png.id, jpeg.id, gif.id, webp.id])
    expect(
      ExperienceV3Response.parse((await dmc(`/api/v3/experiences/${experienceId}`)).json).data.imagesCount,
    ).toBe(4)
  })

  it('refuses a non-image (415), a truncated image (422), a remote URL (400), bad base64 (400) and leaves the others', async () => {
    await refused(
      { name: 'Text', data: toDataUri(Buffer.from('just some text, not a picture'), 'image/png') },
      415,
      'UNSUPPORTED_IMAGE_TYPE',
    )
    await refused(
      { name: 'PDF', data: toDataUri(Buffer.from('%PDF-1.4\n...'), 'application/pdf') },
      415,
      'UNSUPPORTED_IMAGE_TYPE',
    )
    const png = samplePng(11)
    await refused(
      { name: 'Cut PNG', data: toDataUri(png.subarray(0, png.length - 20), 'image/png') },
      422,
      'INVALID_IMAGE',
    )
    const jpeg = sampleJpeg()
    await refused(
      { name: 'Cut JPEG', data: toDataUri(jpeg.subarray(0, jpeg.length - 2), 'image/jpeg') },
      422,
      'INVALID_IMAGE',
    )
    await refused(
      { name: 'Cut GIF', data: toDataUri(sampleGif().subarray(0, 30), 'image/gif') },
      422,
      'INVALID_IMAGE',
    )
    const corrupt = Buffer.from(png)
    corrupt[40] = (corrupt[40] as number) ^ 0xff
    await refused({ name: 'Corrupt PNG', data: toDataUri(corrupt, 'image/png') }, 422, 'INVALID_IMAGE')
    await refused(
      { name: 'Remote', data: 'https://images.example.com/photo.jpg' },
      400,
      'REMOTE_IMAGE_NOT_ALLOWED',
    )
    await refused({ name: 'Remote', data: '//images.example.com/photo.jpg' }, 400, 'REMOTE_IMAGE_NOT_ALLOWED')
    await refused({ name: 'Bad', data: 'data:image/png;base64,@@@@' }, 400, 'INVALID_IMAGE_DATA')
    await refused({ name: 'Not base64', data: 'data:image/png,rawbytes' }, 400, 'INVALID_IMAGE_DATA')
    await refused({ name: 'No data' }, 400, 'VALIDATION_ERROR')
  })

  it('refuses an oversized image (413 IMAGE_TOO_LARGE) and an oversized body (413 PAYLOAD_TOO_LARGE)', async () => {
    const big = Buffer.alloc(5.5 * 1024 * 1024, 7)
    samplePng().copy(big, 0, 0, 8)
    await refused({ name: 'Huge', data: toDataUri(big, 'image/png') }, 413, 'IMAGE_TOO_LARGE')
    await refused(
      { name: 'Huger', data: toDataUri(Buffer.alloc(7 * 1024 * 1024, 1), 'image/png') },
      413,
      'PAYLOAD_TOO_LARGE',
    )
  })

  it('renames and makes primary one image at a time; deleting one leaves the rest alone', async () => {
    const [first, second, third] = await list()
    if (first === undefined || second === undefined || third === undefined) throw new Error('images missing')
    const renamed = ImageV3Response.parse(
      (await dmc(`${path}/${second.id}`, { method: 'PATCH', body: { name: 'Sunny terrace' } })).json,
    ).data
    expect(renamed).toEqual({ ...second, name: 'Sunny terrace' })
    const primary = ImageV3Response.parse(
      (await dmc(`${path}/${third.id}`, { method: 'PATCH', body: { primary: true } })).json,
    ).data
    expect(primary.primary).toBe(true)
    const after = await list()
    expect(after[0]?.id).toBe(third.id)
    expect(after.filter((image) => image.primary).map((image) => image.id)).toEqual([third.id])
    expect(after.find((image) => image.id === first.id)).toEqual({ ...first, primary: false })
    expect((await dmc(`${path}/${second.id}`, { method: 'DELETE' })).status).toBe(204)
    const remaining = await list()
    expect(remaining.map((image) => image.id)).toEqual(
      after.filter((image) => image.id !== second.id).map((image) => image.id),
    )
    expect(remaining).toEqual(after.filter((image) => image.id !== second.id))
    expect((await fetch(second.url)).status).toBe(404)
    // The file cannot change through PATCH.
    const patchData = await dmc(`${path}/${first.id}`, {
      method: 'PATCH',
      body: { data: toDataUri(sampleGif(), 'image/gif') },
    })
    expect(ImageV3Response.parse(patchData.json).data.mediaType).toBe(first.mediaType)
  })

  it("answers 404 for another experience's or organization's image, and 403 to a tour operator", async () => {
    const [image] = await list()
    if (image === undefined) throw new Error('image missing')
    const other = ExperienceV3Response.parse(
      (await dmc('/api/v3/experiences', { method: 'POST', body: { name: 'Other', type: 'activity' } })).json,
    ).data
    expect(
      (await dmc(`/api/v3/experiences/${other.id}/images/${image.id}`, { method: 'DELETE' })).status,
    ).toBe(404)
    expect(
      (await call(`${path}/${image.id}`, { key: DEMO_KEYS.dmc2, method: 'PATCH', body: { name: 'x' } }))
        .status,
    ).toBe(404)
    expect((await call(`${path}/${image.id}`, { key: DEMO_KEYS.to1, method: 'DELETE' })).status).toBe(403)
    expect((await call(path, { key: null })).status).toBe(401)
    expect((await list()).map((entry) => entry.id)).toContain(image.id)
  })

  it('serves demo pictures as generated PNG files', async () => {
    const demo = server()
      .sandbox.ctx.db.prepare(
        'SELECT experience_id AS id FROM experience_images i JOIN experiences e ON e.id = i.experience_id WHERE e.organization_id = 3 LIMIT 1',
      )
      .get() as { id: number }
    const images = ImageV3List.parse((await dmc(`/api/v3/experiences/${demo.id}/images`)).json).data
    expect(images.length).toBeGreaterThan(0)
    const file = await fetch(images[0]?.url ?? '')
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(images[0]?.byteSize)
  })
})
