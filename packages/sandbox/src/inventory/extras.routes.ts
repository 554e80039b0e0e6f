import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  ExtraLinkV3Create,
  ExtraLinkV3List,
  ExtraLinkV3Response,
  SubListQuery,
} from '../../../../src/shared/api/experiences-v3'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { deleteExtra, insertExtra } from '../experiences/experiences.parts.write'
import { getExperience, getExtra, getExtras, isVisibleTo } from '../experiences/experiences.repo'
import type { ExtraLinkRow } from '../experiences/experiences.types'
import { touchExperience } from '../experiences/experiences.write'
import { documented, json, jsonBody, noContent, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { conflict, notFound } from '../platform/errors'
import { paginationMeta, paginationParams, searchParams } from '../platform/query'
import { readJsonBody } from '../platform/validation'
import { assertWritable, ownedExperience, pathId, readLocale, requireSupplier } from './access'
import { toExtraLinkV3 } from './experiences.view'
import { INVENTORY_TAGS as tags } from './route-docs'

const BASE = '/api/v3/experiences/:id{[0-9A-Z]+}/extras'
const ITEM = `${BASE}/:extraId{[0-9A-Z]+}`
/** What every route here may refuse: no or a bad key, a tour operator's key, someone else's id, too many calls. */
const READ = [401, 403, 404, 429] as const

/**
 * Extras are links from an experience to add-on experiences: nothing to update (delete the link and add another).
 * The add-on must be one the caller can see (available, or its own in progress), else 404; itself or the same
 * add-on twice answers 409. DELETE removes the link only, never the add-on experience.
 */
export function registerExtraRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Parameters and bodies are documented only: the handlers check scope (403) and ownership (404) before them.
  const list = createRoute({
    method: 'get',
    path: BASE,
    summary: 'Add-on links of an experience, in the order added',
    tags,
    request: { params: z.object({ id: z.string() }), query: documented(SubListQuery) },
    responses: responses(json(ExtraLinkV3List), ...READ, 400),
  })
  app.openapi(list, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const locale = readLocale(c)
    const pagination = paginationParams(searchParams(c.req.url))
    const links = getExtras(ctx.db, experience.id)
    return c.json({
      data: links
        .slice(pagination.offset, pagination.offset + pagination.perPage)
        .map((link) => toExtraLinkV3(ctx.db, link, locale)),
      meta: paginationMeta(pagination, links.length),
    })
  })

  const add = createRoute({
    method: 'post',
    path: BASE,
    summary: 'Link an add-on experience ({ experienceId })',
    tags,
    request: { params: z.object({ id: z.string() }), body: jsonBody(ExtraLinkV3Create) },
    responses: responses(json(ExtraLinkV3Response, 201), ...READ, 400, 409, 413),
  })
  app.openapi(add, async (c) => {
    const owner = requireSupplier(c)
    const experience = ownedExperience(c, ctx, owner)
    const { experienceId } = await readJsonBody(c, ExtraLinkV3Create)
    const addOnId = decodeId('experience', experienceId)
    if (addOnId !== null && addOnId === experience.id) {
      throw conflict('SELF_EXTRA', 'An experience cannot be its own extra.', {
        experienceId: encodeId('experience', addOnId),
      })
    }
    const addOn = addOnId === null ? null : getExperience(ctx.db, addOnId)
    if (addOn === null || !isVisibleTo(addOn, { organizationId: owner.id, scope: owner.scope })) {
      throw notFound(`Experience ${String(experienceId).slice(0, 60)} not found.`, {
        param: 'experienceId',
        value: String(experienceId).slice(0, 100),
      })
    }
    if (getExtras(ctx.db, experience.id).some((link) => link.extraExperienceId === addOn.id)) {
      throw conflict('DUPLICATE_EXTRA', 'This add-on is already linked to the experience.', {
        experienceId: encodeId('experience', addOn.id),
      })
    }
    assertWritable(experience)
    const now = ctx.clock.now().toISOString()
    const id = ctx.db.transaction(() => {
      const created = insertExtra(ctx.db, experience.id, addOn.id, now)
      touchExperience(ctx.db, experience.id, now)
      return created
    })()
    return c.json(
      { data: toExtraLinkV3(ctx.db, getExtra(ctx.db, id) as ExtraLinkRow, readLocale(c)), meta: null },
      201,
    )
  })

  const remove = createRoute({
    method: 'delete',
    path: ITEM,
    summary: 'Remove an add-on link (the add-on experience stays)',
    tags,
    request: { params: z.object({ id: z.string(), extraId: z.string() }) },
    responses: responses(noContent(), ...READ, 409),
  })
  app.openapi(remove, (c) => {
    const experience = ownedExperience(c, ctx, requireSupplier(c))
    const link = getExtra(ctx.db, pathId(c, 'extraId', 'extra', 'Extra'))
    if (link === null || link.experienceId !== experience.id) {
      throw notFound(`Extra ${c.req.param('extraId')} not found.`, {
        param: 'extraId',
        value: c.req.param('extraId'),
      })
    }
    assertWritable(experience)
    ctx.db.transaction(() => {
      deleteExtra(ctx.db, link.id)
      touchExperience(ctx.db, experience.id, ctx.clock.now().toISOString())
    })()
    return c.body(null, 204)
  })
}
