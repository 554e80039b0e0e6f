import { beforeAll, describe, expect, it } from 'vitest'
import { HotelDetail, HotelList, type HotelCatalogItem } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { HotelImageV3Response } from '../../../../src/shared/api/inventory'
import { sampleGif, sampleJpeg, samplePng, sampleWebp, toDataUri } from '../../src/inventory/sample-images'
import { DEMO_KEYS } from '../../../../test/support/sandbox/http-client'
import { inventorySandbox } from './inventory.fixtures'

const { call, dmc } = inventorySandbox()
let own: HotelCatalogItem
let theirs: HotelCatalogItem
beforeAll(async () => {
  own = HotelList.parse((await call('/api/v3/hotels?perPage=1', { key: DEMO_KEYS.dmc1 })).json)
    .data[0] as HotelCatalogItem
  theirs = HotelList.parse((await call('/api/v3/hotels?perPage=1', { key: DEMO_KEYS.dmc2 })).json)
    .data[0] as HotelCatalogItem
})

const images = async (hotel: HotelCatalogItem = own) =>
  HotelDetail.parse((await call(`/api/v3/hotels/${hotel.id}`)).json).data.images
const base = () => `/api/v3/hotels/${own.id}/images`
const refused = async (body: unknown, status: number, code: string) => {
  const before = await images()
  const response = await dmc(base(), { method: 'POST', body })
  expect(response.status).toBe(status)
  expect(ErrorBody.parse(response.json).code).toBe(code)
  expect(await images()).toEqual(before)
}

describe('hotel images (v3)', () => {
  it('adds one image at a time; the catalog shows it, the others untouched; primary goes first', async () => {
    const before = await images()
    const added = await dmc(base(), {
      method: 'POST',
      body: { name: 'Rooftop bar', data: toDataUri(sampleJpeg(), 'image/jpeg') },
    })
    expect(added.status).toBe(201)
    const image = HotelImageV3Response.parse(added.json).data
    expect(image).toMatchObject({
      name: 'Rooftop bar',
      primary: false,
      kind: 'secondary',
      mediaType: 'image/jpeg',
      hotelId: own.id,
    })
    const after = await images()
    expect(after).toEqual([...before, { id: image.id, url: image.url, name: 'Rooftop bar' }])
    const file = await fetch(image.url)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await file.arrayBuffer()).equals(sampleJpeg())).toBe(true)

    const main = HotelImageV3Response.parse(
      (
        await dmc(base(), {
          method: 'POST',
          body: { name: 'New facade', data: toDataUri(sampleWebp(), 'image/webp'), kind: 'primary' },
        })
      ).json,
    ).data
    expect(main.primary).toBe(true)
    expect((await images()).map((entry) => entry.id)).toEqual([main.id, ...after.map((entry) => entry.id)])
  })

  it('renames and makes primary with PATCH, deletes with DELETE, one image each time', async () => {
    const current = await images()
    const last = current[current.length - 1]
    const first = current[0]
    if (last === undefined || first === undefined) throw new Error('no images')
    const renamed = HotelImageV3Response.parse(
      (await dmc(`${base()}/${last.id}`, { method: 'PATCH', body: { name: 'Lobby at night' } })).json,
    ).data
    expect(renamed.name).toBe('Lobby at night')
    expect((await images()).map((entry) => entry.name)).toEqual(
      current.map((entry) => (entry.id === last.id ? 'Lobby at night' : entry.name)),
    )
    const promoted = HotelImageV3Response.parse(
      (await dmc(`${base()}/${last.id}`, { method: 'PATCH', body: { primary: true } })).json,
    ).data
    expect(promoted).toMatchObject({ primary: true, kind: 'primary' })
    const reordered = await images()
    expect(reordered[0]?.id).toBe(last.id)
    expect(reordered.slice(1).map((entry) => entry.id)).toEqual(current.slice(0, -1).map((entry) => entry.id))
    expect((await dmc(`${base()}/${first.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await images()).map((entry) => entry.id)).toEqual(
      reordered.filter((entry) => entry.id !== first.id).map((entry) => entry.id),
    )
    expect((await dmc(`${base()}/${first.id}`, { method: 'DELETE' })).status).toBe(404)
    expect(
      (await dmc(`${base()}/${last.id}`, { method: 'PATCH', body: { primary: true, kind: 'secondary' } }))
        .status,
    ).toBe(400)
  })

  it('refuses a non-image, a truncated image, a remote URL and an oversized body, leaving the images as they were', async () => {
    await refused(
      { name: 'Text', data: toDataUri(Buffer.from('hello'), 'image/png') },
      415,
      'UNSUPPORTED_IMAGE_TYPE',
    )
    const gif = sampleGif()
    await refused(
      { name: 'Cut', data: toDataUri(gif.subarray(0, gif.length - 1), 'image/gif') },
      422,
      'INVALID_IMAGE',
    )
    await refused({ name: 'Remote', data: 'http://example.com/a.png' }, 400, 'REMOTE_IMAGE_NOT_ALLOWED')
    await refused(
      { name: 'Huge', data: toDataUri(Buffer.alloc(9 * 1024 * 1024), 'image/png') },
      413,
      'PAYLOAD_TOO_LARGE',
    )
    await refused({ data: toDataUri(samplePng(), 'image/png') }, 400, 'VALIDATION_ERROR')
  })

  it('answers 404 for a hotel of another supplier (and its images), 403 to a tour operator, 401 without a key', async () => {
    const theirImage = (await images(theirs))[0]
    if (theirImage === undefined) throw new Error('no image')
    const body = { name: 'Mine', data: toDataUri(samplePng(), 'image/png') }
    expect((await dmc(`/api/v3/hotels/${theirs.id}/images`, { method: 'POST', body })).status).toBe(404)
    expect(
      (await dmc(`/api/v3/hotels/${theirs.id}/images/${theirImage.id}`, { method: 'DELETE' })).status,
    ).toBe(404)
    // An image of another hotel addressed through an own hotel is just as unknown.
    expect((await dmc(`${base()}/${theirImage.id}`, { method: 'PATCH', body: { name: 'x' } })).status).toBe(
      404,
    )
    const forbidden = await call(base(), { key: DEMO_KEYS.to1, method: 'POST', body })
    expect(forbidden.status).toBe(403)
    expect(ErrorBody.parse(forbidden.json).code).toBe('SCOPE_NOT_ALLOWED')
    expect((await call(base(), { key: null, method: 'POST', body })).status).toBe(401)
    expect((await dmc('/api/v3/hotels/99999999/images', { method: 'POST', body })).status).toBe(404)
    expect(await images(theirs)).toContainEqual(theirImage)
  })
})
