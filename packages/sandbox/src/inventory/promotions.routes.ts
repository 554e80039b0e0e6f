import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { PromotionV3List, PromotionV3Response, SubListQuery } from '../../../../src/shared/api/experiences-v3'
import { getPromotion, getPromotions } from '../experiences/experiences.repo'
import { documented, json, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { ownedExperience, pathId, requireSupplier } from './access'
import { toPromotionV3 } from './experiences.view'
import { INVENTORY_TAGS as tags } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/promotions'
const ITEM = `${BASE}/:promotionId{[0-9A-Z]+}`

/** Promotions are read-only on v3 (they are set up by the platform); weekdays are ISO numbers 1-7. */
export function registerPromotionRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Scope (403) comes before the query (400 INVALID_PAGINATION): the handler parses both, the route only documents.
  const list = createRoute({
    method: 'get',
    path: BASE,
    summary: 'Promotions of an experience (read-only)',
    tags,
    request: { params: z.object({ id: z.string() }), query: documented(SubListQuery) },
    responses: responses(json(PromotionV3List), 400, 401, 403, 404, 429),
  })
  app.openapi(list, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const pagination = paginationParams(searchParams(c.req.url))
    const promotions = getPromotions(ctx.db, experience.id)
    return c.json({
      data: promotions.slice(pagination.offset, pagination.offset + pagination.perPage).map(toPromotionV3),
      meta: paginationMeta(pagination, promotions.length),
    })
  })

  const item = createRoute({
    method: 'get',
    path: ITEM,
    summary: 'One promotion (404 for another experience’s)',
    tags,
    request: { params: z.object({ id: z.string(), promotionId: z.string() }) },
    responses: responses(json(PromotionV3Response), 401, 403, 404, 429),
  })
  app.openapi(item, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const promotion = getPromotion(ctx.db, pathId(c, 'promotionId', 'promotion', 'Promotion'))
    if (promotion === null || promotion.experienceId !== experience.id) {
      throw notFound(`Promotion ${c.req.param('promotionId')} not found.`, {
        param: 'promotionId',
        value: c.req.param('promotionId'),
      })
    }
    return c.json({ data: toPromotionV3(promotion), meta: null })
  })
}
