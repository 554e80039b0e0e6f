/**
 * Query strings in the service's deep-object encoding (spec, v3 conventions): a top-level list repeats
 * `name[]=v`; inside an object, lists and objects are indexed: `rooms[0][adults]=2`,
 * `rooms[0][childrenBirthdates][0]=2019-05-01`. Absent values (undefined, null, '') are left out, booleans are
 * `true`/`false`, keys keep their order.
 */
export type QueryScalar = string | number | boolean | null | undefined
export type QueryValue = QueryScalar | readonly QueryValue[] | { readonly [key: string]: QueryValue }

export function encodeQuery(params: { readonly [key: string]: QueryValue }): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) append(search, name, value, true)
  return search.toString()
}

function append(search: URLSearchParams, name: string, value: QueryValue, topLevel: boolean): void {
  if (value === undefined || value === null || value === '') return
  if (Array.isArray(value)) {
    const items = value as readonly QueryValue[]
    items.forEach((item, index) => {
      // `name[]` is the short form for a plain list; objects (and lists inside objects) need their index.
      const key = topLevel && !isComposite(item) ? `${name}[]` : `${name}[${index}]`
      append(search, key, item, false)
    })
    return
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as { readonly [key: string]: QueryValue })) {
      append(search, `${name}[${key}]`, item, false)
    }
    return
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return
  search.append(name, String(value))
}

function isComposite(value: QueryValue): boolean {
  return typeof value === 'object' && value !== null
}

/** `?a=1` or '' for an empty query. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`
}
