import { decodeId, type EntityKind } from '../../../../src/shared/domain/ids'
import { badRequest } from './errors'

/**
 * Query-string parsing shared by every v3 route: list parameters in every spelling the spec allows (repeated,
 * `name[]`, `name[0]`, comma-separated), id lists with their 400 codes, pagination and sort. Values are checked
 * here so handlers only ever see typed, bounded input.
 */

/** Longest free-text value accepted (search, query): longer ones are an error, not a slow scan. */
export const MAX_TEXT_LENGTH = 200

export function searchParams(url: string): URLSearchParams {
  return new URL(url).searchParams
}

/** Every value of `name`, `name[]` and `name[i]`, split on commas, trimmed, empties dropped, in order. */
export function listParam(params: URLSearchParams, name: string): string[] {
  const values: Array<{ order: number; value: string }> = []
  let position = 0
  for (const [key, value] of params) {
    position += 1
    if (key === name || key === `${name}[]`) values.push({ order: position, value })
    else {
      const match = /^(.+)\[(\d+)\]$/.exec(key)
      // Deep-object indexes order the values; plain repeats keep their position.
      if (match !== null && match[1] === name) values.push({ order: Number(match[2]) - 1e9, value })
    }
  }
  return values
    .sort((a, b) => a.order - b.order)
    .flatMap((entry) => entry.value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
}

/** A single text value (the last one when repeated), trimmed; null when absent or empty. */
export function textParam(params: URLSearchParams, name: string, maxLength = MAX_TEXT_LENGTH): string | null {
  const all = params.getAll(name)
  const value = all.length === 0 ? null : (all[all.length - 1] as string).trim()
  if (value === null || value === '') return null
  if (value.length > maxLength || value.includes('\u0000')) {
    throw badRequest('INVALID_PARAMETER', `${name} must be at most ${maxLength} characters of text.`, {
      param: name,
      value: value.slice(0, 50),
    })
  }
  return value
}

/**
 * Ids of one kind, raw or encoded. A value that is not an id of that kind answers 400 with `code` (spec:
 * INVALID_LOCATION_ID for cities/regions/countries, INVALID_FILTER_VALUE for hotels/kinds/styles) and
 * details { param, value }. An id that is well formed but unknown simply matches nothing.
 */
export function idListParam(params: URLSearchParams, name: string, kind: EntityKind, code: string): number[] {
  return listParam(params, name).map((value) => {
    const id = decodeId(kind, value)
    if (id === null)
      throw badRequest(code, `${name} takes ${kind} ids; "${value.slice(0, 50)}" is not one.`, {
        param: name,
        value: value.slice(0, 100),
      })
    return id
  })
}

/** Values of a list parameter that must each be one of `allowed` (compared case-insensitively). */
export function enumListParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  code = 'INVALID_FILTER_VALUE',
): T[] {
  return listParam(params, name).map((value) => {
    const found = allowed.find((candidate) => candidate === value.toLowerCase())
    if (found === undefined) {
      throw badRequest(code, `${name} accepts ${allowed.join(', ')}; "${value.slice(0, 50)}" is not one.`, {
        param: name,
        value: value.slice(0, 100),
      })
    }
    return found
  })
}

export function intListParam(params: URLSearchParams, name: string, min: number, max: number): number[] {
  return listParam(params, name).map((value) => {
    const number = /^\d{1,3}$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) {
      throw badRequest('INVALID_FILTER_VALUE', `${name} takes whole numbers from ${min} to ${max}.`, {
        param: name,
        value: value.slice(0, 100),
      })
    }
    return number
  })
}

export function boolParam(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = params.get(name)
  if (value === null || value === '') return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw badRequest('INVALID_PARAMETER', `${name} must be true or false.`, {
    param: name,
    value: value.slice(0, 100),
  })
}

export interface Pagination {
  page: number
  perPage: number
  offset: number
}

export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 1000

/** page >= 1, 1 <= perPage <= 1000 (default 20); anything else answers 400 INVALID_PAGINATION (see README). */
export function paginationParams(params: URLSearchParams): Pagination {
  const read = (name: string, fallback: number, max: number): number => {
    const raw = params.get(name)
    if (raw === null || raw === '') return fallback
    const value = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN
    if (!(value >= 1 && value <= max)) {
      throw badRequest('INVALID_PAGINATION', `${name} must be a whole number from 1 to ${max}.`, {
        param: name,
        value: raw.slice(0, 100),
      })
    }
    return value
  }
  const page = read('page', 1, 1_000_000_000)
  const perPage = read('perPage', DEFAULT_PER_PAGE, MAX_PER_PAGE)
  return { page, perPage, offset: (page - 1) * perPage }
}

export function paginationMeta(pagination: Pagination, total: number) {
  return {
    currentPage: pagination.page,
    lastPage: Math.max(1, Math.ceil(total / pagination.perPage)),
    perPage: pagination.perPage,
    total,
  }
}

export interface SortSpec<K extends string> {
  key: K
  descending: boolean
}

/** `sort=key` or `sort=-key` among `allowed`; another key answers 400 INVALID_SORT. */
export function sortParam<K extends string>(
  params: URLSearchParams,
  allowed: readonly K[],
): SortSpec<K> | null {
  const raw = params.get('sort')
  if (raw === null || raw.trim() === '') return null
  const value = raw.trim()
  const descending = value.startsWith('-')
  const key = (descending ? value.slice(1) : value) as K
  if (!allowed.includes(key)) {
    throw badRequest('INVALID_SORT', `sort accepts ${allowed.join(', ')} with an optional - prefix.`, {
      param: 'sort',
      value: value.slice(0, 100),
    })
  }
  return { key, descending }
}
