import type { Hono } from 'hono'
import { z } from 'zod'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { PromotionV3List, PromotionV3Response, SubListQuery } from '../../../../src/shared/api/experiences-v3'
import { getPromotion, getPromotions } from '../experiences/experiences.repo'
import { describeRoute } from '../openapi/registry'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { ownedExperience, pathId, requireSupplier } from './access'
import { toPromotionV3 } from './experiences.view'
import { INVENTORY_TAGS as tags, READ_ERRORS as errors } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/promotions'
const ITEM = `${BASE}/:promotionId{[0-9A-Z]+}`

/** Promotions are read-only on v3 (they are set up by the platform); weekdays are ISO numbers 1-7. */
export function registerPromotionRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'get',
    path: BASE,
    summary: 'Promotions of an experience (read-only)',
    tags,
    params: z.object({ id: z.string() }),
    query: SubListQuery,
    response: PromotionV3List,
    errors: { ...errors, 400: ErrorBody },
  })
  app.get(BASE, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const pagination = paginationParams(searchParams(c.req.url))
    const promotions = getPromotions(ctx.db, experience.id)
    return c.json({
      data: promotions.slice(pagination.offset, pagination.offset + pagination.perPage).map(toPromotionV3),
      meta: paginationMeta(pagination, promotions.length),
    })
  })

  describeRoute({
    method: 'get',
    path: ITEM,
    summary: 'One promotion (404 for another experience’s)',
    tags,
    params: z.object({ id: z.string(), promotionId: z.string() }),
    response: PromotionV3Response,
    errors,
  })
  app.get(ITEM, (c) => {
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
