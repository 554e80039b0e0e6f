import { describe, expect, it } from 'vitest'
import { encodeId } from '../../../../src/shared/domain/ids'
import { ApiError } from '../../src/platform/errors'
import {
  boolParam,
  idListParam,
  intListParam,
  listParam,
  paginationMeta,
  paginationParams,
  sortParam,
  textParam,
} from '../../src/platform/query'

const params = (query: string) => new URLSearchParams(query)
const apiError = (run: () => unknown): ApiError => {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('listParam', () => {
  it('reads repeated, [] , [i] and comma-separated spellings', () => {
    expect(listParam(params('cities=1&cities=2'), 'cities')).toEqual(['1', '2'])
    expect(listParam(params('cities[]=1&cities[]=2'), 'cities')).toEqual(['1', '2'])
    expect(listParam(params('cities[1]=2&cities[0]=1'), 'cities')).toEqual(['1', '2'])
    expect(listParam(params('cities=1,%202,,3'), 'cities')).toEqual(['1', '2', '3'])
    expect(listParam(params('regions=1'), 'cities')).toEqual([])
  })
})

describe('idListParam', () => {
  it('accepts raw and encoded ids of the kind', () => {
    const encoded = encodeId('city', 12)
    expect(idListParam(params(`cities=3,${encoded}`), 'cities', 'city', 'INVALID_LOCATION_ID')).toEqual([
      3, 12,
    ])
  })

  it('answers 400 with the given code and { param, value } for anything else', () => {
    for (const value of ['paris', encodeId('hotel', 12), '-1', "1'--"]) {
      const error = apiError(() =>
        idListParam(params(`cities=${encodeURIComponent(value)}`), 'cities', 'city', 'INVALID_LOCATION_ID'),
      )
      expect(error.status).toBe(400)
      expect(error.code).toBe('INVALID_LOCATION_ID')
      expect(error.details).toEqual({ param: 'cities', value })
    }
  })
})

describe('pagination', () => {
  it('defaults to page 1 of 20 and computes the meta', () => {
    const pagination = paginationParams(params(''))
    expect(pagination).toEqual({ page: 1, perPage: 20, offset: 0 })
    expect(paginationMeta(pagination, 0)).toEqual({ currentPage: 1, lastPage: 1, perPage: 20, total: 0 })
    expect(paginationMeta({ page: 3, perPage: 10, offset: 20 }, 21)).toEqual({
      currentPage: 3,
      lastPage: 3,
      perPage: 10,
      total: 21,
    })
  })

  it('refuses perPage above 1000, zero pages and non-numbers', () => {
    expect(paginationParams(params('perPage=1000')).perPage).toBe(1000)
    for (const query of ['perPage=1001', 'perPage=0', 'page=0', 'page=abc', 'perPage=1.5']) {
      expect(apiError(() => paginationParams(params(query))).code).toBe('INVALID_PAGINATION')
    }
  })
})

describe('sortParam, textParam, intListParam, boolParam', () => {
  it('parses - prefixed sorts and refuses other keys with INVALID_SORT', () => {
    expect(sortParam(params('sort=-name'), ['name', 'id'])).toEqual({ key: 'name', descending: true })
    expect(sortParam(params(''), ['name'])).toBeNull()
    expect(apiError(() => sortParam(params('sort=price'), ['name', 'id'])).code).toBe('INVALID_SORT')
  })

  it('bounds text and refuses NUL bytes', () => {
    expect(textParam(params('search=%20abc%20'), 'search')).toBe('abc')
    expect(textParam(params('search='), 'search')).toBeNull()
    expect(apiError(() => textParam(params(`search=${'a'.repeat(201)}`), 'search')).code).toBe(
      'INVALID_PARAMETER',
    )
    expect(apiError(() => textParam(params('search=a%00b'), 'search')).code).toBe('INVALID_PARAMETER')
  })

  it('reads bounded integers and booleans', () => {
    expect(intListParam(params('stars=3,5'), 'stars', 1, 5)).toEqual([3, 5])
    expect(apiError(() => intListParam(params('stars=6'), 'stars', 1, 5)).code).toBe('INVALID_FILTER_VALUE')
    expect(boolParam(params('x=false'), 'x', true)).toBe(false)
    expect(boolParam(params(''), 'x', true)).toBe(true)
    expect(apiError(() => boolParam(params('x=maybe'), 'x', true)).code).toBe('INVALID_PARAMETER')
  })
})
