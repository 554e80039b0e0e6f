import type { z } from 'zod'
import { PaginatedEnvelope } from '../../../shared/api'
import type { IdParam, RequestOptions } from '../client'
import type { Page } from '../client-experiences'
import { encodeQuery, type QueryValue } from '../http/query'
import { parseRequest } from '../http/responses'
import type { HttpMethod, Transport } from '../http/transport'
import { checkQuery, dataOf, ignoreBody, json } from './shared'

type Params = Record<string, IdParam>

/**
 * The four shapes of a v3 resource call: one item (`{ data }`), a page (`{ data, meta }`), a checked write
 * answering the item, and a delete. Bodies are checked with their wire schema before anything is sent.
 */
export function resourceCalls(call: Transport) {
  return {
    async one<S extends z.ZodType>(
      template: string,
      params: Params,
      schema: S,
      options: (RequestOptions & { locale?: string }) | undefined,
    ): Promise<z.output<S>> {
      const query = encodeQuery({ locale: options?.locale })
      return call({ method: 'GET', template, params, query, kind: 'read', parse: dataOf(schema), options })
    },
    async page<S extends z.ZodType>(
      template: string,
      params: Params,
      schema: S,
      query: object | undefined,
      querySchema: z.ZodType,
      options: RequestOptions | undefined,
    ): Promise<Page<z.output<S>>> {
      const values = { ...query } as Record<string, QueryValue>
      checkQuery(querySchema, values, `GET ${template}`)
      return call({
        method: 'GET',
        template,
        params,
        query: encodeQuery(values),
        kind: 'read',
        parse: json(PaginatedEnvelope(schema)),
        options,
      }) as Promise<Page<z.output<S>>>
    },
    async write<S extends z.ZodType>(
      method: HttpMethod,
      template: string,
      params: Params,
      bodySchema: z.ZodType,
      body: unknown,
      schema: S,
      options: (RequestOptions & { locale?: string }) | undefined,
    ): Promise<z.output<S>> {
      const checked = parseRequest(bodySchema, body, `${method} ${template}`)
      return call({
        method,
        template,
        params,
        query: encodeQuery({ locale: options?.locale }),
        body: { json: checked },
        kind: 'write',
        parse: dataOf(schema),
        options,
      })
    },
    async remove(template: string, params: Params, options: RequestOptions | undefined): Promise<void> {
      await call({ method: 'DELETE', template, params, kind: 'write', parse: ignoreBody, options })
    },
  }
}
