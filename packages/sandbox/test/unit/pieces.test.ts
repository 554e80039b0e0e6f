import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { visibleOwners } from '../../src/catalog/visibility'
import { toOpenApiPath } from '../../src/openapi/route-description'
import { createSimClock } from '../../src/platform/clock'
import { placeholderPng } from '../../src/platform/png'
import { isSearchPath } from '../../src/platform/ratelimit'
import { ORGANIZATIONS, type Organization } from '../../src/platform/organizations'
import { idsToMask, maskToIds, HOTEL_STYLES } from '../../src/catalog/taxonomy'

describe('placeholderPng', () => {
  it('is a valid 96x64 RGB PNG, the same bytes for the same id', () => {
    const png = placeholderPng(17)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(96)
    expect(png.readUInt32BE(20)).toBe(64)
    const idatLength = png.readUInt32BE(33)
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT')
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength((96 * 3 + 1) * 64)
    expect(placeholderPng(17).equals(png)).toBe(true)
    expect(placeholderPng(18).equals(png)).toBe(false)
  })
})

describe('visibleOwners', () => {
  it('shows a TO every hotel and a dmc its own group', () => {
    const to = ORGANIZATIONS.find((organization) => organization.scope === 'to') as Organization
    const dmc = ORGANIZATIONS.find((organization) => organization.scope === 'dmc') as Organization
    expect(visibleOwners(to)).toBeNull()
    expect(visibleOwners(dmc)).toEqual([dmc.id])
    const groupedDmc: Organization = { ...dmc, groupId: 100 }
    // Group 100 holds the two demo tour operators: a dmc of that group would see their hotels too.
    expect(visibleOwners(groupedDmc)).toEqual(expect.arrayContaining([1, 2]))
  })
})

describe('small helpers', () => {
  it('converts Hono paths to OpenAPI paths', () => {
    expect(toOpenApiPath('/api/v3/hotels/:id{[0-9]+|[A-Z]+}')).toBe('/api/v3/hotels/{id}')
    expect(toOpenApiPath('/a/:x/b/:y')).toBe('/a/{x}/b/{y}')
  })

  it('knows the search bucket', () => {
    expect(isSearchPath('/api/v3/search')).toBe(true)
    expect(isSearchPath('/api/v3/hotels/availability')).toBe(true)
    expect(isSearchPath('/api/v3/hotels/ABCDEF/rooms/availability')).toBe(true)
    expect(isSearchPath('/api/v3/hotels')).toBe(false)
    expect(isSearchPath('/api/v3/hotels/ABCDEF')).toBe(false)
  })

  it('keeps style masks round-trip and drops unknown ids', () => {
    expect(maskToIds(idsToMask([1, 6, 12], HOTEL_STYLES))).toEqual([1, 6, 12])
    expect(idsToMask([99], HOTEL_STYLES)).toBe(0)
  })

  it('moves the simulated clock forward from a fixed start', () => {
    let real = 1_000_000
    const clock = createSimClock('2030-01-01T00:00:00.000Z', () => real)
    real += 5000
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:05.000Z')
    clock.advance(3600)
    expect(clock.now().toISOString()).toBe('2030-01-01T01:00:05.000Z')
    expect(() => clock.advance(-1)).toThrow(RangeError)
  })
})
